import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/id';
import 'dayjs/locale/ms';
import { TIME_ZONE, type Lang } from '../../../../common/constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The month it is now in Kuala Lumpur ('YYYY-MM'), whatever the browser's zone: the store summary's months are KL months. */
export const currentMonth = (now: number | Date = Date.now()) => dayjs(now).tz(TIME_ZONE).format('YYYY-MM');

/** "Nov" / "Nov" / "Nov" for the chart's axis. */
export const shortMonth = (month: string, lang: Lang) => dayjs(`${month}-01`).locale(lang).format('MMM');

/** "November 2026", "November 2026", "November 2026". */
export const longMonth = (month: string, lang: Lang) => dayjs(`${month}-01`).locale(lang).format('MMMM YYYY');

/** "Nov 2026" for the month table's rows. */
export const monthYear = (month: string, lang: Lang) => dayjs(`${month}-01`).locale(lang).format('MMM YYYY');
