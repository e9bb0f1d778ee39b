/**
 * The two dashboards' answers (server/modules/dashboard): the console's home (GET /dashboard/summary)
 * and the agent app's home (GET /dashboard/agent). Money in integer minor units of `currency`;
 * days 'YYYY-MM-DD' and months 'YYYY-MM' cut in Asia/Kuala_Lumpur.
 */

/**
 * Paid sales of a span, net of refunds: the money (the console: what buyers paid; the agent app: the
 * sales value of the agent's own purchases), the paid orders and their units.
 */
export interface SalesFigure {
  amount: number;
  orders: number;
  units: number;
}

/** How many of the top products and agents the console's home lists. */
export const DASHBOARD_TOP = 5;
/** How many days the console's sales chart covers (today included). */
export const DASHBOARD_CHART_DAYS = 30;
/** How many low products the console's home names. */
export const DASHBOARD_LOW_STOCK = 5;

/**
 * GET /dashboard/summary. Each section is null when the caller may not see it (HQ sees all):
 * sales, chart and tops — manage orders (as the master report's sales reports); orders — manage
 * orders or approve manual payment; agents — the agent permissions; commissions — manage payouts;
 * stock — manage inventory.
 */
export interface HqDashboardView {
  currency: string;
  today: string;
  month: string;
  lastMonth: string;
  sales: {
    today: SalesFigure;
    thisMonth: SalesFigure;
    lastMonth: SalesFigure;
    /** One point per day of the last DASHBOARD_CHART_DAYS days, oldest first (days without sales at 0). */
    chart: { day: string; amount: number; orders: number }[];
    /** Products, packages and combos by this month's sales value. */
    topProducts: { itemType: string; itemId: number; name: string; units: number; amount: number }[];
    /** The first of this month's personal-sales (PS) leaderboard: the same agents and figures as the Score ranking page. */
    topAgents: { agentId: number; name: string; tierName: string | null; amount: number }[];
  } | null;
  /** Orders HQ sells (the order list filtered by HQ_WAITING) waiting for HQ: paid and waiting for approval, approved and waiting to ship. */
  orders: { approval: number; toShip: number } | null;
  /** Agents who joined today and this month, and last month for comparison. */
  agents: { today: number; thisMonth: number; lastMonth: number } | null;
  /** What HQ owes the agents: the commission balance (payable lines + ledger entries), the part already payable, and open payout requests. */
  commissions: { owed: number; available: number; pending: number; requested: number; openRequests: number } | null;
  /** HQ's stock in the low band (common/inventory.ts stockBand): how many items and the lowest few. */
  stock: { low: number; items: { productId: number; variantId: number; name: string; qty: number; refQty: number }[] } | null;
}

/** GET /dashboard/agent: the signed-in agent's own figures. */
export interface AgentDashboardView {
  currency: string;
  month: string;
  lastMonth: string;
  /** The agent's own paid stock purchases (PS) this month and last month. */
  mySales: { thisMonth: SalesFigure; lastMonth: SalesFigure };
  /** The agent's group sales (GS, agents/kpi.ts) this month and last month. */
  groupSales: { thisMonth: number; lastMonth: number };
  /** This month's commission so far (per-order lines; period bonuses come at the close). */
  commission: { estimate: number; saleProfit: number };
  tier: { id: number; name: string } | null;
  rank: { id: number; name: string } | null;
  /** The next commission rank and what this month still needs for it (null at the top). */
  nextRank: { id: number; name: string; needs: { ps: number; tpgs: number; sgs: number } } | null;
  /** Orders placed with the agent (as seller) that wait for it: to approve and to ship. */
  sellerOrders: { approval: number; toShip: number };
}

/** The order list's filter of the console home's waiting-orders card: HQ's own orders (the card counts them and its links open them). */
export const HQ_WAITING = { type: 'hq' } as const;
