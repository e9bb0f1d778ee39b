import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { post } from '../../../../common/web/api';
import { PasswordField } from '../../../../common/web/components/PasswordField';
import { PasswordRules } from '../../../../common/web/components/PasswordRules';
import { usePageTitle } from '../../../../common/web/site';
import { FormOutcome } from '../../forms/FormOutcome';
import { PhoneFields } from '../../forms/PhoneFields';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { registrationRules, type RegistrationValues } from './rules';

const positiveId = (value: string | undefined) => (value && /^[1-9][0-9]*$/.test(value) ? Number(value) : null);

/** GET /api/user/self-register/info: the public facts of a recruit link. */
interface RegistrationInfo {
  company: { id: number; name: string; country: string };
  leader: { id: number; name: string; username: string | null; tier: { id: number; levelName: string } };
  tier: { id: number; levelName: string };
  terms: { id: number; tncDetails: string; pdfUrl: string | null }[];
}

/**
 * Self-registration through a leader's recruit link: the server confirms who invites and into
 * which tier (the link's names are only shown while that loads), the person fills in their
 * details and password and accepts the tier's terms; POST /api/user/self-register mails a code,
 * which /register/verify then takes.
 */
export default function NewRegistrationPage() {
  const t = useT();
  usePageTitle(t('shop.registration.title'));
  const navigate = useNavigate();
  const params = useParams();
  const leaderId = positiveId(params.leaderId);
  const tierId = positiveId(params.tierId);
  const companyId = positiveId(params.companyId);
  const valid = Boolean(leaderId && tierId && companyId);
  const info = useApiData<RegistrationInfo>(valid ? '/user/self-register/info' : null, { query: { leaderId: leaderId ?? undefined, tierId: tierId ?? undefined } });
  const form = useForm<RegistrationValues>(
    {
      accCategory: 'individual',
      accFirstName: '',
      accLastName: '',
      accCompany: '',
      accIdentity: '',
      email: '',
      username: '',
      accCodePhone: '+60',
      accPhone: '',
      password: '',
      confirm: '',
      acceptTerms: '',
    },
    registrationRules,
  );

  if (!valid || (info.data && info.data.company.id !== companyId) || info.error?.status === 404) {
    return (
      <Alert severity="error" data-testid="registration-invalid">
        {t('shop.registration.invalidLink')}
      </Alert>
    );
  }
  if (info.error) return <Alert severity="error">{info.error.message}</Alert>;

  const submit = form.onSubmit(async ({ accCompany, confirm: _confirm, acceptTerms, ...values }) => {
    await post('/user/self-register', {
      ...values,
      accLastName: values.accLastName.trim() || null,
      accCompany: values.accCategory === 'company' ? accCompany : null,
      email: values.email.trim(),
      username: values.username.trim(),
      comId: companyId,
      usrTierId: tierId,
      familyDirectId: leaderId,
      acceptTerms: acceptTerms === 'yes',
    });
    void navigate(`${PATHS.verify}?email=${encodeURIComponent(values.email.trim())}`, { replace: true });
  });

  const leader = info.data?.leader;
  const terms = form.field('acceptTerms');
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('shop.registration.title')}
      </Typography>
      <Card variant="outlined" sx={{ mb: 3 }} data-testid="registration-leader">
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {t('shop.registration.invitedBy')}
          </Typography>
          <Typography variant="h6">{leader?.name ?? params.leaderName}</Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {leader?.tier.levelName ?? params.leaderTier}
            {(leader?.username ?? params.username) && ` · @${leader?.username ?? params.username}`}
          </Typography>
          <Typography data-testid="registration-tier">{t('shop.registration.joiningAs', { tier: info.data?.tier.levelName ?? params.tierName ?? '' })}</Typography>
          {info.data && (
            <Typography variant="body2" color="text.secondary">
              {info.data.company.name}
            </Typography>
          )}
        </CardContent>
      </Card>
      <FormOutcome outcome={form.outcome} />
      {!info.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress />
        </Box>
      ) : (
        <Stack spacing={2}>
          <ToggleButtonGroup exclusive fullWidth color="primary" value={form.values.accCategory} onChange={(_, value: string | null) => value && form.set('accCategory', value)}>
            <ToggleButton value="individual">{t('shop.registration.individual')}</ToggleButton>
            <ToggleButton value="company">{t('shop.registration.company')}</ToggleButton>
          </ToggleButtonGroup>
          {form.values.accCategory === 'company' && <TextField {...form.field('accCompany')} label={t('shop.fields.companyName')} required />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...form.field('accFirstName')} label={t('shop.fields.firstName')} autoComplete="given-name" required fullWidth />
            <TextField {...form.field('accLastName')} label={t('shop.fields.lastName')} autoComplete="family-name" fullWidth />
          </Stack>
          <TextField {...form.field('accIdentity')} label={t('shop.fields.identity')} required />
          <TextField {...form.field('email')} type="email" label={t('shop.fields.email')} autoComplete="email" required />
          <TextField {...form.field('username')} label={t('shop.fields.username')} autoComplete="username" required />
          <PhoneFields form={form} />
          <PasswordField {...form.field('password')} label={t('shop.fields.password')} autoComplete="new-password" required />
          <PasswordRules password={form.values.password} />
          <PasswordField {...form.field('confirm')} label={t('shop.registration.confirmPassword')} autoComplete="new-password" required />
          <Card variant="outlined" data-testid="registration-terms">
            <CardContent>
              <Typography variant="subtitle1" gutterBottom>
                {t('shop.registration.termsTitle', { tier: info.data.tier.levelName })}
              </Typography>
              {info.data.terms.length === 0 && <Typography color="text.secondary">{t('shop.registration.noTerms')}</Typography>}
              <Box sx={{ maxHeight: 220, overflowY: 'auto' }}>
                {info.data.terms.map((term) => (
                  <Box key={term.id} sx={{ mb: 1.5 }}>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {term.tncDetails}
                    </Typography>
                    {term.pdfUrl && (
                      <Link href={term.pdfUrl} target="_blank" rel="noopener">
                        {t('shop.registration.termsPdf')}
                      </Link>
                    )}
                  </Box>
                ))}
              </Box>
              <FormControlLabel
                control={<Checkbox name="acceptTerms" checked={form.values.acceptTerms === 'yes'} onChange={(e) => form.set('acceptTerms', e.target.checked ? 'yes' : '')} />}
                label={t('shop.registration.acceptTerms')}
              />
              {terms.error && <FormHelperText error>{terms.helperText}</FormHelperText>}
            </CardContent>
          </Card>
          <SubmitButton busy={form.submitting} size="large">
            {t('shop.registration.submit')}
          </SubmitButton>
        </Stack>
      )}
    </Box>
  );
}
