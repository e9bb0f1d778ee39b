/** Layout of the compensation fields: side by side, two to a row. */
export const FIELD = { width: 320 } as const;
