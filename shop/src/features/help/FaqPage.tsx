import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { ALL, type FaqItem } from './types';

/** /faqs: the questions HQ answered for the agent's level and for every level (GET /api/faq). */
export default function FaqPage() {
  const t = useT();
  usePageTitle(t('shop.nav.faqs'));
  const { data, error, loading, retry } = useApiData<FaqItem[]>('/faq', { query: ALL });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('shop.help.faqTitle')}
      </Typography>
      {loading && <PageLoader />}
      {error && <LoadError message={error.message} onRetry={retry} />}
      {data && data.length === 0 && (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <HelpOutlined color="disabled" sx={{ fontSize: 48 }} />
            <Typography color="text.secondary">{t('shop.help.noFaq')}</Typography>
          </CardContent>
        </Card>
      )}
      {data && data.length > 0 && (
        <Box data-testid="faq-list">
          {data.map((item) => (
            <Accordion key={item.id} disableGutters>
              <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${item.id}`} id={`faq-${item.id}-q`}>
                <Typography sx={{ fontWeight: 500 }}>{item.question}</Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${item.id}`}>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </Box>
  );
}
