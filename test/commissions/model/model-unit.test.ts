import { expect } from 'chai';
import { lineKey, runModel, type World } from './model';

/**
 * The reference model checked on its own, without the engine or a database: the worked example of
 * docs/compensation.md, every figure computed by hand in the comments. A → B → C → D, tiers
 * Master Stockist / Stockist / Dealer / Agent pricing the serum at RM 60 / 70 / 80 / 100 (sen
 * below), RM 2 product commission per unit. D buys 10 serums from HQ at RM 100 on 10 January
 * (KL), the month is closed on 2 February.
 */

const [A, B, C, D] = [1, 2, 3, 4];
const SERUM = 50;

function example(options: { stockistMinimum?: number; compression?: boolean; refundAt?: string } = {}): World {
  const tier = (id: number, rankNumber: number, momAmount = 0) => ({ id, rankNumber, helperPercen: 0, recruitComm: 0, leadership: 0, momUnit: 0, momAmount, overridingCommission: true });
  return {
    switches: { zerorise: false, compression: options.compression ?? false, moq: false },
    tiers: [tier(11, 1), tier(12, 2, options.stockistMinimum ?? 0), tier(13, 3), tier(14, 4)],
    ranks: [],
    products: [{ id: SERUM, commission: 200, introducerBonus: 0, affiliateCommission: 0 }],
    prices: new Map([
      [`11:${SERUM}`, 6000],
      [`12:${SERUM}`, 7000],
      [`13:${SERUM}`, 8000],
      [`14:${SERUM}`, 10000],
    ]),
    packages: new Map(),
    agents: [
      { id: A, uplineId: null, helperId: null, recruiterId: null, tierId: 11 },
      { id: B, uplineId: A, helperId: null, recruiterId: A, tierId: 12 },
      { id: C, uplineId: B, helperId: null, recruiterId: B, tierId: 13 },
      { id: D, uplineId: C, helperId: null, recruiterId: C, tierId: 14 },
    ],
    orders: [
      {
        id: 900,
        type: 'hq',
        buyerId: D,
        sellerId: null,
        affiliateId: null,
        isFirstOrder: false,
        paidAt: '2026-01-10 04:00:00.000',
        refundedAt: options.refundAt ?? null,
        items: [{ id: 901, itemType: 'product', productId: SERUM, packageId: null, quantity: 10, unitPrice: 10000, salesValue: 100000 }],
      },
    ],
    closes: [{ period: '2026-01', at: '2026-02-02 04:00:00.000' }],
    payouts: [],
  };
}

const keys = (w: World) => runModel(w).lines.map(lineKey).sort();

describe('reference model: the worked example of docs/compensation.md', () => {
  it('pays C RM 200 override + RM 20 product commission, B RM 100, A RM 100', () => {
    // Price accounted for 100 → C (80): 20 × 10 = RM 200; → B (70): 10 × 10 = RM 100; → A (60): RM 100.
    expect(keys(example())).to.deep.equal(
      [
        '2026-01 override earn 1 order_item:901 10000',
        '2026-01 override earn 2 order_item:901 10000',
        '2026-01 override earn 3 order_item:901 20000',
        '2026-01 product-commission earn 3 order_item:901 2000',
      ].sort(),
    );
  });

  it('with B below maintenance, B forfeits its RM 100 and A still earns RM 100', () => {
    // Stockist minimum RM 0.01; B bought nothing: below. One forfeit line for (override, B), source B.
    const { lines, balances } = runModel(example({ stockistMinimum: 1 }));
    expect(lines.filter((l) => l.kind === 'forfeit').map(lineKey)).to.deep.equal(['2026-01 override forfeit 2 agent:2 -10000']);
    expect([balances.get(A), balances.get(B), balances.get(C)]).to.deep.equal([10000, 0, 22000]);
  });

  it("with compression, B's RM 100 moves to A: A RM 200", () => {
    const { lines, balances } = runModel(example({ stockistMinimum: 1, compression: true }));
    expect(
      lines
        .filter((l) => l.kind !== 'earn')
        .map(lineKey)
        .sort(),
    ).to.deep.equal(['2026-01 override compression 1 order_item:901 10000', '2026-01 override forfeit 2 agent:2 -10000']);
    expect([balances.get(A), balances.get(B), balances.get(C)]).to.deep.equal([20000, 0, 22000]);
  });

  it('a refund after the close takes back what each holds: from A its own and the compressed RM 100, nothing from B', () => {
    // Refunded 5 March (KL): the clawbacks go to 2026-03.
    const { lines, balances } = runModel(example({ stockistMinimum: 1, compression: true, refundAt: '2026-03-05 04:00:00.000' }));
    expect(
      lines
        .filter((l) => l.kind === 'clawback')
        .map(lineKey)
        .sort(),
    ).to.deep.equal(['2026-03 override clawback 1 order_item:901 -20000', '2026-03 override clawback 3 order_item:901 -20000', '2026-03 product-commission clawback 3 order_item:901 -2000'].sort());
    expect([balances.get(A), balances.get(B), balances.get(C)]).to.deep.equal([0, 0, 0]);
  });

  it('a refund in the same month nets the sale before the close: nothing forfeited', () => {
    const { lines } = runModel(example({ stockistMinimum: 1, refundAt: '2026-01-20 04:00:00.000' }));
    expect(lines.filter((l) => l.kind === 'forfeit')).to.deep.equal([]);
    expect(
      lines
        .filter((l) => l.kind === 'clawback')
        .map(lineKey)
        .sort(),
    ).to.have.length(4);
  });
});

