/** Layout of the catalogue forms: field width, and fields side by side. */
export const FIELD = { width: 220 } as const;
export { FORM_ROW as ROW } from '../shared/inputs';
