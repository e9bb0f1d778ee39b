import { pageTranslator } from '../shared/pageTexts';
import type { Lang } from '../../../common/constants';

/**
 * The score-ranking page's texts in English, Indonesian and Malay. They travel with the page's
 * lazy chunk, not with the console's language chunk (whose size counts in the first screen's
 * budget); only the menu label is in messages/.
 */
const en = {
  ranking: {
    title: 'Score ranking',
    heading: 'Score ranking — %{period}',
    topPerformers: 'Top performers',
    periodKind: 'Period',
    period: 'Showing',
    kinds: { month: 'Month', quarter: 'Quarter', year: 'Year' },
    quarterWord: 'Q',
    level: 'Level',
    allLevels: 'All levels',
    state: 'State',
    allStates: 'All states',
    position: '#',
    agent: 'Agent',
    nobodyYet: 'Nobody yet',
    metrics: {
      ps: 'Personal sales',
      gs: 'Group sales',
      tpgs: 'Total personal group sales',
      team: 'Team growth',
      commission: 'Commission',
      recruitment: 'Recruitment',
    },
    explain: {
      ps: "The agents' own paid purchases from HQ or their upline in the period, less refunds.",
      gs: "The personal sales of each agent's group in the period (up to, not including, agents of the same or a higher level below it).",
      tpgs: 'Personal sales plus group sales in the period.',
      team: "Agents who joined each agent's downline, at every level, in the period.",
      commission: 'Commission earned in the period (payable commission lines, less clawbacks).',
      recruitment: 'Agents registered directly by each agent in the period.',
    },
    empty: {
      ps: 'No personal sales in this period yet. Agents appear here as their orders are paid.',
      gs: 'No group sales in this period yet. Agents appear here as their groups’ orders are paid.',
      tpgs: 'No sales in this period yet. Agents appear here as orders are paid.',
      team: 'Nobody joined a team in this period yet. Agents appear here as new agents register under them.',
      commission: 'No commission earned in this period yet. Agents appear here as commissions are written for paid orders.',
      recruitment: 'No recruits in this period yet. Agents appear here as they register new agents.',
    },
  },
};

type Texts = typeof en;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const id: Shape<Texts> = {
  ranking: {
    title: 'Peringkat skor',
    heading: 'Peringkat skor — %{period}',
    topPerformers: 'Performa terbaik',
    periodKind: 'Periode',
    period: 'Menampilkan',
    kinds: { month: 'Bulan', quarter: 'Kuartal', year: 'Tahun' },
    quarterWord: 'Kuartal',
    level: 'Level',
    allLevels: 'Semua level',
    state: 'Provinsi/negara bagian',
    allStates: 'Semua wilayah',
    position: '#',
    agent: 'Agen',
    nobodyYet: 'Belum ada',
    metrics: {
      ps: 'Penjualan pribadi',
      gs: 'Penjualan grup',
      tpgs: 'Total penjualan pribadi dan grup',
      team: 'Pertumbuhan tim',
      commission: 'Komisi',
      recruitment: 'Rekrutmen',
    },
    explain: {
      ps: 'Pembelian agen sendiri yang sudah dibayar dari HQ atau upline-nya dalam periode ini, dikurangi pengembalian dana.',
      gs: 'Penjualan pribadi grup setiap agen dalam periode ini (sampai, tidak termasuk, agen dengan level yang sama atau lebih tinggi di bawahnya).',
      tpgs: 'Penjualan pribadi ditambah penjualan grup dalam periode ini.',
      team: 'Agen yang bergabung ke downline setiap agen, di semua level, dalam periode ini.',
      commission: 'Komisi yang diperoleh dalam periode ini (baris komisi yang dibayarkan, dikurangi penarikan kembali).',
      recruitment: 'Agen yang didaftarkan langsung oleh setiap agen dalam periode ini.',
    },
    empty: {
      ps: 'Belum ada penjualan pribadi dalam periode ini. Agen muncul di sini saat pesanan mereka dibayar.',
      gs: 'Belum ada penjualan grup dalam periode ini. Agen muncul di sini saat pesanan grup mereka dibayar.',
      tpgs: 'Belum ada penjualan dalam periode ini. Agen muncul di sini saat pesanan dibayar.',
      team: 'Belum ada yang bergabung ke tim dalam periode ini. Agen muncul di sini saat agen baru mendaftar di bawah mereka.',
      commission: 'Belum ada komisi dalam periode ini. Agen muncul di sini saat komisi ditulis untuk pesanan yang dibayar.',
      recruitment: 'Belum ada rekrutan dalam periode ini. Agen muncul di sini saat mereka mendaftarkan agen baru.',
    },
  },
};

const ms: Shape<Texts> = {
  ranking: {
    title: 'Ranking skor',
    heading: 'Ranking skor — %{period}',
    topPerformers: 'Pencapai terbaik',
    periodKind: 'Tempoh',
    period: 'Paparan',
    kinds: { month: 'Bulan', quarter: 'Suku tahun', year: 'Tahun' },
    quarterWord: 'Suku',
    level: 'Tahap',
    allLevels: 'Semua tahap',
    state: 'Negeri',
    allStates: 'Semua negeri',
    position: '#',
    agent: 'Ejen',
    nobodyYet: 'Belum ada',
    metrics: {
      ps: 'Jualan peribadi',
      gs: 'Jualan kumpulan',
      tpgs: 'Jumlah jualan peribadi dan kumpulan',
      team: 'Pertumbuhan pasukan',
      commission: 'Komisen',
      recruitment: 'Pengambilan',
    },
    explain: {
      ps: 'Pembelian ejen sendiri yang telah dibayar daripada HQ atau upline dalam tempoh ini, ditolak bayaran balik.',
      gs: 'Jualan peribadi kumpulan setiap ejen dalam tempoh ini (hingga, tidak termasuk, ejen pada tahap yang sama atau lebih tinggi di bawahnya).',
      tpgs: 'Jualan peribadi ditambah jualan kumpulan dalam tempoh ini.',
      team: 'Ejen yang menyertai downline setiap ejen, pada semua tahap, dalam tempoh ini.',
      commission: 'Komisen yang diperoleh dalam tempoh ini (baris komisen yang dibayar, ditolak tuntutan balik).',
      recruitment: 'Ejen yang didaftarkan terus oleh setiap ejen dalam tempoh ini.',
    },
    empty: {
      ps: 'Belum ada jualan peribadi dalam tempoh ini. Ejen dipaparkan di sini apabila pesanan mereka dibayar.',
      gs: 'Belum ada jualan kumpulan dalam tempoh ini. Ejen dipaparkan di sini apabila pesanan kumpulan mereka dibayar.',
      tpgs: 'Belum ada jualan dalam tempoh ini. Ejen dipaparkan di sini apabila pesanan dibayar.',
      team: 'Belum ada yang menyertai pasukan dalam tempoh ini. Ejen dipaparkan di sini apabila ejen baharu mendaftar di bawah mereka.',
      commission: 'Belum ada komisen dalam tempoh ini. Ejen dipaparkan di sini apabila komisen ditulis untuk pesanan yang dibayar.',
      recruitment: 'Belum ada rekrut dalam tempoh ini. Ejen dipaparkan di sini apabila mereka mendaftarkan ejen baharu.',
    },
  },
};

export const RANKING_TEXTS: Record<Lang, Shape<Texts>> = { en, id, ms };

/** A translator over the page's texts in the console's language: `t('ranking.metrics.ps')`, `%{name}` parameters. */
export const useRankingText = pageTranslator(RANKING_TEXTS);
