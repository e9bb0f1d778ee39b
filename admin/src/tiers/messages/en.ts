/** Console texts of the tiers area (levels and commission ranks) (English; defines the shape of id.ts and ms.ts). */
const en = {
  resources: {
    tiers: {
      name: 'Level |||| Levels',
      fields: {
        q: 'Search',
        levelName: 'Level name',
        rankNumber: 'Rank number',
        momUnit: 'Maintenance minimum (units)',
        momAmount: 'Maintenance minimum (amount)',
        momFirstOrderUnit: 'First order minimum (units)',
        momFirstOrderAmount: 'First order minimum (amount)',
        psUnit: 'Personal sales (units)',
        psAmount: 'Personal sales (amount)',
        gsUnit: 'Group sales (units)',
        gsAmount: 'Group sales (amount)',
        tpgsUnit: 'Total personal group sales (units)',
        tpgsAmount: 'Total personal group sales (amount)',
        sideGroupSales: 'Side group sales (amount)',
        helperPercen: 'Helper commission (%)',
        recruitComm: 'Recruitment commission',
        leadership: 'Leadership bonus (%)',
        introducerBonus: 'Introducer bonus per unit',
        overridingCommission: 'Earns overriding commission',
        inactiveDays: 'Inactive after (days without purchase)',
      },
    },
  },
  tiers: {
    section: {
      maintenance: 'Minimum orders',
      qualification: 'Qualification for this level',
      commission: 'Commissions and bonuses',
    },
    help: {
      rankNumber: '1 is the highest level. Each level has its own rank number.',
      maintenance: 'What an agent of this level must buy in a month to earn network commissions, and the minimum first order of a new agent.',
      qualification: 'Monthly figures that make an agent eligible for promotion to this level.',
      commission: "Helper: share of each purchase of the agents it helps. Recruitment: paid once a recruit's first order is paid. Leadership: share of side group sales.",
      overridingCommission: 'Agents of this level earn the price difference on their downline’s purchases.',
      inactiveDays: "Leave empty to use the company's setting.",
    },
    ranks: {
      help: 'Each month an agent holds the highest rank whose three thresholds it meets. Saving replaces the whole list; removed rows are deleted.',
      commission_name: 'Rank name',
      personal_sales: 'Personal sales',
      total_personal_group_sales: 'Total personal group sales',
      side_group_sales: 'Side group sales',
      commission: 'Commission (%)',
      personal_level_commission: 'Personal level commission (%)',
      is_leadership: 'Leadership rank',
      benefit: 'Benefit %{n}',
    },
  },
};

export default en;
