import type { VoucherUsageView, VoucherView } from '../../../common/orders';

/** A voucher and a voucher use as the API answers them (one definition with the server). */
export type VoucherRow = VoucherView;
export type UsageRow = VoucherUsageView;

/** /voucher/history filtered to one voucher (the list reads its filter from the address). */
export const historyPath = (voucherId: number) => `/voucher/history?filter=${encodeURIComponent(JSON.stringify({ voucherId }))}`;
