import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PushPin from '@mui/icons-material/PushPin';
import { NEWS_HEADLINES } from '../../../../common/news';
import { formatDay } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { useApiList } from '../../hooks/useApiList';
import { LoadError } from '../../layout/LoadError';
import { PATHS } from '../../paths';
import { useNewsT } from './texts';
import { newsPostPath, type NewsPost } from './types';

const LATEST = { perPage: NEWS_HEADLINES };

/**
 * The home page's news card: the three latest headlines, pinned first (GET /api/news-feed), each
 * opening its post, and a link to the whole newsfeed. Self-contained: it loads its own data and
 * texts, so any page can show it.
 */
export function NewsHeadlines() {
  const t = useNewsT();
  const lang = useLanguage();
  const { items, error, retry } = useApiList<NewsPost>('/news-feed', LATEST);

  return (
    <Card data-testid="news-headlines">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {t('shop.news.headlines')}
          </Typography>
          <Button component={RouterLink} to={PATHS.newsfeed} size="small">
            {t('shop.news.seeAll')}
          </Button>
        </Stack>
        {error && <LoadError message={error.message} onRetry={retry} />}
        {!items && !error && [0, 1, 2].map((i) => <Skeleton key={i} height={48} />)}
        {items && items.length === 0 && <Typography color="text.secondary">{t('shop.news.empty')}</Typography>}
        {items && items.length > 0 && (
          <List disablePadding>
            {items.map((post) => (
              <ListItemButton key={post.id} component={RouterLink} to={newsPostPath(post.id)} sx={{ px: 1, borderRadius: 1 }}>
                {post.pin && <PushPin fontSize="small" color="primary" sx={{ mr: 1 }} aria-label={t('shop.news.pinned')} />}
                <ListItemText primary={post.subject} secondary={formatDay(post.createdAt, lang)} slotProps={{ primary: { noWrap: true } }} />
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
