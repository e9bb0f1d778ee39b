/** What the demo company sells and to whom: its levels and its catalogue (db/demo.ts creates them). */

/** The demo's levels, highest first (tier index 0–3 of db/demo/network.ts). */
export const TIER_NAMES = ['Master Stockist', 'Stockist', 'Dealer', 'Agent'];
/** The smallest stock purchase of each level, in sen (the tier's momAmount: checkout refuses less). */
export const TIER_MINIMUMS = [150000, 80000, 30000, 10000];

// Category, retail price and the price of each tier, rank 1 (Master Stockist) cheapest, then the
// product commission and introducer bonus per unit, in sen. The first three make the starter kit.
export const DEMO_CATALOGUE: [name: string, sku: string, category: string, weight: number, retailPrice: number, prices: number[], commission: number, introducerBonus: number][] = [
  ['Glow Serum 30ml', 'GLOW-30', 'Skincare', 150, 12900, [6500, 7500, 8500, 9500], 300, 100],
  ['Hydra Toner 100ml', 'HYDRA-100', 'Skincare', 250, 7900, [3900, 4500, 5200, 5900], 150, 50],
  ['Night Cream 50g', 'NIGHT-50', 'Skincare', 200, 15900, [7900, 9000, 10200, 11500], 400, 100],
  ['Sun Shield SPF50 50ml', 'SUN-50', 'Skincare', 120, 8900, [4400, 5000, 5700, 6500], 200, 50],
  ['Collagen Drink 10 x 50ml', 'COLLA-10', 'Wellness', 700, 16900, [8400, 9500, 10800, 12200], 400, 150],
  ['Vita-C Effervescent 20s', 'VITC-20', 'Wellness', 150, 4900, [2400, 2800, 3200, 3600], 100, 50],
  ['Herbal Shampoo 300ml', 'SHAMP-300', 'Haircare', 350, 5900, [2900, 3300, 3800, 4300], 100, 50],
];
export const DEMO_SKUS = DEMO_CATALOGUE.map(([, sku]) => sku);
