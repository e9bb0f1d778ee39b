import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useT } from '../i18n';

export interface Option {
  value: string;
  label: string;
}

/** A drop-down over options that may still be loading; a value missing from the options is kept visible. */
export function SelectField({ options, loading, ...props }: TextFieldProps & { options: Option[] | undefined; loading?: boolean }) {
  const t = useT();
  const value = String(props.value ?? '');
  const list = options ?? [];
  const shown = value && !list.some((o) => o.value === value) ? [{ value, label: value }, ...list] : list;
  return (
    <TextField select {...props} value={value} disabled={props.disabled || loading}>
      <MenuItem value="">
        <em>{loading ? t('shop.action.loading') : t('shop.action.choose')}</em>
      </MenuItem>
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
