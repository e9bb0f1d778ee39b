import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { formatCalendarDay } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { EmptyCard } from './parts';
import { useNewsT } from './texts';
import type { HofEntry } from './types';

/** The entries shown: the newest hundred (one page of the list). */
const LATEST = { perPage: 100 };

function Entry({ entry }: { entry: HofEntry }) {
  const lang = useLanguage();
  return (
    <Card data-testid="hof-entry">
      <CardContent sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1 }}>
        <Avatar src={entry.userImgUrl ?? undefined} alt={entry.userName} sx={{ width: 96, height: 96, fontSize: 36 }}>
          {entry.userName.charAt(0).toUpperCase()}
        </Avatar>
        <Chip color="secondary" icon={<EmojiEvents />} label={entry.hofTitle} />
        <Typography variant="h6" component="h2">
          {entry.userName}
        </Typography>
        <Typography color="text.secondary">{entry.userAchievement}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatCalendarDay(entry.hofDate, lang)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** /score-ranking/hall-of-fame: the agents HQ honours, newest first (GET /api/hof); read only. */
export default function HallOfFamePage() {
  const t = useNewsT();
  usePageTitle(t('shop.hof.title'));
  const { data, error, loading, retry } = useApiData<HofEntry[]>('/hof', { query: LATEST });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('shop.hof.title')}
      </Typography>
      {loading && <PageLoader />}
      {error && <LoadError message={error.message} onRetry={retry} />}
      {data && data.length === 0 && <EmptyCard icon={<EmojiEvents color="disabled" sx={{ fontSize: 48 }} />} text={t('shop.hof.empty')} />}
      {data && data.length > 0 && (
        <Box data-testid="hof-list" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {data.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
    </Box>
  );
}
