import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import Typography from '@mui/material/Typography';
import { TIME_ZONE, type Lang } from '../../../common/constants';
import { formatCalendarDay, formatDateTime, formatDay as formatDayIn } from '../../../common/web/format';
import { getLanguage } from '../../../common/web/i18n';

/** A moment in Kuala Lumpur time in the console's language ('—' for none). */
export const formatTime = (value: string | null | undefined) => formatDateTime(value, getLanguage());
/** The Kuala Lumpur day of a moment ('—' for none). */
export const formatDay = (value: string | null | undefined) => formatDayIn(value, getLanguage());
/** Today as a business day (Asia/Kuala_Lumpur), YYYY-MM-DD: the default of date inputs. */
export const businessToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
/** A calendar day (YYYY-MM-DD, e.g. a birth date) in the same format ('—' for none). */
export const formatCalendar = (day: string | null | undefined) => formatCalendarDay(day, getLanguage());

interface DateFieldProps extends FieldProps {
  /** With the time of day (moments), else the day only. */
  showTime?: boolean;
  /** The value is a calendar day (YYYY-MM-DD), shown as it is without a zone shift. */
  calendar?: boolean;
  emptyText?: string;
}

/**
 * The console's date column: react-admin's DateField formats with the browser's locale and
 * zone; this one shows Kuala Lumpur time in the one format both apps use.
 */
export function DateField({ source, showTime = false, calendar = false, emptyText = '—' }: DateFieldProps) {
  const [locale] = useLocaleState();
  const value = useFieldValue<Record<string, unknown>>({ source }) as string | null | undefined;
  const lang = locale as Lang;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {calendar ? formatCalendarDay(value, lang, emptyText) : showTime ? formatDateTime(value, lang, emptyText) : formatDayIn(value, lang, emptyText)}
    </Typography>
  );
}
