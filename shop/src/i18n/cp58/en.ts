/**
 * The CP58 screen's texts (English; defines the shape of id.ts and ms.ts). They load with that
 * screen (features/cp58/texts.ts), not with the app's first screen.
 */
export const en = {
  shop: {
    cp58: {
      title: 'CP58 statements',
      intro: 'Your yearly statement of incentives from the company (Borang CP58): commissions paid, money bonuses and non-money rewards at cost. Keep it for your income tax return.',
      empty: 'No CP58 statement has been issued to you yet.',
      year: 'Year %{year}',
      commissions: 'Commissions',
      bonuses: 'Money bonuses',
      nonMonetary: 'Non-money rewards',
      total: 'Total',
      issuedOn: 'Issued on %{date}',
      download: 'Download PDF',
    },
  },
};
