import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Email from '@mui/icons-material/Email';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { CurrentUser } from '../../../../common/api/users';
import { SelectField } from '../../forms/SelectField';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { useCurrentUser } from '../../session/SessionContext';

interface TierRow {
  id: number;
  levelName: string;
  rankNumber: number;
}

/**
 * The recruit link: the agent app's `/new-registration/:username/:leaderName/:leaderTier/:leaderId/
 * :tierName/:tierId/:companyId` route for a tier below the agent's own (rank 1 is the highest, so
 * "below" is a greater rank number).
 */
export function recruitLink(origin: string, user: CurrentUser, tier: { id: number; levelName: string }): string {
  const parts = [user.username ?? String(user.id), user.name, user.tier?.levelName ?? '-', String(user.id), tier.levelName, String(tier.id), String(user.company.id)];
  return `${origin}/new-registration/${parts.map(encodeURIComponent).join('/')}`;
}

/** The agent's recruit link: pick a tier below its own, then copy it or share it by e-mail or WhatsApp. */
export function RecruitLinkCard() {
  const t = useT();
  const user = useCurrentUser();
  const own = user.tier;
  const list = useApiData<TierRow[]>(own ? '/setup/tier' : null, { query: { perPage: 100, sort: JSON.stringify(['rankNumber', 'ASC']) } });
  const below = useMemo(() => (own ? (list.data ?? []).filter((tier) => tier.rankNumber > own.rankNumber) : []), [list.data, own]);
  const [tierId, setTierId] = useState('');
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);

  useEffect(() => {
    if (!tierId && below.length) setTierId(String(below[0].id));
  }, [below, tierId]);

  if (user.role !== 'agent') return null;
  const tier = below.find((row) => String(row.id) === tierId);
  const link = tier ? recruitLink(window.location.origin, user, tier) : '';
  const message = tier ? t('shop.recruit.shareText', { company: user.company.name, tier: tier.levelName, link }) : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Card data-testid="recruit-link">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('shop.recruit.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('shop.recruit.intro')}
        </Typography>
        {list.error && <Alert severity="error">{list.error.message}</Alert>}
        {!own || (!list.error && list.data && !below.length) ? (
          <Alert severity="info">{t('shop.recruit.noTierBelow')}</Alert>
        ) : (
          !list.error && (
            <Stack spacing={2}>
              <SelectField
                name="recruitTier"
                id="recruitTier"
                label={t('shop.recruit.tier')}
                value={tierId}
                onChange={(e) => {
                  setTierId(e.target.value);
                  setCopied(null);
                }}
                options={below.map((row) => ({ value: String(row.id), label: row.levelName }))}
                loading={list.loading}
              />
              <TextField label={t('shop.recruit.link')} value={link} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'recruit-link-url' } }} onFocus={(e) => e.target.select()} fullWidth />
              {copied && <Alert severity={copied === 'done' ? 'success' : 'warning'}>{t(copied === 'done' ? 'shop.recruit.copied' : 'shop.recruit.copyFailed')}</Alert>}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" startIcon={<ContentCopy />} onClick={copy} disabled={!link}>
                  {t('shop.recruit.copy')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<Email />}
                  disabled={!link}
                  href={link ? `mailto:?subject=${encodeURIComponent(t('shop.recruit.mailSubject', { company: user.company.name }))}&body=${encodeURIComponent(message)}` : undefined}
                >
                  {t('shop.recruit.email')}
                </Button>
                <Button
                  variant="outlined"
                  color="success"
                  startIcon={<WhatsApp />}
                  disabled={!link}
                  component="a"
                  href={`https://wa.me/?text=${encodeURIComponent(message)}`}
                  target="_blank"
                  rel="noopener"
                >
                  {t('shop.recruit.whatsapp')}
                </Button>
              </Stack>
            </Stack>
          )
        )}
      </CardContent>
    </Card>
  );
}
