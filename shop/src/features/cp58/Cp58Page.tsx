import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import type { Cp58View } from '../../../../common/cp58';
import { formatDay } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { useMoney } from '../shop/format';
import { useCp58T } from './texts';

/** One row of a statement's figures. */
function Figure({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * /cp58: the CP58 statements the company issued to the agent, newest year first, each with its
 * figures and its PDF (a signed link). Drafts never show here. Reached from the drawer while
 * the company's cp58Feature switch is on; with it off the server's message shows.
 */
export default function Cp58Page() {
  const t = useCp58T();
  const lang = useLanguage();
  const money = useMoney();
  usePageTitle(t('shop.cp58.title'));
  const statements = useApiData<Cp58View[]>('/report/getcp58');

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="cp58-statements">
      <Box>
        <Typography variant="h5" component="h1">
          {t('shop.cp58.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('shop.cp58.intro')}
        </Typography>
      </Box>
      {statements.error ? (
        <LoadError message={statements.error.message} onRetry={statements.retry} />
      ) : statements.loading || !statements.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : !statements.data.length ? (
        <Alert severity="info" data-testid="cp58-empty">
          {t('shop.cp58.empty')}
        </Alert>
      ) : (
        statements.data.map((s) => (
          <Card key={s.id} data-testid={`cp58-year-${s.year}`}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('shop.cp58.year', { year: s.year })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('shop.cp58.issuedOn', { date: formatDay(s.issuedAt, lang) })}
              </Typography>
              <Box sx={{ mt: 1 }}>
                <Figure label={t('shop.cp58.commissions')} value={money(s.commissions)} />
                <Figure label={t('shop.cp58.bonuses')} value={money(s.bonuses)} />
                <Figure label={t('shop.cp58.nonMonetary')} value={money(s.nonMonetary)} />
                <Figure label={t('shop.cp58.total')} value={money(s.total)} strong testId="cp58-total" />
              </Box>
              {s.pdfUrl && (
                <Button variant="outlined" size="small" startIcon={<PictureAsPdf />} href={s.pdfUrl} target="_blank" rel="noopener" sx={{ mt: 1.5 }} data-testid="cp58-download">
                  {t('shop.cp58.download')}
                </Button>
              )}
            </CardContent>
          </Card>
        ))
      )}
    </Box>
  );
}
