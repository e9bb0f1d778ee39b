import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ApiError, post } from '../../../../common/web/api';
import { usePageTitle } from '../../../../common/web/site';
import { FormOutcome } from '../../forms/FormOutcome';
import { PhoneFields } from '../../forms/PhoneFields';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { registrationRules, type RegistrationValues } from './rules';

const positiveId = (value: string | undefined) => (value && /^[1-9][0-9]*$/.test(value) ? Number(value) : null);

/**
 * Self-registration through a leader's link: who invites, into which tier, and the new agent's
 * details, sent to POST /api/user/self-register; the e-mail is then verified with a code.
 */
export default function NewRegistrationPage() {
  const t = useT();
  usePageTitle(t('shop.registration.title'));
  const navigate = useNavigate();
  const params = useParams();
  const leaderId = positiveId(params.leaderId);
  const tierId = positiveId(params.tierId);
  const companyId = positiveId(params.companyId);
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
    },
    registrationRules,
  );

  if (!leaderId || !tierId || !companyId) {
    return <Alert severity="error">{t('shop.registration.invalidLink')}</Alert>;
  }

  const submit = form.onSubmit(async ({ accCompany, ...values }) => {
    try {
      await post('/user/self-register', {
        ...values,
        accCompany: values.accCategory === 'company' ? accCompany : undefined,
        email: values.email.trim(),
        comId: companyId,
        usrTierId: tierId,
        familyDirectId: leaderId,
      });
    } catch (err) {
      // Until the agents module provides the call, its absence reads as the general apology.
      if (err instanceof ApiError && err.status === 404) throw new ApiError(404, t('common.error.general'));
      throw err;
    }
    navigate(`${PATHS.verify}?email=${encodeURIComponent(values.email.trim())}`, { replace: true });
  });

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
          <Typography variant="h6">{params.leaderName}</Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {params.leaderTier} · @{params.username}
          </Typography>
          <Typography>{t('shop.registration.joiningAs', { tier: params.tierName ?? '' })}</Typography>
        </CardContent>
      </Card>
      <FormOutcome outcome={form.outcome} />
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={form.values.accCategory}
          onChange={(_, value: string | null) => value && form.set('accCategory', value)}
        >
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
        <SubmitButton busy={form.submitting} size="large">
          {t('shop.registration.submit')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
