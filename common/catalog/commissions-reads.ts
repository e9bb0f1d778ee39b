import type { Entry } from './entry';

/**
 * Server messages of the commission reads (statements, details, check calculation), in English,
 * Indonesian and Malay (merged into common/messages.ts). `commissions.formula.*` spell out a line's
 * arithmetic; their parameters are already formatted (money in the company's currency, rates as %).
 */
export const commissionsReadsMessages = {
  'commissions.agentNotFound': { en: 'Agent not found.', id: 'Agen tidak ditemukan.', ms: 'Ejen tidak dijumpai.' },
  'commissions.ownOnly': {
    en: 'You can only see your own commissions.',
    id: 'Anda hanya dapat melihat komisi Anda sendiri.',
    ms: 'Anda hanya boleh melihat komisen anda sendiri.',
  },
  'commissions.agentRequired': {
    en: 'Choose the agent to show.',
    id: 'Pilih agen yang akan ditampilkan.',
    ms: 'Pilih ejen yang hendak dipaparkan.',
  },
  'commissions.incomeStatementOff': {
    en: 'The income statement is not available to agents in this company.',
    id: 'Laporan pendapatan tidak tersedia untuk agen di perusahaan ini.',
    ms: 'Penyata pendapatan tidak tersedia kepada ejen dalam syarikat ini.',
  },
  'commissions.formula.difference': {
    en: '({{high}} − {{low}}) × {{units}} units = {{amount}}',
    id: '({{high}} − {{low}}) × {{units}} unit = {{amount}}',
    ms: '({{high}} − {{low}}) × {{units}} unit = {{amount}}',
  },
  'commissions.formula.margin': {
    en: '{{sales}} − {{price}} × {{quantity}} = {{amount}}',
    id: '{{sales}} − {{price}} × {{quantity}} = {{amount}}',
    ms: '{{sales}} − {{price}} × {{quantity}} = {{amount}}',
  },
  'commissions.formula.perUnit': {
    en: '{{perUnit}} each × {{units}} = {{amount}}',
    id: '{{perUnit}} per item × {{units}} = {{amount}}',
    ms: '{{perUnit}} sebiji × {{units}} = {{amount}}',
  },
  'commissions.formula.rate': {
    en: '{{base}} × {{rate}} = {{amount}}',
    id: '{{base}} × {{rate}} = {{amount}}',
    ms: '{{base}} × {{rate}} = {{amount}}',
  },
  'commissions.formula.rateDifference': {
    en: '{{base}} × ({{rate}} − {{lower}}) = {{amount}}',
    id: '{{base}} × ({{rate}} − {{lower}}) = {{amount}}',
    ms: '{{base}} × ({{rate}} − {{lower}}) = {{amount}}',
  },
  'commissions.formula.fixed': {
    en: "Recruitment commission of the recruit's tier = {{amount}}",
    id: 'Komisi rekrutmen tingkat rekrutan = {{amount}}',
    ms: 'Komisen pengambilan peringkat rekrut = {{amount}}',
  },
  'commissions.formula.figures': {
    en: '{{figures}} → {{amount}}',
    id: '{{figures}} → {{amount}}',
    ms: '{{figures}} → {{amount}}',
  },
  'commissions.formula.maintenance': {
    en: '{{sources}} sales of the month, {{net}} in all; personal sales {{ps}} of {{required}} required → {{amount}}',
    id: '{{sources}} penjualan bulan ini, total {{net}}; penjualan pribadi {{ps}} dari {{required}} yang disyaratkan → {{amount}}',
    ms: '{{sources}} jualan bulan ini, jumlah {{net}}; jualan peribadi {{ps}} daripada {{required}} yang disyaratkan → {{amount}}',
  },
  'commissions.formula.clawback': {
    en: 'Clawback (order refunded or cancelled): −[{{formula}}]',
    id: 'Penarikan kembali (pesanan dikembalikan atau dibatalkan): −[{{formula}}]',
    ms: 'Tuntutan balik (pesanan dipulangkan atau dibatalkan): −[{{formula}}]',
  },
  'commissions.formula.forfeit': {
    en: 'Forfeited (maintenance not met): −[{{formula}}]',
    id: 'Hangus (syarat pemeliharaan tidak terpenuhi): −[{{formula}}]',
    ms: 'Dilucutkan (syarat penyelenggaraan tidak dipenuhi): −[{{formula}}]',
  },
  'commissions.formula.compression': {
    en: 'Compression (passed up from an upline below maintenance): {{formula}}',
    id: 'Kompresi (dialihkan dari upline di bawah syarat pemeliharaan): {{formula}}',
    ms: 'Pemampatan (dipindahkan dari upline di bawah syarat penyelenggaraan): {{formula}}',
  },
  'commissions.formula.reverses': {
    en: 'line #{{id}} = {{amount}}',
    id: 'baris #{{id}} = {{amount}}',
    ms: 'baris #{{id}} = {{amount}}',
  },
} satisfies Record<string, Entry>;
