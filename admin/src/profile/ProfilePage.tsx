import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading, Title, useAuthProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { passwordFailures } from '../../../common/password';
import { ApiError, get, post } from '../../../common/web/api';
import { PasswordField } from '../../../common/web/components/PasswordField';
import { PasswordRules } from '../../../common/web/components/PasswordRules';
import { saveToken } from '../../../common/web/storage';
import type { CurrentUser } from '../../../common/api/users';
import type { ConsoleAuthProvider } from '../providers/authProvider';
import { LoadError } from '../shared/LoadError';
import { apiKey, useApiQuery, useSetData } from '../shared/query';

const TABS = ['details', 'password'] as const;
type ProfileTab = (typeof TABS)[number];

/** The server's limits for profile pictures (server/modules/account/routes.ts). */
const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const PICTURE_TYPES = ['image/jpeg', 'image/png'];

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * A small form: its values, the props binding a text field to one of them, and a submit that
 * checks the values, then saves them; a failed save shows the server's field messages (a 422)
 * on the fields and its message as a notification.
 */
function useSmallForm<K extends string>(options: { initial: () => Record<K, string>; check: (values: Record<K, string>) => Errors<K>; save: (values: Record<K, string>) => Promise<void> }) {
  const notify = useNotify();
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = options.check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await options.save(values);
    } catch (err) {
      setErrors(err instanceof ApiError ? (err.fields as Errors<K>) : {});
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return { values, setValues, field, busy, submit };
}

/**
 * The signed-in HQ or staff user's profile: picture, name and phone (saved with the rest of the
 * account details as they are, POST /user/account-detail), and the password change of the agent
 * app (POST /user/change-password), which ends every other session and returns this one's token.
 */
