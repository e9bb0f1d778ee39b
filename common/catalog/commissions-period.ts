import type { Entry } from './entry';

/** Server messages of the commission period run and promotion eligibility, merged into common/messages.ts. */
export const commissionsPeriodMessages = {
  'commissions.periodClosed': {
    en: 'This period is already closed. A closed period never changes.',
    id: 'Periode ini sudah ditutup. Periode yang sudah ditutup tidak pernah berubah.',
    ms: 'Tempoh ini sudah ditutup. Tempoh yang telah ditutup tidak akan berubah.',
  },
  'commissions.periodNotClosed': {
    en: 'This period is not closed yet: there is nothing to verify.',
    id: 'Periode ini belum ditutup: tidak ada yang perlu diverifikasi.',
    ms: 'Tempoh ini belum ditutup: tiada apa untuk disahkan.',
  },
  'commissions.periodNotEnded': {
    en: 'Only a month that has ended (Kuala Lumpur time) can be closed.',
    id: 'Hanya bulan yang sudah berakhir (waktu Kuala Lumpur) yang dapat ditutup.',
    ms: 'Hanya bulan yang telah tamat (waktu Kuala Lumpur) boleh ditutup.',
  },
  'commissions.periodFuture': {
    en: 'This month has not started yet.',
    id: 'Bulan ini belum dimulai.',
    ms: 'Bulan ini belum bermula.',
  },
  'commissions.periodClosedDone': {
    en: 'Period closed.',
    id: 'Periode ditutup.',
    ms: 'Tempoh ditutup.',
  },
  'commissions.eligibilityDecided': {
    en: 'This eligibility has already been decided.',
    id: 'Kelayakan ini sudah diputuskan.',
    ms: 'Kelayakan ini telah diputuskan.',
  },
  'commissions.eligibilityDismissed': {
    en: 'Eligibility dismissed.',
    id: 'Kelayakan diabaikan.',
    ms: 'Kelayakan diketepikan.',
  },
} satisfies Record<string, Entry>;
