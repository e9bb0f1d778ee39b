import type { Entry } from './entry';

/** Server messages of the tiers and content areas, in English, Indonesian and Malay (merged into common/messages.ts). */
export const tiersMessages = {
  'tier.created': { en: 'Level created.', id: 'Level dibuat.', ms: 'Tahap dicipta.' },
  'tier.saved': { en: 'Level saved.', id: 'Level disimpan.', ms: 'Tahap disimpan.' },
  'tier.deleted': { en: 'Level deleted.', id: 'Level dihapus.', ms: 'Tahap dipadam.' },
  'tier.rankTaken': {
    en: 'Rank number {{rankNumber}} is already used by another level.',
    id: 'Nomor peringkat {{rankNumber}} sudah dipakai oleh level lain.',
    ms: 'Nombor kedudukan {{rankNumber}} sudah digunakan oleh tahap lain.',
  },
  'tier.inUse': {
    en: 'This level still has agents. Move them to another level before deleting it.',
    id: 'Level ini masih memiliki agen. Pindahkan mereka ke level lain sebelum menghapusnya.',
    ms: 'Tahap ini masih mempunyai ejen. Pindahkan mereka ke tahap lain sebelum memadamnya.',
  },
  'tier.unknown': {
    en: 'One of the selected levels does not exist.',
    id: 'Salah satu level yang dipilih tidak ada.',
    ms: 'Salah satu tahap yang dipilih tidak wujud.',
  },
  'commissionRank.saved': { en: 'Commission ranks saved.', id: 'Peringkat komisi disimpan.', ms: 'Kedudukan komisen disimpan.' },
  'commissionRank.nameTaken': {
    en: 'Each commission rank needs its own name.',
    id: 'Setiap peringkat komisi harus memiliki nama sendiri.',
    ms: 'Setiap kedudukan komisen memerlukan nama tersendiri.',
  },
  'commissionRank.idRepeated': {
    en: 'This commission rank is already in the list.',
    id: 'Peringkat komisi ini sudah ada di daftar.',
    ms: 'Kedudukan komisen ini sudah ada dalam senarai.',
  },
  'content.saved': { en: 'Saved.', id: 'Disimpan.', ms: 'Disimpan.' },
  'content.deleted': { en: 'Deleted.', id: 'Dihapus.', ms: 'Dipadam.' },
  'content.idRequired': {
    en: 'Say which item to delete.',
    id: 'Sebutkan item yang akan dihapus.',
    ms: 'Nyatakan item yang hendak dipadam.',
  },
} satisfies Record<string, Entry>;
