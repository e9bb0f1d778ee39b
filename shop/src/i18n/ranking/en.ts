/**
 * The leaderboard screen's texts (English; defines the shape of id.ts and ms.ts). They load with
 * that screen (features/ranking/texts.ts), not with the app's first screen.
 */
export const en = {
  shop: {
    ranking: {
      title: 'Leaderboard',
      intro: 'The top 10 agents of the company. Your own place is highlighted, wherever you stand.',
      periodKind: 'Period',
      period: 'Showing',
      kinds: { month: 'Month', quarter: 'Quarter', year: 'Year' },
      quarterWord: 'Q',
      metrics: {
        ps: 'Personal sales',
        gs: 'Group sales',
        tpgs: 'Total group sales',
        team: 'Team growth',
        commission: 'Commission',
        recruitment: 'Recruitment',
      },
      you: 'You',
      yourPlace: 'Your place: #%{position}',
      notRanked: 'You are not on this board yet.',
      notRankedHint: {
        ps: 'Your paid purchases from HQ or your upline in this period put you here.',
        gs: "Your group's paid purchases in this period put you here.",
        tpgs: "Your own and your group's paid purchases in this period put you here.",
        team: 'New agents joining your downline in this period put you here.',
        commission: 'Commission you earn in this period puts you here.',
        recruitment: 'Agents you register in this period put you here.',
      },
      empty: 'Nobody is on this board for this period yet.',
      emptyHint: 'Agents appear here as orders are paid, commissions are earned and new agents join.',
    },
  },
};
