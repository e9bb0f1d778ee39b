/**
 * The agent app home's figures (features/dashboard; English, defines the shape of id.ts and ms.ts).
 * They load with the home screen, not with the app's first JavaScript.
 */
export const en = {
  shop: {
    home: {
      mySales: 'My sales',
      mySalesHint: 'Your paid orders from HQ or your upline, this month.',
      lastMonth: 'Last month: %{amount}',
      unitsOrders: 'Units: %{units} · Orders: %{orders}',
      change: { up: '%{percent}% more than last month', down: '%{percent}% less than last month', same: 'The same as last month', first: 'Your first sales since last month' },
      noSales: 'No sales yet this month. Orders you place from My Shop count here once they are paid.',
      goShop: 'Go to My Shop',
      groupSales: "My group's sales",
      groupHint: 'What your group bought this month (your downlines up to the next leader of your level).',
      noGroupSales: 'Your group has no sales yet this month. When the agents you recruit order, their sales appear here.',
      seeNetwork: 'My network',
      commission: 'My commission this month',
      commissionHint: 'Commission earned on orders so far; performance, level and leadership bonuses are added when the month closes.',
      saleProfit: 'Sale profit collected: %{amount}',
      noCommission: 'No commission yet this month. You earn it when your downlines order, and on orders you sell.',
      seeCommission: 'My commission',
      rank: 'My rank',
      level: 'Level: %{name}',
      rankHeld: 'Commission rank: %{name}',
      none: 'none yet',
      nextRank: 'To reach %{name} this month you still need:',
      topRank: 'You hold the highest commission rank.',
      needPs: 'Personal sales: %{amount}',
      needTpgs: 'Personal and group sales: %{amount}',
      needSgs: 'Side group sales: %{amount}',
      allMet: 'Every figure is met: the rank is yours when the month closes.',
      seeQualification: 'See my qualification',
      waiting: 'Orders waiting for you',
      waitingHint: 'Orders your downlines placed with you.',
      toApprove: 'To approve',
      toShip: 'To ship',
      noWaiting: 'Nothing waits for you. When a downline orders from you and pays, the order appears here for you to approve and ship.',
      open: 'Open',
      loadingFigures: 'Loading your figures…',
    },
  },
};
