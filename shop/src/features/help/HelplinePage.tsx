import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { ALL, type CompanyContact, type TermsItem } from './types';

/** Social and shop links of the company (GET /api/company-network), by their field names. */
const NETWORK_LABELS: Record<string, string> = {
  socmedFb: 'Facebook',
  socmedIg: 'Instagram',
  socmedTiktok: 'TikTok',
  socmedTwitter: 'X',
  ecommShopee: 'Shopee',
  ecommLazada: 'Lazada',
  ecommCarousell: 'Carousell',
  ecommMudah: 'Mudah',
};

function Contact() {
  const t = useT();
  const company = useApiData<CompanyContact>('/helpline');
  const network = useApiData<Record<string, string | null>>('/company-network');
  if (company.loading) return <PageLoader />;
  if (company.error) return <LoadError message={company.error.message} onRetry={company.retry} />;
  const c = company.data!;
  const phone = [c.comCodePhone, c.comPhone].filter(Boolean).join(' ');
  const address = [c.comAddr1, c.comAddr2, [c.comPostcode, c.comCity].filter(Boolean).join(' '), c.comState].filter(Boolean).join(', ');
  const links = Object.entries(network.data ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]) && entry[0] in NETWORK_LABELS);
  return (
    <Card data-testid="helpline-contact">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('shop.help.contactTitle')}
        </Typography>
        <Typography color="text.secondary">{t('shop.help.contactIntro', { company: c.name })}</Typography>
        {c.comEmail && (
          <Typography>
            {t('shop.help.email')}: <Link href={`mailto:${c.comEmail}`}>{c.comEmail}</Link>
          </Typography>
        )}
        {phone && (
          <Typography>
            {t('shop.help.phone')}: <Link href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>{phone}</Link>
          </Typography>
        )}
        {address && (
          <Typography>
            {t('shop.help.address')}: {address}
          </Typography>
        )}
        {links.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('shop.help.online')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {links.map(([field, url]) => (
                <Button key={field} size="small" variant="outlined" href={url} target="_blank" rel="noopener">
                  {NETWORK_LABELS[field]}
                </Button>
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Terms() {
  const t = useT();
  const { data, error, loading, retry } = useApiData<TermsItem[]>('/tnc', { query: ALL });
  return (
    <Card data-testid="helpline-terms">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('shop.help.termsTitle')}
        </Typography>
        {loading && <PageLoader />}
        {error && <LoadError message={error.message} onRetry={retry} />}
        {data && data.length === 0 && <Typography color="text.secondary">{t('shop.help.noTerms')}</Typography>}
        {data?.map((terms, i) => (
          <Box key={terms.id} sx={{ display: 'grid', gap: 1 }}>
            {i > 0 && <Divider />}
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{terms.tncDetails}</Typography>
            {terms.pdfUrl && (
              <Box>
                <Button startIcon={<PictureAsPdf />} href={terms.pdfUrl} target="_blank" rel="noopener">
                  {t('shop.help.openPdf')}
                </Button>
              </Box>
            )}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

/** /helpline: how to reach HQ, and the terms and conditions for the agent's level (GET /api/tnc). */
export default function HelplinePage() {
  const t = useT();
  usePageTitle(t('shop.nav.helpline'));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h5" component="h1">
        {t('shop.help.helplineTitle')}
      </Typography>
      <Contact />
      <Terms />
    </Box>
  );
}
