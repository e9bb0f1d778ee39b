import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  reportFilters: {
    preset: 'Tempoh',
    presets: { thisMonth: 'Bulan ini', lastMonth: 'Bulan lepas', thisYear: 'Tahun ini', custom: 'Tersuai' },
    from: 'Dari',
    to: 'Hingga',
    tier: 'Tahap',
    branch: 'Cawangan',
    state: 'Negeri',
    province: 'Wilayah',
    agent: 'Ejen',
    agentSearch: 'Taip nama atau e-mel',
    noAgents: 'Taip nama atau e-mel untuk mencari ejen',
    all: 'Semua',
    clear: 'Kosongkan penapis',
    badPeriod: 'Tarikh mula mesti sama atau sebelum tarikh akhir.',
    tooLong: 'Tempoh paling lama dua tahun: pendekkan tempohnya.',
  },
};

export default ms;
