import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import type { StoreBannerView } from '../../../../common/api/store-coop';
import { ApiError } from '../../../../common/web/api';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { loadBanners, moveBanner, removeBanner } from './api';
import { CoopScreen } from './parts';
import { COOP_PATHS } from './paths';
import { useCoopT } from './texts';

/** /coop/banner: the banners on the store's home, in order (move, remove), and the way to a new one. */
export default function BannersPage() {
  const t = useCoopT();
  const banners = useLoad('coop-banners', loadBanners);
  const [changed, setChanged] = useState<StoreBannerView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = changed ?? banners.data;
  const act = async (call: () => Promise<{ data: StoreBannerView[] }>) => {
    setError(null);
    try {
      setChanged((await call()).data);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    }
  };
  return (
    <CoopScreen title={t('shop.coop.banners.title')} tab="banners">
      <Box>
        <Button variant="contained" component={RouterLink} to={COOP_PATHS.bannerNew}>
          {t('shop.coop.banners.add')}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {banners.error ? (
        <LoadError message={banners.error.message} onRetry={banners.retry} />
      ) : !list ? (
        <Skeleton variant="rounded" height={200} />
      ) : !list.length ? (
        <Alert severity="info">{t('shop.coop.banners.empty')}</Alert>
      ) : (
        list.map((b, i) => (
          <Card key={b.id} data-testid="coop-banner">
            {b.imageUrl && <Box component="img" src={b.imageUrl} alt="" sx={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', display: 'block' }} />}
            <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1">{b.title}</Typography>
                {b.description && <Typography variant="body2">{b.description}</Typography>}
                {b.url && (
                  <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
                    {b.url}
                  </Typography>
                )}
              </Box>
              <IconButton aria-label={t('shop.coop.banners.up')} disabled={i === 0} onClick={() => void act(() => moveBanner(b.id, 'up'))}>
                <ArrowUpward />
              </IconButton>
              <IconButton aria-label={t('shop.coop.banners.down')} disabled={i === list.length - 1} onClick={() => void act(() => moveBanner(b.id, 'down'))}>
                <ArrowDownward />
              </IconButton>
              <IconButton aria-label={t('shop.coop.banners.remove')} onClick={() => void act(() => removeBanner(b.id))}>
                <Delete />
              </IconButton>
            </CardContent>
          </Card>
        ))
      )}
    </CoopScreen>
  );
}