export function ProfilePage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab: ProfileTab = TABS.find((name) => name === params.get('tab')) ?? 'details';
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const { refetch: refetchIdentity } = useGetIdentity();
  const { data: user, error, retry } = useApiQuery<CurrentUser>('/user/detail');
  const setData = useSetData();

  /** The changed user becomes the console's identity (the app bar's name and picture). */
  const changed = (next: CurrentUser) => {
    setData(apiKey('/user/detail'), next);
    authProvider?.setUser(next);
    void refetchIdentity();
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 720 }} data-testid="profile-page">
      <Title title={translate('profile.title')} />
      {error ? <LoadError error={error} onRetry={retry} /> : !user ? <Loading /> : null}
      {user && (
        <>
          <Card>
            <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
              <PictureUpload user={user} onChange={changed} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                  {user.name}
                </Typography>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="profile-email">
                  {user.email}
                </Typography>
                <Chip size="small" color="primary" label={translate(`common.role.${user.role}`)} sx={{ mt: 1 }} />
              </Box>
            </CardContent>
          </Card>
          <Card>
            <Tabs value={tab} onChange={(_, value: ProfileTab) => setParams(value === 'details' ? {} : { tab: value }, { replace: true })} variant="scrollable">
              <Tab value="details" label={translate('profile.details')} />
              <Tab value="password" label={translate('profile.password.title')} />
            </Tabs>
            <CardContent sx={{ pt: 3 }}>{tab === 'details' ? <DetailsForm user={user} onSaved={changed} /> : <PasswordForm />}</CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}

function PictureUpload({ user, onChange }: { user: CurrentUser; onChange: (user: CurrentUser) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return notify('profile.pictureType', { type: 'error' });
    if (file.size > PICTURE_MAX_BYTES) return notify('profile.pictureSize', { type: 'error' });
    const body = new FormData();
    body.append('accImage1', file);
    setBusy(true);
    try {
      const { data } = await post<{ avatarUrl: string }>('/user/upload-image', body);
      onChange({ ...user, avatarUrl: data.avatarUrl });
      notify('profile.pictureSaved', { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Avatar src={user.avatarUrl ?? undefined} alt={user.name} sx={{ width: 88, height: 88, fontSize: 36 }} data-testid="profile-avatar">
        {user.name.charAt(0).toUpperCase()}
      </Avatar>
      <Button size="small" startIcon={busy ? <CircularProgress size={16} /> : <PhotoCamera />} disabled={busy} onClick={() => input.current?.click()}>
        {translate('profile.changePicture')}
      </Button>
      <input ref={input} type="file" accept={PICTURE_TYPES.join(',')} hidden onChange={(e) => void upload(e.target.files?.[0])} data-testid="avatar-input" />
    </Box>
  );
}

type DetailField = 'accFirstName' | 'accLastName' | 'accCodePhone' | 'accPhone';

function DetailsForm({ user, onSaved }: { user: CurrentUser; onSaved: (user: CurrentUser) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, busy, submit } = useSmallForm<DetailField>({
    initial: () => ({
      accFirstName: user.account.accFirstName ?? '',
      accLastName: user.account.accLastName ?? '',
      accCodePhone: user.account.accCodePhone ?? (user.company.country === 'ID' ? '+62' : '+60'),
      accPhone: user.account.accPhone ?? '',
    }),
    check: (values) => {
      const found: Errors<DetailField> = {};
      if (!values.accFirstName.trim()) found.accFirstName = translate('ra.validation.required');
      if (values.accPhone && !/^[0-9 -]{6,20}$/.test(values.accPhone)) found.accPhone = translate('profile.phoneInvalid');
      if (values.accPhone && !/^\+?[0-9]{1,4}$/.test(values.accCodePhone)) found.accCodePhone = translate('profile.codeInvalid');
      return found;
    },
    save: async (values) => {
      // The call saves the whole account: the fields not on this form go back as they are (a
      // cleared field is left out, which the server stores as empty).
      const account = Object.fromEntries(Object.entries({ ...user.account, ...values }).filter(([, v]) => v !== null && v !== ''));
      await post('/user/account-detail', { ...account, companyCountry: user.account.companyCountry ?? user.company.country });
      onSaved(await get<CurrentUser>('/user/detail'));
      notify('profile.saved', { type: 'success' });
    },
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="profile-form">
      <Stack spacing={1}>
        <TextField label={translate('profile.email')} value={user.email} disabled helperText=" " />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField {...field('accFirstName')} label={translate('profile.firstName')} required autoComplete="given-name" />
          <TextField {...field('accLastName')} label={translate('profile.lastName')} autoComplete="family-name" />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '7rem 1fr', columnGap: 2 }}>
          <TextField {...field('accCodePhone')} label={translate('profile.phoneCode')} />
          <TextField {...field('accPhone')} label={translate('profile.phone')} type="tel" autoComplete="tel-national" />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('profile.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

type PasswordFieldName = 'old_password' | 'password' | 'confirm';
const EMPTY_PASSWORDS: Record<PasswordFieldName, string> = { old_password: '', password: '', confirm: '' };

function PasswordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const { values, setValues, field, busy, submit } = useSmallForm<PasswordFieldName>({
    initial: () => EMPTY_PASSWORDS,
    check: (values) => {
      const found: Errors<PasswordFieldName> = {};
      if (!values.old_password) found.old_password = translate('ra.validation.required');
      if (!values.password) found.password = translate('ra.validation.required');
      else if (passwordFailures(values.password).length) found.password = translate('profile.password.weak');
      if (values.confirm !== values.password) found.confirm = translate('common.validation.mismatch');
      return found;
    },
    save: async ({ old_password, password }) => {
      const { data } = await post<{ token: string }>('/user/change-password', { old_password, password });
      // The server has revoked every earlier token, this session's included: keep the new one.
      await saveToken(data.token);
      setValues(EMPTY_PASSWORDS);
      notify('profile.password.changed', { type: 'success' });
    },
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="password-form" sx={{ maxWidth: 480 }}>
      <Stack spacing={1}>
        <PasswordField {...field('old_password')} label={translate('profile.password.current')} autoComplete="current-password" required />
        <PasswordField {...field('password')} label={translate('profile.password.new')} autoComplete="new-password" required />
        <PasswordRules password={values.password} />
        <PasswordField {...field('confirm')} label={translate('profile.password.confirm')} autoComplete="new-password" required />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('profile.password.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
