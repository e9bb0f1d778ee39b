import type { Check } from '../../../common/web/validation';

/** The confirmation field must repeat the password. */
export const sameAs =
  (other: string): Check =>
  (value) =>
    value === other ? null : { key: 'common.validation.mismatch' };
