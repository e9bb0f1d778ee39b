import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_LIMITS, type ActiveCampaignView } from '../../../../common/campaigns';
import { post, request } from '../../../../common/web/api';
import { useLoad } from '../../hooks/useLoad';
import { PATHS } from '../../paths';
import { usePointsT } from './texts';

/** A campaign banner at the recommended 2:1 shape (800 × 400), cropped to fill. */
export function Banner({ url }: { url: string | null }) {
  return (
    <Box
      data-testid="reward-banner"
      sx={{ position: 'relative', width: '100%', aspectRatio: `${CAMPAIGN_LIMITS.bannerWidth} / ${CAMPAIGN_LIMITS.bannerHeight}`, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
    >
      {url && <img src={url} alt="" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />}
    </Box>
  );
}

/** The way back to /point-rewards from its sub-pages. */
export function BackToRewards() {
  const t = usePointsT();
  return (
    <Box>
      <Button component={Link} to={PATHS.pointRewards}>
        {t('shop.points.back')}
      </Button>
    </Box>
  );
}

/** Redeem with a confirmation (points taken, balance), then `onDone` with the server's message. */
export function RedeemButton({ campaign, balance, onDone }: { campaign: ActiveCampaignView; balance: number; onDone: (message: string) => void }) {
  const t = usePointsT();
  const [open, setOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!campaign.canRedeem) {
    const reason = campaign.blockedBy ?? 'notStarted';
    return (
      <Typography variant="body2" color="text.secondary" data-testid="redeem-blocked">
        {t(`shop.points.blocked.${reason}`, { points: campaign.pointRequired })}
      </Typography>
    );
  }
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await post('/game/redeem-point', { gameId: campaign.id, ...(remark.trim() ? { remark: remark.trim() } : {}) });
      setOpen(false);
      onDone(result.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} data-testid="redeem-open">
        {t('shop.points.redeem')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('shop.points.redeemTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            <strong>{campaign.gameTitle}</strong> — {t('shop.points.redeemText', { points: campaign.pointRequired, balance })}
          </DialogContentText>
          <TextField
            label={t('shop.points.remark')}
            value={remark}
            onChange={(e) => setRemark(e.target.value.slice(0, 255))}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { 'data-testid': 'redeem-remark' } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('shop.points.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="redeem-confirm">
            {t('shop.points.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const PER_PAGE = 20;

/** A list call page by page (its total from Content-Range), with Previous / Next. */
export function usePaged<T>(path: string) {
  const [page, setPage] = useState(0);
  const range = `[${page * PER_PAGE},${page * PER_PAGE + PER_PAGE - 1}]`;
  const loaded = useLoad(`${path}${range}`, async () => {
    const result = await request<T[]>(path, { query: { range } });
    const total = Number(result.headers.get('content-range')?.split('/').pop() ?? result.data.length);
    return { rows: result.data, total: Number.isFinite(total) ? total : result.data.length };
  });
  const pages = loaded.data ? Math.ceil(loaded.data.total / PER_PAGE) : 0;
  return { ...loaded, page, pages, setPage };
}

export function Pager({ page, pages, setPage }: { page: number; pages: number; setPage: (page: number) => void }) {
  const t = usePointsT();
  if (pages <= 1) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
        {t('shop.points.previous')}
      </Button>
      <Button disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
        {t('shop.points.next')}
      </Button>
    </Stack>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h1">
      {children}
    </Typography>
  );
}
