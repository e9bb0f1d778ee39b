import { useRecordContext, type FieldProps } from 'react-admin';
import Typography from '@mui/material/Typography';
import type { Currency } from '../../../common/constants';
import { formatMoney } from '../../../common/money';
import { useCompanyFacts } from './inputs';

interface MoneyFieldProps extends FieldProps {
  /** Where the record keeps its own currency (e.g. subscription invoices); else the company's. */
  currencySource?: string;
  emptyText?: string;
}

/**
 * An amount column (integer minor units): right-aligned (Datagrid reads the static `textAlign`
 * for the cell and its header) and never broken between the symbol and the digits.
 */
export function MoneyField({ source, currencySource, emptyText = '—' }: MoneyFieldProps) {
  const record = useRecordContext<Record<string, unknown>>();
  const company = useCompanyFacts();
  const value = source ? record?.[source] : undefined;
  const currency = (currencySource && (record?.[currencySource] as Currency | undefined)) || company.currency;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap', display: 'block', textAlign: 'right' }}>
      {typeof value === 'number' ? formatMoney(value, currency) : emptyText}
    </Typography>
  );
}
MoneyField.textAlign = 'right' as const;
