/** Layout of the catalogue forms: field width, and fields side by side. */
export const FIELD = { width: 220 } as const;
export const ROW = { display: 'flex', gap: '0 16px', flexWrap: 'wrap', alignItems: 'flex-start' } as const;
