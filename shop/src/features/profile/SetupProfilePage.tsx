import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../../common/web/site';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { AccountForm } from './AccountForm';
import { BankForm } from './BankForm';

/** First-time set-up: account details and address, then bank details; each step can wait. */
export default function SetupProfilePage() {
  const t = useT();
  usePageTitle(t('shop.setup.title'));
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const finish = () => navigate(PATHS.home, { replace: true });
  const later = (
    <Button component={Link} to={PATHS.home}>
      {t('shop.setup.later')}
    </Button>
  );

  return (
    <Card sx={{ maxWidth: 900, mx: 'auto' }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('shop.setup.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('shop.setup.intro')}
        </Typography>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          <Step>
            <StepLabel>{t('shop.profile.tabs.account')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('shop.profile.tabs.bank')}</StepLabel>
          </Step>
        </Stepper>
        <Box>
          {step === 0 ? (
            <AccountForm submitLabel={t('shop.setup.next')} onSaved={() => setStep(1)} extraActions={later} />
          ) : (
            <BankForm submitLabel={t('shop.setup.finish')} onSaved={finish} extraActions={later} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
