import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  reportFilters: {
    preset: 'Periode',
    presets: { thisMonth: 'Bulan ini', lastMonth: 'Bulan lalu', thisYear: 'Tahun ini', custom: 'Kustom' },
    from: 'Dari',
    to: 'Sampai',
    tier: 'Level',
    branch: 'Cabang',
    state: 'Negara bagian',
    province: 'Provinsi',
    agent: 'Agen',
    agentSearch: 'Ketik nama atau e-mail',
    noAgents: 'Ketik nama atau e-mail untuk mencari agen',
    all: 'Semua',
    clear: 'Hapus filter',
    badPeriod: 'Tanggal mulai harus sama atau sebelum tanggal akhir.',
    tooLong: 'Periode paling lama dua tahun: persingkat periodenya.',
  },
};

export default id;