describe('reference model: the performance bonus stops at a breakaway', () => {
  it("pays A nothing on a breakaway leader B or B's group; B earns its differential on X", () => {
    // Tiers: T1 (rank 1), T2. A (T2) → B (T1: at least as high as A, a breakaway) → X (T2).
    // Ranks by PS: Bronze 3 % (PS ≥ RM 0.01), Silver 5 % (PS ≥ RM 200). January, all from HQ:
    // A buys RM 200 (Silver), B RM 50 (Bronze), X RM 100 (Bronze).
    // On X's 10000: B 3 % = 300 (X is in B's group). A: X and B are outside A's group: nothing
    // (without the group rule A would earn 5 % − 3 % on X = 200 and 5 % on B = 250).
    // On A's own sales: nobody above.
    const w = example();
    w.tiers = [
      { id: 11, rankNumber: 1, helperPercen: 0, recruitComm: 0, leadership: 0, momUnit: 0, momAmount: 0, overridingCommission: true },
      { id: 12, rankNumber: 2, helperPercen: 0, recruitComm: 0, leadership: 0, momUnit: 0, momAmount: 0, overridingCommission: true },
    ];
    w.ranks = [
      { id: 1, personalSales: 1, totalPersonalGroupSales: 0, sideGroupSales: 0, commission: 300, personalLevelCommission: 0, isLeadership: false },
      { id: 2, personalSales: 20000, totalPersonalGroupSales: 0, sideGroupSales: 0, commission: 500, personalLevelCommission: 0, isLeadership: false },
    ];
    w.prices = new Map();
    w.products = [{ id: SERUM, commission: 0, introducerBonus: 0, affiliateCommission: 0 }];
    w.agents = [
      { id: A, uplineId: null, helperId: null, recruiterId: null, tierId: 12 },
      { id: B, uplineId: A, helperId: null, recruiterId: null, tierId: 11 },
      { id: D, uplineId: B, helperId: null, recruiterId: null, tierId: 12 },
    ];
    const buy = (id: number, buyerId: number, salesValue: number) => ({
      id,
      type: 'hq' as const,
      buyerId,
      sellerId: null,
      affiliateId: null,
      isFirstOrder: false,
      paidAt: '2026-01-10 04:00:00.000',
      refundedAt: null,
      items: [{ id: id + 1, itemType: 'product' as const, productId: SERUM, packageId: null, quantity: 1, unitPrice: salesValue, salesValue }],
    });
    w.orders = [buy(700, A, 20000), buy(710, B, 5000), buy(720, D, 10000)];
    expect(keys(w)).to.deep.equal(['2026-01 performance earn 2 agent:4 300']);
  });
});
