import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STORE_ABOUT_MAX, STORE_NAME_MAX, STORE_RESERVED_SLUGS, STORE_SLUG, type StoreFulfilment, type StoreSetup, type StoreSetupInput } from '../../../../common/api/store';
import { ApiError } from '../../../../common/web/api';
import { maxLength, required, type Check } from '../../../../common/web/validation';
import { FormOutcome } from '../../forms/FormOutcome';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/useForm';
import { checkSlug, registerStore, updateStore, uploadImages } from './api';
import { ImagePicker } from './ImagePicker';
import { useStorefrontT } from './texts';

const SLUG_CHECK_DELAY_MS = 400;

/** The slug rule of common/api/store.ts, as the server checks it (its own words come back on a 422). */
export function slugValid(slug: string): boolean {
  return slug.length >= STORE_SLUG.min && slug.length <= STORE_SLUG.max && STORE_SLUG.pattern.test(slug) && !(STORE_RESERVED_SLUGS as readonly string[]).includes(slug);
}
const slugCheck: Check = (v) => (!v || slugValid(v) ? null : { key: 'validation.invalid' });
const whatsappCheck: Check = (v) => (!v.trim() || /^\+?[0-9][0-9 -]{6,19}$/.test(v.trim()) ? null : { key: 'validation.invalid' });

/** A name turned into a link suggestion: "Aina's Beauty Corner" → "ainas-beauty-corner". */
export const suggestSlug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, STORE_SLUG.max)
    .replace(/-+$/, '');

type Availability = 'checking' | 'free' | 'taken' | 'invalid' | null;

/**
 * Live feedback on the link while it is typed (debounced): GET /store/slug-available answers
 * available, taken (by another store of the company, closed ones included) or invalid, with the
 * reason in the agent's language. The server checks again at submit (its 409 lands on the field).
 */
