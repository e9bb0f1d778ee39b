import type { Entry } from './entry';

/** Server messages of campaigns, reward points and redemptions, merged into common/messages.ts. */
export const campaignsMessages = {
  'campaign.created': { en: 'Campaign created.', id: 'Kampanye dibuat.', ms: 'Kempen dicipta.' },
  'campaign.saved': { en: 'Campaign saved.', id: 'Kampanye disimpan.', ms: 'Kempen disimpan.' },
  'campaign.deleted': { en: 'Campaign deleted.', id: 'Kampanye dihapus.', ms: 'Kempen dipadam.' },
  'campaign.bannerSaved': { en: 'Banner saved.', id: 'Banner disimpan.', ms: 'Sepanduk disimpan.' },
  'campaign.redeemed': {
    en: 'Reward redeemed. HQ will contact you to hand it over.',
    id: 'Hadiah ditukar. HQ akan menghubungi Anda untuk menyerahkannya.',
    ms: 'Ganjaran ditebus. HQ akan menghubungi anda untuk menyerahkannya.',
  },
  'campaign.redemptionSaved': { en: 'Redemption updated.', id: 'Penukaran diperbarui.', ms: 'Penebusan dikemas kini.' },
  'campaign.notFound': { en: 'Campaign not found.', id: 'Kampanye tidak ditemukan.', ms: 'Kempen tidak dijumpai.' },
  'campaign.redemptionNotFound': { en: 'Redemption not found.', id: 'Penukaran tidak ditemukan.', ms: 'Penebusan tidak dijumpai.' },
  'campaign.datesInverted': {
    en: 'The end date must be on or after the start date.',
    id: 'Tanggal berakhir harus sama dengan atau setelah tanggal mulai.',
    ms: 'Tarikh tamat mesti pada atau selepas tarikh mula.',
  },
  'campaign.stockBelowRedeemed': {
    en: 'The maximum redemptions cannot be lower than the {{redeemed}} rewards already redeemed.',
    id: 'Maksimum penukaran tidak boleh lebih rendah dari {{redeemed}} hadiah yang sudah ditukar.',
    ms: 'Maksimum penebusan tidak boleh lebih rendah daripada {{redeemed}} ganjaran yang telah ditebus.',
  },
  'campaign.productTwice': {
    en: 'A product can be chosen only once.',
    id: 'Sebuah produk hanya dapat dipilih sekali.',
    ms: 'Sesuatu produk hanya boleh dipilih sekali.',
  },
  'campaign.productUnknown': {
    en: 'One of the chosen products does not exist.',
    id: 'Salah satu produk yang dipilih tidak ada.',
    ms: 'Salah satu produk yang dipilih tidak wujud.',
  },
  'campaign.inUse': {
    en: 'This campaign has redemptions or awarded points and cannot be deleted. Set its end date to end it instead.',
    id: 'Kampanye ini sudah memiliki penukaran atau poin dan tidak dapat dihapus. Ubah tanggal berakhirnya untuk mengakhirinya.',
    ms: 'Kempen ini sudah mempunyai penebusan atau mata ganjaran dan tidak boleh dipadam. Tetapkan tarikh tamatnya untuk menamatkannya.',
  },
  'campaign.notStarted': { en: 'This campaign has not started yet.', id: 'Kampanye ini belum dimulai.', ms: 'Kempen ini belum bermula.' },
  'campaign.ended': { en: 'This campaign has ended.', id: 'Kampanye ini sudah berakhir.', ms: 'Kempen ini telah tamat.' },
  'campaign.outOfStock': {
    en: 'All rewards of this campaign have been redeemed.',
    id: 'Semua hadiah kampanye ini sudah ditukar.',
    ms: 'Semua ganjaran kempen ini telah ditebus.',
  },
  'campaign.limitReached': {
    en: 'You have reached the redemption limit of this campaign for this period.',
    id: 'Anda sudah mencapai batas penukaran kampanye ini untuk periode ini.',
    ms: 'Anda telah mencapai had penebusan kempen ini untuk tempoh ini.',
  },
  'campaign.redemptionState': {
    en: 'This redemption cannot be changed that way any more.',
    id: 'Penukaran ini tidak dapat diubah seperti itu lagi.',
    ms: 'Penebusan ini tidak boleh diubah sedemikian lagi.',
  },
  'points.insufficient': {
    en: 'You do not have enough points for this reward.',
    id: 'Poin Anda tidak cukup untuk hadiah ini.',
    ms: 'Mata ganjaran anda tidak mencukupi untuk ganjaran ini.',
  },
} satisfies Record<string, Entry>;
