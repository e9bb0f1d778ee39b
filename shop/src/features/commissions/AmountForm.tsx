import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { amountProblem, CURRENCY_SYMBOL, parseMajor } from '../../../../common/money';
import { ApiError } from '../../../../common/web/api';
import { FormOutcome } from '../../forms/FormOutcome';
import { SubmitButton } from '../../forms/SubmitButton';
import type { FormOutcome as Outcome } from '../../forms/useForm';
import { useCurrentUser } from '../../session/SessionContext';
import { useMoney } from '../shop/format';
import { useCommissionT } from './texts';

/**
 * An amount typed in the company's currency (RM 12.50, Rp 15000) between `min` and `max`, sent by
 * `onSubmit` (its text is shown as the success message; the server's refusal under the field).
 */
export function AmountForm({
  initial,
  min,
  max,
  submitLabel,
  onSubmit,
  testId,
  hint = 'shop.commission.amountHint',
}: {
  initial: string;
  min: number;
  max: number;
  submitLabel: string;
  onSubmit: (amount: number) => Promise<string>;
  testId: string;
  /** The key of the text under the field while nothing is wrong (with `min` and `max`). */
  hint?: string;
}) {
  const t = useCommissionT();
  const money = useMoney();
  const { company } = useCurrentUser();
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const amount = parseMajor(text, company.currency);
  // Nothing below one minor unit can be paid or moved, whatever the company's minimum.
  const problem = amountProblem(text, company.currency, Math.max(min, 1), max);
  const limits = { min: money(min), max: money(max) };
  const helper = serverError ?? (problem && touched ? t(`shop.commission.amountError.${problem}`, limits) : t(hint, limits));

  return (
    <Box
      component="form"
      noValidate
      data-testid={testId}
      sx={{ display: 'grid', gap: 1.5, maxWidth: 420 }}
      onSubmit={async (e) => {
        e.preventDefault();
        setTouched(true);
        if (problem || amount === null) return;
        setBusy(true);
        setOutcome(null);
        setServerError(undefined);
        try {
          setOutcome({ kind: 'success', message: await onSubmit(amount) });
        } catch (err) {
          const apiError = err instanceof ApiError ? err : new ApiError(-1, String(err));
          setServerError(apiError.fields.amount);
          setOutcome({ kind: 'error', message: apiError.message });
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormOutcome outcome={outcome} />
      <TextField
        name="amount"
        label={t('shop.commission.amount')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setServerError(undefined);
        }}
        onBlur={() => setTouched(true)}
        error={Boolean(serverError || (problem && touched))}
        helperText={helper}
        slotProps={{
          htmlInput: { inputMode: 'decimal', maxLength: 16, 'data-testid': `${testId}-amount` },
          input: { startAdornment: <InputAdornment position="start">{CURRENCY_SYMBOL[company.currency]}</InputAdornment> },
        }}
      />
      <Box>
        <SubmitButton busy={busy} data-testid={`${testId}-submit`}>
          {submitLabel}
        </SubmitButton>
      </Box>
    </Box>
  );
}
