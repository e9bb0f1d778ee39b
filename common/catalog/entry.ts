import type { Lang } from '../constants';

/** One message in every interface language. */
export type Entry = Record<Lang, string>;