function useSlugAvailability(slug: string, own: string | null): { value: Availability; message: string | null } {
  const [state, setState] = useState<{ slug: string; value: Availability; message: string | null }>({ slug: '', value: null, message: null });
  const checkable = slugValid(slug) && slug !== own;
  useEffect(() => {
    if (!checkable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkSlug(slug, controller.signal).then(
        (a) => setState({ slug, value: a.status === 'available' ? 'free' : a.status, message: a.message }),
        () => {
          if (!controller.signal.aborted) setState({ slug, value: null, message: null });
        },
      );
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, checkable]);
  if (!checkable) return { value: null, message: null };
  return state.slug === slug ? { value: state.value, message: state.message } : { value: 'checking', message: null };
}

type Values = { name: string; slug: string; whatsapp: string; about: string; fulfilment: StoreFulfilment };

/**
 * The store's details: name, link (slug), WhatsApp, about, logo and banner, and (at
 * registration) who ships its orders. Registers the store (POST /store/register) or, with
 * `setup`, saves changes to it (PUT /store/setup, keeping its status and fulfilment); then
 * uploads a newly chosen logo and banner.
 */
export function DetailsForm({ setup, onSaved }: { setup: StoreSetup | null; onSaved: (saved: StoreSetup, message: string, kind: 'success' | 'error') => void }) {
  const t = useStorefrontT();
  const [logo, setLogo] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const [slugTaken, setSlugTaken] = useState<{ slug: string; message: string } | null>(null);
  const [slugEdited, setSlugEdited] = useState(Boolean(setup));
  const form = useForm<Values>({ name: setup?.name ?? '', slug: setup?.slug ?? '', whatsapp: setup?.whatsapp ?? '', about: setup?.about ?? '', fulfilment: setup?.fulfilment ?? 'own' }, () => ({
    name: [required, maxLength(STORE_NAME_MAX)],
    slug: [required, slugCheck],
    whatsapp: [whatsappCheck],
    about: [maxLength(STORE_ABOUT_MAX)],
  }));
  const { value: availability, message: availabilityMessage } = useSlugAvailability(form.values.slug, setup?.slug ?? null);
  const origin = window.location.origin;

  const submit = form.onSubmit(async (values) => {
    const input: StoreSetupInput = {
      name: values.name.trim(),
      slug: values.slug,
      whatsapp: values.whatsapp.trim() || null,
      about: values.about.trim() || null,
      fulfilment: values.fulfilment,
      ...(setup ? { status: setup.status } : {}),
    };
    let result;
    try {
      result = setup ? await updateStore(input) : await registerStore(input);
    } catch (err) {
      // A link another store holds: the 409 lands on the link field.
      if (err instanceof ApiError && err.status === 409 && (err.fields.slug || !Object.keys(err.fields).length)) setSlugTaken({ slug: values.slug, message: err.fields.slug ?? err.message });
      throw err;
    }
    // The details are saved: a refused image says so on the next screen, with the store in place.
    let saved = result.data;
    let problem: string | undefined;
    try {
      saved = (await uploadImages({ logo, banner })) ?? saved;
    } catch (err) {
      problem = err instanceof ApiError ? err.message : String(err);
    }
    setLogo(null);
    setBanner(null);
    onSaved(saved, problem ?? result.message, problem ? 'error' : 'success');
  });

  const slugField = form.field('slug');
  const takenMessage =
    slugTaken?.slug === form.values.slug
      ? slugTaken.message
      : availability === 'taken'
        ? t('shop.storefront.register.slugTaken')
        : availability === 'invalid'
          ? (availabilityMessage ?? t('shop.storefront.register.slugInvalid'))
          : undefined;
  // The client's own check of the link speaks of its format rather than a bare "not valid".
  const slugProblem = slugField.error && form.values.slug && !slugValid(form.values.slug) ? t('shop.storefront.register.slugInvalid') : slugField.helperText;
  const slugHelp =
    slugProblem ??
    takenMessage ??
    (availability === 'checking'
      ? t('shop.storefront.register.slugChecking')
      : availability === 'free'
        ? t('shop.storefront.register.slugFree')
        : t('shop.storefront.register.slugHelp', { url: `${origin}/s/${form.values.slug || '…'}` }));

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }} data-testid="storefront-details-form">
      <FormOutcome outcome={form.outcome} />
      <TextField
        {...form.field('name')}
        label={t('shop.storefront.register.name')}
        required
        fullWidth
        onChange={(e) => {
          const name = e.target.value;
          form.update(slugEdited ? { name } : { name, slug: suggestSlug(name) });
        }}
        slotProps={{ htmlInput: { maxLength: STORE_NAME_MAX, 'data-testid': 'storefront-name' } }}
      />
      <TextField
        {...slugField}
        label={t('shop.storefront.register.slug')}
        required
        fullWidth
        error={slugField.error || Boolean(takenMessage)}
        helperText={slugHelp}
        onChange={(e) => {
          setSlugEdited(true);
          // A new link answers the refusal of the one before.
          if (slugTaken) form.setOutcome(null);
          form.set('slug', e.target.value.toLowerCase().replace(/\s+/g, '-'));
        }}
        slotProps={{
          input: { startAdornment: <Typography sx={{ color: 'text.secondary', whiteSpace: 'nowrap', mr: 0.5 }}>/s/</Typography> },
          htmlInput: { maxLength: STORE_SLUG.max, autoCapitalize: 'none', spellCheck: false, 'data-testid': 'storefront-slug' },
          formHelperText: { 'data-testid': 'storefront-slug-help', 'data-availability': slugTaken?.slug === form.values.slug ? 'taken' : (availability ?? '') } as object,
        }}
      />
      <TextField
        {...form.field('whatsapp')}
        label={t('shop.storefront.register.whatsapp')}
        helperText={form.field('whatsapp').helperText ?? t('shop.storefront.register.whatsappHelp')}
        type="tel"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'storefront-whatsapp' } }}
      />
      <TextField
        {...form.field('about')}
        label={t('shop.storefront.register.about')}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: STORE_ABOUT_MAX, 'data-testid': 'storefront-about' } }}
      />
      <ImagePicker name="logo" label={t('shop.storefront.register.logo')} currentUrl={setup?.logoUrl ?? null} file={logo} onChange={setLogo} />
      <ImagePicker name="banner" label={t('shop.storefront.register.banner')} currentUrl={setup?.bannerUrl ?? null} file={banner} onChange={setBanner} wide />
      {!setup && <FulfilmentChoice value={form.values.fulfilment} onChange={(v) => form.set('fulfilment', v)} />}
      <Box>
        <SubmitButton busy={form.submitting} data-testid="storefront-details-submit">
          {t(setup ? 'shop.storefront.account.save' : 'shop.storefront.register.submit')}
        </SubmitButton>
      </Box>
    </Box>
  );
}

/** Own stock or dropship, each with a line on what it means (without its own label inside a card that names it). */
export function FulfilmentChoice({ value, onChange, labelled = true }: { value: StoreFulfilment; onChange: (value: StoreFulfilment) => void; labelled?: boolean }) {
  const t = useStorefrontT();
  return (
    <FormControl>
      {labelled && <FormLabel id="storefront-fulfilment-label">{t('shop.storefront.setup.fulfilment')}</FormLabel>}
      <RadioGroup
        {...(labelled ? { 'aria-labelledby': 'storefront-fulfilment-label' } : { 'aria-label': t('shop.storefront.setup.fulfilment') })}
        value={value}
        onChange={(e) => onChange(e.target.value as StoreFulfilment)}
      >
        <FormControlLabel
          value="own"
          control={<Radio slotProps={{ input: { 'data-testid': 'storefront-fulfilment-own' } as object }} />}
          label={<Option title={t('shop.storefront.setup.own')} help={t('shop.storefront.setup.ownHelp')} />}
        />
        <FormControlLabel
          value="dropship"
          control={<Radio slotProps={{ input: { 'data-testid': 'storefront-fulfilment-dropship' } as object }} />}
          label={<Option title={t('shop.storefront.setup.dropship')} help={t('shop.storefront.setup.dropshipHelp')} />}
        />
      </RadioGroup>
    </FormControl>
  );
}

function Option({ title, help }: { title: string; help: string }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="body2">{title}</Typography>
      <Typography variant="caption" color="text.secondary">
        {help}
      </Typography>
    </Box>
  );
}
