import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { businessToday } from './dates';

/** A period of the tax pages: a year, and a month (1–12) where the page works by month. */
export interface Period {
  year: number;
  month?: number;
}

/** The business (Asia/Kuala_Lumpur) year and month now: the pages' periods are cut in that time. */
export function businessMonth(): { year: number; month: number } {
  const [year, month] = businessToday().split('-').map(Number);
  return { year: year!, month: month! };
}

interface PeriodPickerProps {
  /** The period shown; without `month` only the year is picked. */
  value: Period;
  onChange: (period: Period) => void;
  /** The years offered, newest first: from `last` back to `first`, at most `most` of them. */
  years: { first: number; last: number; most?: number };
  /** Prefix of the selects' test ids (`<testId>-month`, `<testId>-year`). */
  testId: string;
  /** The page's actions on that period, on the same row after the selects. */
  children?: ReactNode;
}

/**
 * The toolbar of a page that works on one period (e-invoicing by month, CP58 by year): a month
 * select (month names in the console's language), a year select, then the page's actions. One
 * component so the tax pages pick their periods alike; each page resets its paging on change.
 */
export function PeriodPicker({ value, onChange, years: { first, last, most = Infinity }, testId, children }: PeriodPickerProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const years = Array.from({ length: Math.max(0, Math.min(most, last - first + 1)) }, (_, i) => last - i);
  const monthName = (m: number) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, m - 1, 1)));
  const { month } = value;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }} useFlexGap>
      {month !== undefined && (
        <TextField
          select
          size="small"
          label={translate('admin.period.month')}
          value={month}
          onChange={(e) => onChange({ ...value, month: Number(e.target.value) })}
          slotProps={{ select: { inputProps: { 'data-testid': `${testId}-month` } } }}
          sx={{ width: 160, flex: 'none' }}
        >
          {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
            <MenuItem key={m} value={m}>
              {monthName(m)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={translate('admin.period.year')}
        value={value.year}
        onChange={(e) => onChange({ ...value, year: Number(e.target.value) })}
        slotProps={{ select: { inputProps: { 'data-testid': `${testId}-year` } } }}
        sx={{ width: 120, flex: 'none' }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {children}
    </Stack>
  );
}
