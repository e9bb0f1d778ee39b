import { withAreaTexts } from '../../i18n';
import { en } from '../../i18n/storefront/en';
import { id } from '../../i18n/storefront/id';
import { ms } from '../../i18n/storefront/ms';

/** The storefront screens' translator (their texts load with them, not with the first screen). */
export const useStorefrontT = withAreaTexts({ en, id, ms });
