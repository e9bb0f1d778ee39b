/**
 * Texts of the reports' filter bar (shared/ReportFilters.tsx: /reporting and /analytics), loaded
 * with those pages, in English (defines the shape of id.ts and ms.ts).
 */
const en = {
  reportFilters: {
    preset: 'Period',
    presets: { thisMonth: 'This month', lastMonth: 'Last month', thisYear: 'This year', custom: 'Custom' },
    from: 'From',
    to: 'To',
    tier: 'Level',
    branch: 'Branch',
    state: 'State',
    province: 'Province',
    agent: 'Agent',
    agentSearch: 'Type a name or e-mail',
    noAgents: 'Type a name or e-mail to find an agent',
    all: 'All',
    clear: 'Clear filters',
    badPeriod: 'The start must be on or before the end.',
    tooLong: 'A period covers at most two years: shorten it.',
  },
};

export default en;
