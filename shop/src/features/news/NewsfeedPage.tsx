import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Newspaper from '@mui/icons-material/Newspaper';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import SmartDisplay from '@mui/icons-material/SmartDisplay';
import { formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiList } from '../../hooks/useApiList';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { EmptyCard, PinnedChip } from './parts';
import { useNewsT } from './texts';
import { newsPostPath, type NewsPost } from './types';

const PER_PAGE = 10;

function PostCard({ post }: { post: NewsPost }) {
  const t = useNewsT();
  const lang = useLanguage();
  return (
    <Card data-testid="news-post">
      <CardActionArea component={RouterLink} to={newsPostPath(post.id)}>
        {post.fileType === 'image' && post.fileUrl && (
          <CardMedia component="img" image={post.fileUrl} alt={t('shop.news.image', { subject: post.subject })} sx={{ maxHeight: 220, objectFit: 'cover' }} />
        )}
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            {post.pin && <PinnedChip />}
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(post.createdAt, lang)}
            </Typography>
            {post.fileType === 'pdf' && <PictureAsPdf fontSize="small" color="action" aria-label="PDF" />}
            {post.videoId && <SmartDisplay fontSize="small" color="action" aria-label="YouTube" />}
          </Stack>
          <Typography variant="h6" component="h2">
            {post.subject}
          </Typography>
          {post.excerpt && <Typography color="text.secondary">{post.excerpt}</Typography>}
          <Typography variant="body2" color="primary">
            {t('shop.news.readMore')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /newsfeed: HQ's posts, pinned first then newest (GET /api/news-feed), ten to a page; a post opens its page. */
export default function NewsfeedPage() {
  const t = useNewsT();
  usePageTitle(t('shop.news.title'));
  const [page, setPage] = useState(1);
  const { items, total, error, loading, retry } = useApiList<NewsPost>('/news-feed', { page, perPage: PER_PAGE });
  const pages = Math.ceil((total ?? 0) / PER_PAGE);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
      <Typography variant="h5" component="h1">
        {t('shop.news.title')}
      </Typography>
      {loading && !items && <PageLoader />}
      {error && <LoadError message={error.message} onRetry={retry} />}
      {items && items.length === 0 && <EmptyCard icon={<Newspaper color="disabled" sx={{ fontSize: 48 }} />} text={t('shop.news.empty')} />}
      {items && items.length > 0 && (
        <Box data-testid="news-list" sx={{ display: 'grid', gap: 2 }}>
          {items.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </Box>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, p: number) => setPage(p)} sx={{ justifySelf: 'center' }} />}
    </Box>
  );
}
