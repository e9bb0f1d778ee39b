import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CoopSetup, CoopSetupInput } from '../../../../common/api/store-coop';
import { ApiError } from '../../../../common/web/api';
import { usePageTitle } from '../../../../common/web/site';
import { useLanguage } from '../../../../common/web/i18n';
import { useCurrentUser } from '../../session/SessionContext';
import { COOP_PATHS } from './paths';
import { useCoopT } from './texts';

export type CoopTab = 'account' | 'setup' | 'orders' | 'banners' | 'summary';
const TABS: Record<CoopTab, string> = { account: COOP_PATHS.account, setup: COOP_PATHS.setup, orders: COOP_PATHS.orders, banners: COOP_PATHS.banners, summary: COOP_PATHS.summary };

/** The frame of every co-op screen: its title, the tabs once the store exists; while the company's eKoopStatus is off, it says so. */
export function CoopScreen({ title, tab, children }: { title: string; tab?: CoopTab; children: ReactNode }) {
  const t = useCoopT();
  const user = useCurrentUser();
  usePageTitle(title);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="coop-screen">
      <Typography variant="h5" component="h1" className="no-print">
        {title}
      </Typography>
      {!user.e_koop_status ? (
        <Alert severity="info">{t('shop.coop.off')}</Alert>
      ) : (
        <>
          {tab && (
            <Tabs value={tab} variant="scrollable" scrollButtons="auto" aria-label={t('shop.coop.title')} className="no-print">
              {(Object.keys(TABS) as CoopTab[]).map((key) => (
                <Tab key={key} value={key} label={t(`shop.coop.tabs.${key}`)} component={RouterLink} to={TABS[key]} />
              ))}
            </Tabs>
          )}
          {children}
        </>
      )}
    </Box>
  );
}

const weekdayName = (n: number, lang: string) => new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, n)));

/** Register and setup: the store, the school, its classes and pickup; the server's field errors under their field. */
export function CoopForm({ setup, submitLabel, onSave }: { setup: CoopSetup | null; submitLabel: string; onSave: (input: CoopSetupInput) => Promise<unknown> }) {
  const t = useCoopT();
  const lang = useLanguage();
  const times = setup?.coop.pickupTimes ?? [];
  const [form, setForm] = useState({
    name: setup?.name ?? '',
    slug: setup?.slug ?? '',
    whatsapp: setup?.whatsapp ?? '',
    schoolName: setup?.coop.schoolName ?? '',
    schoolAddress: setup?.coop.schoolAddress ?? '',
    classes: (setup?.coop.classes ?? []).join('\n'),
    pickupPoint: setup?.coop.pickupPoint ?? '',
    from: times[0]?.from ?? '07:30',
    to: times[0]?.to ?? '13:00',
  });
  const [days, setDays] = useState<number[]>(times.length ? [...new Set(times.map((x) => x.weekday))] : [1, 2, 3, 4, 5]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof form, extra: Record<string, unknown> = {}) => ({
    id: `coop-${name}`,
    label: t(`shop.coop.form.${name}`),
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    ...extra,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await onSave({
        name: form.name,
        slug: form.slug,
        whatsapp: form.whatsapp || null,
        about: setup?.about ?? null,
        schoolName: form.schoolName,
        schoolAddress: form.schoolAddress || null,
        classes: form.classes
          .split('\n')
          .map((c) => c.trim())
          .filter(Boolean),
        pickupPoint: form.pickupPoint,
        pickupTimes: [...days].sort().map((weekday) => ({ weekday, from: form.from, to: form.to })),
      });
      setMessage({ kind: 'success', text: t('shop.coop.form.saved') });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const mapped: Record<string, string> = {};
      for (const [key, text] of Object.entries(err.fields)) mapped[key.startsWith('classes') ? 'classes' : key.startsWith('pickupTimes') ? 'from' : key] ??= text;
      setErrors(mapped);
      setMessage({ kind: 'error', text: err.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {message && <Alert severity={message.kind}>{message.text}</Alert>}
      <TextField {...field('name')} required />
      <TextField {...field('slug')} required />
      <TextField {...field('whatsapp')} type="tel" />
      <TextField {...field('schoolName')} required />
      <TextField {...field('schoolAddress')} />
      <TextField {...field('classes', { multiline: true, minRows: 3 })} required />
      <TextField {...field('pickupPoint')} required />
      <Box>
        <Typography variant="body2">{t('shop.coop.form.days')}</Typography>
        {[1, 2, 3, 4, 5, 6, 7].map((d) => (
          <FormControlLabel
            key={d}
            label={weekdayName(d, lang)}
            control={<Checkbox size="small" checked={days.includes(d)} onChange={(e) => setDays(e.target.checked ? [...days, d] : days.filter((x) => x !== d))} />}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TextField {...field('from', { type: 'time' })} />
        <TextField {...field('to', { type: 'time' })} />
      </Box>
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </Box>
  );
}
