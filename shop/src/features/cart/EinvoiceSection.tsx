import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EINVOICE_CHECKOUT_MAX, EINVOICE_ID_TYPES, EINVOICE_TIN_PATTERN, normaliseIdValue, type EinvoiceIdType } from '../../../../common/einvoice';
import type { CurrentUser } from '../../../../common/api/users';
import { SelectField } from '../../forms/SelectField';
import { useT } from '../../i18n';
import { SectionCard } from '../../layout/SectionCard';

/** The buyer's e-invoice particulars at checkout (POST /sales/my-shop/checkout einvoiceTin, einvoiceIdType, einvoiceIdValue, einvoiceName). */
export interface EinvoiceChoice {
  need: boolean;
  tin: string;
  idType: EinvoiceIdType | '';
  idValue: string;
  name: string;
}

/** Prefilled from the profile: its TIN, its MyKad number, its name. */
export function einvoiceFromProfile(user: CurrentUser): EinvoiceChoice {
  const identity = user.account.accIdentity ?? '';
  return { need: false, tin: user.account.accTIN ?? '', idType: identity ? 'NRIC' : '', idValue: identity, name: user.name };
}

/** What is wrong with the particulars before they are sent (text keys per field); empty when fine or not asked for. */
export function einvoiceProblems(choice: EinvoiceChoice): Record<string, string> {
  if (!choice.need) return {};
  const problems: Record<string, string> = {};
  const tin = choice.tin.trim().toUpperCase();
  if (!tin) problems.einvoiceTin = 'shop.checkout.einvoice.required';
  else if (!EINVOICE_TIN_PATTERN.test(tin)) problems.einvoiceTin = 'shop.checkout.einvoice.tinInvalid';
  if (!choice.idType) problems.einvoiceIdType = 'shop.checkout.einvoice.required';
  if (!choice.idValue.trim()) problems.einvoiceIdValue = 'shop.checkout.einvoice.required';
  else if (choice.idType && !normaliseIdValue(choice.idType, choice.idValue)) problems.einvoiceIdValue = 'shop.checkout.einvoice.idValueInvalid';
  return problems;
}

/** The checkout body's fields for the choice (none when the buyer needs no e-invoice). */
export function einvoiceBody(choice: EinvoiceChoice): Record<string, string> {
  if (!choice.need) return {};
  return {
    einvoiceTin: choice.tin.trim().toUpperCase(),
    einvoiceIdType: choice.idType,
    einvoiceIdValue: choice.idValue.trim(),
    ...(choice.name.trim() ? { einvoiceName: choice.name.trim() } : {}),
  };
}

/**
 * "I need an e-invoice" at checkout (docs/einvoice.md, "Orders"): collapsed until ticked, then the
 * TIN, identification type and number, and the name on the e-invoice, prefilled from the profile.
 * The page shows it for Malaysian companies and orders HQ sells only. `shown` marks the fields the
 * buyer tried to send (problems appear then); `serverErrors` are the server's messages by field.
 */
export function EinvoiceSection({ value, onChange, shown, serverErrors }: { value: EinvoiceChoice; onChange: (next: EinvoiceChoice) => void; shown: boolean; serverErrors: Record<string, string> }) {
  const t = useT();
  const problems = einvoiceProblems(value);
  const error = (field: string) => serverErrors[field] ?? (shown && problems[field] ? t(problems[field]) : undefined);
  const set = (patch: Partial<EinvoiceChoice>) => onChange({ ...value, ...patch });
  return (
    <SectionCard title={t('shop.checkout.einvoice.need')} testId="einvoice-section">
      <FormControlLabel
        control={<Checkbox checked={value.need} onChange={(e) => set({ need: e.target.checked })} slotProps={{ input: { 'aria-label': t('shop.checkout.einvoice.need') } }} />}
        label={t('shop.checkout.einvoice.need')}
        data-testid="einvoice-need"
      />
      <Collapse in={value.need} unmountOnExit>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('shop.checkout.einvoice.intro')}
          </Typography>
          <TextField
            name="einvoiceTin"
            label={t('shop.checkout.einvoice.tin')}
            value={value.tin}
            onChange={(e) => set({ tin: e.target.value })}
            error={Boolean(error('einvoiceTin'))}
            helperText={error('einvoiceTin') ?? t('shop.checkout.einvoice.tinHelp')}
            slotProps={{ htmlInput: { maxLength: EINVOICE_CHECKOUT_MAX.tin, 'data-testid': 'einvoice-tin' } }}
            required
          />
          <SelectField
            name="einvoiceIdType"
            label={t('shop.checkout.einvoice.idType')}
            value={value.idType}
            onChange={(e) => set({ idType: e.target.value as EinvoiceIdType | '' })}
            options={EINVOICE_ID_TYPES.map((type) => ({ value: type, label: t(`shop.checkout.einvoice.idTypes.${type}`) }))}
            error={Boolean(error('einvoiceIdType'))}
            helperText={error('einvoiceIdType')}
            required
          />
          <TextField
            name="einvoiceIdValue"
            label={t('shop.checkout.einvoice.idValue')}
            value={value.idValue}
            onChange={(e) => set({ idValue: e.target.value })}
            error={Boolean(error('einvoiceIdValue'))}
            helperText={error('einvoiceIdValue')}
            slotProps={{ htmlInput: { maxLength: EINVOICE_CHECKOUT_MAX.idValue, 'data-testid': 'einvoice-id-value' } }}
            required
          />
          <TextField
            name="einvoiceName"
            label={t('shop.checkout.einvoice.name')}
            value={value.name}
            onChange={(e) => set({ name: e.target.value })}
            error={Boolean(error('einvoiceName'))}
            helperText={error('einvoiceName') ?? t('shop.checkout.einvoice.nameHelp')}
            slotProps={{ htmlInput: { maxLength: EINVOICE_CHECKOUT_MAX.name } }}
          />
        </Box>
      </Collapse>
    </SectionCard>
  );
}
