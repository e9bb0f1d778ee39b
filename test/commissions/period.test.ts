import { createHash } from 'node:crypto';
import { expect } from 'chai';
import fc from 'fast-check';
import { closeDuePeriods } from '../../server/modules/commissions/jobs';
import { CommissionAgentPeriod, CommissionPeriod, PromotionEligibility } from '../../server/modules/commissions/models';
import { computeFigures, loadFigures, type RankRow, type TierRow } from '../../server/modules/commissions/figures';
import { bonusLines, closePeriod, computePeriod, hashLines, isClosed, RULES_VERSION, verifyPeriod } from '../../server/modules/commissions/period';
import { salesKpis } from '../../server/modules/agents/kpi';
import { User } from '../../server/modules/users/models';
import { api, login, newCompany, platform, type TestCompany } from '../harness';
import { nowDb } from '../../server/platform/time';
import { insertMany } from '../../server/platform/db';
import { tokenOf } from '../orders/factories';
import { ConflictError } from '../../server/platform/errors';
import { failQueries } from '../faults';
import { withoutTenantCheck } from '../tenant-check';
import { agent, line, linesOf, rank, sales, switches, tier } from './period-factories';

/**
 * The period run (server/modules/commissions/period.ts): golden cases computed by hand in the
 * comments, then properties over random networks. Each case has its own company; periods are
 * past months (the current month cannot be closed).
 */

const P = '2026-01';

const amounts = (rows: Awaited<ReturnType<typeof linesOf>>, type: string, kind = 'earn') =>
  Object.fromEntries(rows.filter((l) => l.type === type && l.kind === kind).map((l) => [`${l.beneficiaryId}<${l.sourceId}`, l.amount]));

describe('commission period run', () => {
  describe('performance bonus and personal level', () => {
    // Ranks by PS: Bronze 3 % (PS ≥ 1000), Silver 5 % + 1 % personal level (PS ≥ 2000),
    // Gold 8 % + 2 % personal level (PS ≥ 3000). T (Silver) → G (Gold) → S (Silver) → B (Bronze) → X.
    // PS / commissionable PS: T 2000/2000, G 3000/3000, S 2000/2000, B 1000/1000, X 650/450
    // (X bought 200 from its upline: in PS, not commissionable). Tiers 1 to 5 down the chain, so
    // each agent's group holds everyone below it (no breakaway); maintenance 500: all met.
    let c: TestCompany;
    let T: User, G: User, S: User, B: User, X: User;
    before(async () => {
      c = await newCompany();
      const t = [];
      for (let r = 1; r <= 5; r++) t.push(await tier(c, r, { momAmount: 500 }));
      await rank(c, 'Bronze', { personalSales: 1000, commission: 300 });
      await rank(c, 'Silver', { personalSales: 2000, commission: 500, personalLevelCommission: 100 });
      await rank(c, 'Gold', { personalSales: 3000, commission: 800, personalLevelCommission: 200 });
      T = await agent(c, t[0].id);
      G = await agent(c, t[1].id, T);
      S = await agent(c, t[2].id, G);
      B = await agent(c, t[3].id, S);
      X = await agent(c, t[4].id, B);
      await sales(c, T, P, 2000);
      await sales(c, G, P, 3000);
      await sales(c, S, P, 2000);
      await sales(c, B, P, 1000);
      await sales(c, X, P, 650, 0, 450);
    });

    it('pays the differential up the chain, never more than the top rate on one sale', async () => {
      await closePeriod(c.ctx, P, c.hq.id);
      const rows = await linesOf(c, P);
      // On X's 450: B 3 % = 13.5 → 14; S round(5 % × 450 = 22.5) − 14 = 23 − 14 = 9;
      // G round(8 % × 450) − 23 = 36 − 23 = 13 (together 36 = 8 % × 450); T holds 5 % < 8 %: nothing.
      // On B's 1000: S 5 % = 50, G (8 − 5) % = 30. On S's 2000: G 8 % = 160 (T: nothing).
      // On G's 3000: T 5 % = 150 (nobody between). T's own sales: nobody above.
      expect(amounts(rows, 'performance')).to.deep.equal({
        [`${B.id}<${X.id}`]: 14,
        [`${S.id}<${X.id}`]: 9,
        [`${G.id}<${X.id}`]: 13,
        [`${S.id}<${B.id}`]: 50,
        [`${G.id}<${B.id}`]: 30,
        [`${G.id}<${S.id}`]: 160,
        [`${T.id}<${G.id}`]: 150,
      });
      // Personal level on own commissionable PS: G 2 % × 3000 = 60, S and T 1 % × 2000 = 20.
      expect(amounts(rows, 'personal-level')).to.deep.equal({ [`${G.id}<${G.id}`]: 60, [`${S.id}<${S.id}`]: 20, [`${T.id}<${T.id}`]: 20 });
      const g = rows.find((l) => l.type === 'performance' && l.beneficiaryId === G.id && l.sourceId === X.id)!;
      expect(g.figures).to.include({ rateBp: 300, rankRateBp: 800, lowerRateBp: 500, salesValue: 450 });
      const period = await CommissionPeriod.of(c.ctx).findOne({ period: P });
      expect(period!.status).to.equal('closed');
      expect(JSON.parse(period!.totals!)).to.deep.equal({ performance: 426, 'personal-level': 100 });
      expect(period!.lineCount).to.equal(10);
      expect(period!.closedBy).to.equal(c.hq.id);
      const figures = await CommissionAgentPeriod.of(c.ctx).where({ period: P, agentId: X.id }).first();
      expect(figures).to.include({ psAmount: 650, cpsAmount: 450, rankId: null });
      expect(Boolean(figures!.maintenanceMet)).to.equal(true);
    });
  });

  describe('performance bonus stops at breakaway leaders', () => {
    // Tiers Diamond (1), Gold (2), Agent (3); ranks by PS: 5 % (≥ 2000), 8 % (≥ 3000), 10 % (≥ 4000).
    // D (Diamond, PS 4000: 10 %) → G (Gold, 3000: 8 %) → G2 (Gold, 2000: 5 %) → Y (Agent, 1000: none).
    // G2 is a Gold under a Gold: a breakaway leader, outside G's group (it and Y are G's side group).
    // On Y's 1000: G2 5 % = 50; G is past G2 (a breakaway): nothing, but its 8 % is between Y and D;
    // D (whose group holds G, G2 and Y: all below Diamond) (10 − 8) % = 20. On G2's 2000: G nothing
    // (G2 breaks away from it), D (10 − 8) % = 40. On G's 3000: D 10 % = 300. Before the fix, G was
    // also paid (8 − 5) % × 1000 = 30 on Y and 8 % × 2000 = 160 on G2.
    async function network() {
      const c = await newCompany();
      const diamond = await tier(c, 1);
      const gold = await tier(c, 2);
      const member = await tier(c, 3);
      await rank(c, 'Five', { personalSales: 2000, commission: 500 });
      await rank(c, 'Eight', { personalSales: 3000, commission: 800 });
      await rank(c, 'Ten', { personalSales: 4000, commission: 1000 });
      const D = await agent(c, diamond.id);
      const G = await agent(c, gold.id, D);
      const G2 = await agent(c, gold.id, G);
      const Y = await agent(c, member.id, G2);
      await sales(c, D, P, 4000);
      await sales(c, G, P, 3000);
      await sales(c, G2, P, 2000);
      await sales(c, Y, P, 1000);
      return { c, D, G, G2, Y };
    }

    it('pays the differential only to uplines whose group holds the agent', async () => {
      const { c, D, G, G2, Y } = await network();
      await closePeriod(c.ctx, P, c.hq.id);
      const rows = await linesOf(c, P);
      expect(amounts(rows, 'performance')).to.deep.equal({
        [`${G2.id}<${Y.id}`]: 50,
        [`${D.id}<${Y.id}`]: 20,
        [`${D.id}<${G2.id}`]: 40,
        [`${D.id}<${G.id}`]: 300,
      });
      // The same close counts G2's group as G's side group.
      const figures = await CommissionAgentPeriod.of(c.ctx).where({ period: P, agentId: G.id }).first();
      expect(figures).to.include({ gsAmount: 0, sgsAmount: 3000 });
      expect((await CommissionPeriod.of(c.ctx).findOne({ period: P }))!.rulesVersion).to.equal(RULES_VERSION);
      expect((await verifyPeriod(c.ctx, P)).same).to.equal(true);
      // Check calculation lists only the group's members: G has no performance line.
      const hq = await login(c.host, c.hq.email);
      const res = await api(c.host).get(`/commission/check-calculation?agentId=${G.id}&period=${P}&type=performance`, hq);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data).to.include({ total: 0, count: 0 });
      const d = await api(c.host).get(`/commission/check-calculation?agentId=${D.id}&period=${P}&type=performance`, hq);
      expect(d.body.data.lines.map((l: { buyerId: number }) => l.buyerId).sort()).to.deep.equal([G.id, G2.id, Y.id].sort());
    });

    it('a period closed under rules version 1 keeps its hash: verify recomputes it by version 1', async () => {
      const { c, G, G2, Y } = await network();
      await closePeriod(c.ctx, P, c.hq.id);
      // As the old close wrote it: G's lines across the breakaway, the hash over all lines, version 1.
      const row = (await CommissionPeriod.of(c.ctx).findOne({ period: P }))!;
      await line(c, P, 'performance', G, 30, { sourceId: Y.id, buyerId: Y.id, sourceType: 'agent' });
      await line(c, P, 'performance', G, 160, { sourceId: G2.id, buyerId: G2.id, sourceType: 'agent' });
      const stored = await linesOf(c, P);
      await CommissionPeriod.of(c.ctx)
        .findById(row.id)
        .patch({ rulesVersion: 1, hash: hashLines(stored) });
      expect(await verifyPeriod(c.ctx, P)).to.include({ same: true, stored: hashLines(stored) });
      await CommissionPeriod.of(c.ctx).findById(row.id).patch({ rulesVersion: 2 });
      expect((await verifyPeriod(c.ctx, P)).same).to.equal(false);
    });
  });

  describe('leadership bonus on side group sales', () => {
    // Tiers: Leader (rank 1, leadership 10 %), Member (rank 2). L (Leader) → A (Member) → L2 (Leader) → D (Member).
    // L2 breaks away from L (and from A). PS / commissionable: L 100/100, A 200/200, L2 300/300, D 400/250.
    // L: GS 200 (A), TPGS 300, SGS = TPGS of L2 = 300 + 400 = 700, commissionable 300 + 250 = 550.
    // Rank "Director": SGS ≥ 500, leadership, no commission. L and A hold it (A's SGS is L2's 700 too),
    // but A's tier has no leadership %: L alone earns 10 % × 550 = 55.
    it('pays the tier leadership % of the commissionable SGS of first-generation breakaway leaders', async () => {
      const c = await newCompany();
      const leader = await tier(c, 1, { leadership: 1000, momAmount: 50 });
      const member = await tier(c, 2, { momAmount: 50 });
      await rank(c, 'Director', { sideGroupSales: 500, isLeadership: true });
      const L = await agent(c, leader.id);
      const A = await agent(c, member.id, L);
      const L2 = await agent(c, leader.id, A);
      const D = await agent(c, member.id, L2);
      await sales(c, L, P, 100);
      await sales(c, A, P, 200);
      await sales(c, L2, P, 300);
      await sales(c, D, P, 400, 0, 250);
      const { lines, facts } = await computePeriod(c.ctx, P);
      const fig = (u: User) => facts.agents[facts.index.get(u.id)!];
      expect(fig(L)).to.deep.include({ gs: { amount: 200, units: 0 }, tpgs: { amount: 300, units: 0 }, sgs: { amount: 700, units: 0 }, csgs: { amount: 550, units: 0 } });
      expect(fig(A)).to.deep.include({ gs: { amount: 0, units: 0 }, sgs: { amount: 700, units: 0 } });
      expect(fig(L2)).to.deep.include({ gs: { amount: 400, units: 0 }, tpgs: { amount: 700, units: 0 }, sgs: { amount: 0, units: 0 } });
      expect(lines.map((l) => [l.type, l.beneficiaryId, l.sourceType, l.sourceId, l.amount])).to.deep.equal([['leadership', L.id, 'period', 0, 55]]);
      // The figures agree with the agent database's KPIs (kpi.ts), computed in SQL.
      const kpi = await salesKpis(c.ctx, [L.id, A.id, L2.id, D.id], P);
      for (const u of [L, A, L2, D]) {
        const k = kpi.get(u.id)!;
        expect([fig(u).ps.amount, fig(u).gs.amount, fig(u).tpgs.amount, fig(u).sgs.amount]).to.deep.equal([k.personalSales, k.groupSales, k.totalPersonalGroupSales, k.sideGroupSales]);
      }
    });
  });

  describe('maintenance', () => {
    // Tiers by maintenance: T1 1000, T2 500, T3 300. A (T1, PS 1000: met) → B (T2, PS 100: below)
    // → E (T3, PS 0: below) → C (T3, PS 300: met) → D (buyer). Override on D's line s1: C 200,
    // E 50, B 100, A 100; product commission on s2: B 20; B's line s3 of 50 was refunded in the
    // month (clawback −50): net 0, nothing to forfeit.
    async function network() {
      const c = await newCompany();
      const t1 = await tier(c, 1, { momAmount: 1000 });
      const t2 = await tier(c, 2, { momAmount: 500 });
      const t3 = await tier(c, 3, { momAmount: 300 });
      const A = await agent(c, t1.id);
      const B = await agent(c, t2.id, A);
      const E = await agent(c, t3.id, B);
      const C = await agent(c, t3.id, E);
      const D = await agent(c, t3.id, C);
      await sales(c, A, P, 1000);
      await sales(c, B, P, 100);
      await sales(c, C, P, 300);
      await sales(c, D, P, 1000);
      const s1 = 7001;
      await line(c, P, 'override', C, 200, { sourceId: s1, buyerId: D.id });
      const e = await line(c, P, 'override', E, 50, { sourceId: s1, buyerId: D.id });
      const b = await line(c, P, 'override', B, 100, { sourceId: s1, buyerId: D.id });
      await line(c, P, 'override', A, 100, { sourceId: s1, buyerId: D.id });
      const bp = await line(c, P, 'product-commission', B, 20, { sourceId: 7002, buyerId: D.id });
      await line(c, P, 'override', B, 50, { sourceId: 7003 });
      await line(c, P, 'override', B, -50, { sourceId: 7003, kind: 'clawback' });
      return { c, A, B, E, C, D, e, b, bp };
    }

    it('forfeits the override of uplines below maintenance (compression off)', async () => {
      const { c, B, E, b, e, bp } = await network();
      await closePeriod(c.ctx, P, null);
      const rows = await linesOf(c, P);
      // One line per type and upline below maintenance, its source the upline; B's refunded s3 nets to 0 and is not in it.
      expect(amounts(rows, 'override', 'forfeit')).to.deep.equal({ [`${B.id}<${B.id}`]: -100, [`${E.id}<${E.id}`]: -50 });
      expect(amounts(rows, 'product-commission', 'forfeit')).to.deep.equal({ [`${B.id}<${B.id}`]: -20 });
      expect(rows.filter((l) => l.kind === 'compression')).to.have.length(0);
      const forfeit = rows.find((l) => l.kind === 'forfeit' && l.beneficiaryId === B.id && l.type === 'override')!;
      expect(forfeit).to.include({ sourceType: 'agent', reversesId: null });
      expect(forfeit.figures).to.deep.equal({ basis: 'amount', required: 500, ps: 100, tierId: B.tierId, net: 100, sources: 1 });
      expect([b.id, e.id, bp.id].every((id) => id > 0)).to.equal(true);
      // Override net: 200 + 50 + 100 + 100 + 50 − 50 − 150 = 300; product commission 20 − 20 = 0.
      const period = await CommissionPeriod.of(c.ctx).findOne({ period: P });
      expect(JSON.parse(period!.totals!)).to.deep.equal({ override: 300, 'product-commission': 0 });
    });

    it('moves it to the next upline that met maintenance (compression on), summed per receiver and source', async () => {
      const { c, A, B, E } = await network();
      await switches(c, { commissionCompression: true });
      await closePeriod(c.ctx, P, null);
      const rows = await linesOf(c, P);
      expect(amounts(rows, 'override', 'forfeit')).to.deep.equal({ [`${B.id}<${B.id}`]: -100, [`${E.id}<${E.id}`]: -50 });
      // E's 50 skips B (below) to A; B's 100 to A: one line of 150.
      expect(amounts(rows, 'override', 'compression')).to.deep.equal({ [`${A.id}<7001`]: 150 });
      expect(amounts(rows, 'product-commission', 'compression')).to.deep.equal({ [`${A.id}<7002`]: 20 });
      const period = await CommissionPeriod.of(c.ctx).findOne({ period: P });
      expect(JSON.parse(period!.totals!)).to.deep.equal({ override: 450, 'product-commission': 20 });
    });

    it('counts units with the MOQ switch', async () => {
      const c = await newCompany();
      const t = await tier(c, 1, { momAmount: 1_000_000, momUnit: 5 });
      const up = await agent(c, t.id);
      const low = await agent(c, t.id, up);
      await sales(c, up, P, 10, 5);
      await sales(c, low, P, 10, 4);
      await line(c, P, 'override', up, 30, { sourceId: 1 });
      await line(c, P, 'override', low, 40, { sourceId: 2 });
      const amountBased = await computePeriod(c.ctx, P);
      expect(amountBased.lines.filter((l) => l.kind === 'forfeit')).to.have.length(2);
      await switches(c, { moq: true });
      const { lines } = await computePeriod(c.ctx, P);
      expect(lines.map((l) => [l.kind, l.beneficiaryId, l.amount])).to.deep.equal([['forfeit', low.id, -40]]);
    });

    it('pays no bonus to an upline below maintenance, whose rank still bounds those above', async () => {
      // Ranks by PS: R3 3 % (PS ≥ 100), R8 8 % (PS ≥ 200). Top (R8) → Mid (R3, below its tier's 150
      // maintenance: PS 120) → X (PS 1000, no higher rank… R8: its own rate does not count).
      // On X's 1000: Mid would earn 30 but is below maintenance: nothing; Top earns (8 − 3) % = 50.
      // Tiers 1 to 3 down the chain (no breakaway), each with that maintenance.
      const c = await newCompany();
      const t = [await tier(c, 1, { momAmount: 150 }), await tier(c, 2, { momAmount: 150 }), await tier(c, 3, { momAmount: 150 })];
      await rank(c, 'R3', { personalSales: 100, commission: 300 });
      await rank(c, 'R8', { personalSales: 200, commission: 800 });
      const top = await agent(c, t[0].id);
      const mid = await agent(c, t[1].id, top);
      const x = await agent(c, t[2].id, mid);
      await sales(c, top, P, 200);
      await sales(c, mid, P, 120);
      await sales(c, x, P, 1000);
      const { lines } = await computePeriod(c.ctx, P);
      const perf = lines.filter((l) => l.type === 'performance').map((l) => [l.beneficiaryId, l.sourceId, l.amount]);
      // On Mid's 120: Top 8 % = 9.6 → 10.
      expect(perf).to.deep.equal([
        [top.id, mid.id, 10],
        [top.id, x.id, 50],
      ]);
    });
  });

  describe('closing, verifying, previewing', () => {
    async function closedCompany() {
      const c = await newCompany();
      const t = await tier(c, 2, { momAmount: 100, psAmount: 500 });
      const high = await tier(c, 1, { momAmount: 100, psAmount: 5000, gsAmount: 0, tpgsAmount: 5000 });
      await rank(c, 'R5', { personalSales: 100, commission: 500, personalLevelCommission: 100 });
      const low = await tier(c, 3, { momAmount: 100 });
      const root = await agent(c, t.id);
      const child = await agent(c, low.id, root);
      await sales(c, root, P, 6000);
      await sales(c, child, P, 300);
      await line(c, P, 'override', root, 77, { sourceId: 9001 });
      return { c, t, high, low, root, child };
    }

    it('previews without writing, refuses the current month and a second close, and verifies the same hash', async () => {
      const { c, root, child } = await closedCompany();
      const hq = await login(c.host, c.hq.email);
      const before = (await linesOf(c, P)).length;
      const preview = await api(c.host).get(`/commission/periods/${P}/preview`, hq);
      expect(preview.status).to.equal(200);
      // Both hold R5. Personal level 1 %: root on 6000 = 60, child on 300 = 3; on child's 300: root 5 % = 15.
      expect(preview.body.data).to.deep.include({ lineCount: 4, closeLineCount: 3, totals: { override: 77, performance: 15, 'personal-level': 63 } });
      expect((await linesOf(c, P)).length).to.equal(before);
      expect(await CommissionAgentPeriod.of(c.ctx).resultSize()).to.equal(0);
      expect(await isClosed(c.ctx, P)).to.equal(false);

      const current = await api(c.host).post(`/commission/periods/2099-01/close`, hq);
      expect(current.status).to.equal(422);
      const thisMonth = await api(c.host).get('/commission/periods/2099-01/preview', hq);
      expect(thisMonth.status).to.equal(422);
      const bad = await api(c.host).post('/commission/periods/2026-13/close', hq);
      expect(bad.status).to.equal(422);

      const closed = await api(c.host).post(`/commission/periods/${P}/close`, hq);
      expect(closed.status).to.equal(200);
      expect(closed.body.data).to.include({ lineCount: 4, closeLineCount: 3 });
      const hash = closed.body.data.hash as string;
      expect(hash).to.match(/^[0-9a-f]{64}$/);
      const again = await api(c.host).post(`/commission/periods/${P}/close`, hq);
      expect(again.status).to.equal(409);
      expect(again.body.meta.message).to.equal('This period is already closed. A closed period never changes.');
      expect((await linesOf(c, P)).length).to.equal(4);
      expect(await isClosed(c.ctx, P)).to.equal(true);
      const closedPreview = await api(c.host).get(`/commission/periods/${P}/preview`, hq);
      expect(closedPreview.status).to.equal(409);

      const verify = await api(c.host).get(`/commission/periods/${P}/verify`, hq);
      expect(verify.body.data).to.deep.equal({ period: P, hash, stored: hash, same: true });
      const list = await api(c.host).get('/commission/periods', hq);
      expect(list.body.data[0]).to.include({ period: P, status: 'closed', lineCount: 4, hash, closedBy: 'Head Office', runBy: 'Head Office' });

      // An agent can neither read nor close periods.
      const agentToken = tokenOf(c, (await User.of(c.ctx).findById(child.id))!);
      expect((await api(c.host).get('/commission/periods', agentToken)).status).to.equal(403);
      expect((await api(c.host).post(`/commission/periods/${P}/close`, agentToken)).status).to.equal(403);
      expect(root.id).to.be.a('number');
    });

    it('hashes a pair of more lines than one page read, across beneficiaries and source types, as the field-by-field hash', async () => {
      const { c, root, child } = await closedCompany();
      // 23,457 override earn lines (pages of 10,000 end inside a beneficiary and a source type).
      const rows = Array.from({ length: 23_456 }, (_, i) => [
        c.id,
        P,
        'override',
        'earn',
        i % 3 ? root.id : child.id,
        i % 5 ? 'order_item' : 'agent',
        10_000 + i,
        i % 2 ? i : -i,
        1,
        'test',
        '{}',
        nowDb(),
      ]);
      await insertMany(
        platform().db,
        'commission_lines',
        ['company_id', 'period', 'type', 'kind', 'beneficiary_id', 'source_type', 'source_id', 'amount', 'payable', 'rule', 'figures', 'created_at'],
        rows,
      );
      const result = await closePeriod(c.ctx, P, c.hq.id);
      const snapshot = await linesOf(c, P);
      expect(result.lineCount).to.equal(snapshot.length).and.to.be.above(23_457);
      expect(result.hash).to.equal(hashLines(snapshot));
      expect(result.totals.override).to.equal(snapshot.filter((l) => l.type === 'override').reduce((sum, l) => sum + l.amount, 0));
      expect((await verifyPeriod(c.ctx, P)).same).to.equal(true);
    });

    it('forfeits in one line what an upline below maintenance earned on more sales than one page of nets, clawbacks netted', async () => {
      const { c, t, root } = await closedCompany();
      const low = await agent(c, t.id, root); // no sales: below maintenance
      const after = await agent(c, t.id, root); // a later upline below maintenance, in the same chunk
      const columns = ['company_id', 'period', 'type', 'kind', 'beneficiary_id', 'source_type', 'source_id', 'amount', 'payable', 'rule', 'figures', 'created_at'];
      const earn = Array.from({ length: 23_456 }, (_, i) => [c.id, P, 'override', 'earn', low.id, i % 5 ? 'order_item' : 'agent', 20_000 + i, 10 + (i % 7), 1, 'test', '{}', nowDb()]);
      // Sources 20,000–20,009 clawed back whole this month, 20,010 half in a later month before the close.
      const clawed = Array.from({ length: 10 }, (_, i) => [c.id, P, 'override', 'clawback', low.id, i % 5 ? 'order_item' : 'agent', 20_000 + i, -(10 + (i % 7)), 1, 'test', '{}', nowDb()]);
      clawed.push([c.id, '2026-02', 'override', 'clawback', low.id, 'agent', 20_010, -5, 1, 'test', '{}', nowDb()]);
      await insertMany(platform().db, 'commission_lines', columns, [...earn, ...clawed, [c.id, P, 'override', 'earn', after.id, 'order_item', 1, 30, 1, 'test', '{}', nowDb()]]);
      const net = earn.reduce((sum, r) => sum + Number(r[7]), 0) + clawed.reduce((sum, r) => sum + Number(r[7]), 0);
      const result = await closePeriod(c.ctx, P, c.hq.id);
      const rows = await linesOf(c, P);
      const mine = rows.filter((l) => l.kind === 'forfeit' && l.type === 'override');
      expect(mine.map((l) => [l.beneficiaryId, l.amount, l.figures.sources])).to.deep.equal([
        [low.id, -net, 23_446],
        [after.id, -30, 1],
      ]);
      expect(result.hash).to.equal(hashLines(rows));
      expect((await verifyPeriod(c.ctx, P)).same).to.equal(true);
    });

    it('a refund and a promotion after the close change neither the closed lines nor the hash', async () => {
      const { c, root, child, high } = await closedCompany();
      const result = await closePeriod(c.ctx, P, c.hq.id);
      const snapshot = await linesOf(c, P);
      // The stored hash is that of every line the period holds.
      expect(hashLines(snapshot)).to.equal(result.hash);
      expect(snapshot).to.have.length(result.lineCount);
      // After the close: the refund's clawback and sales go to the current month (the engine's
      // job), both agents move to the higher tier, another agent joins.
      const now = '2099-02';
      await line(c, now, 'override', root, -77, { sourceId: 9001, kind: 'clawback' });
      await line(c, now, 'performance', root, -15, { kind: 'clawback' });
      await sales(c, child, now, -300);
      await User.of(c.ctx).findById(root.id).patch({ tierId: high.id });
      await User.of(c.ctx).findById(child.id).patch({ tierId: high.id });
      await agent(c, null, child);
      expect(await linesOf(c, P)).to.deep.equal(snapshot);
      const verify = await verifyPeriod(c.ctx, P);
      expect(verify).to.deep.equal({ period: P, hash: result.hash, stored: result.hash, same: true });
      const row = await CommissionPeriod.of(c.ctx).findOne({ period: P });
      expect(row!.hash).to.equal(result.hash);
      expect(await closePeriod(c.ctx, P, null).catch((e: { status: number }) => e.status)).to.equal(409);
    });

    it('records eligibility for the highest tier met, and promotes automatically when switched on', async () => {
      const { c, t, high, low, root, child } = await closedCompany();
      await switches(c, { autoPromotion: true });
      // root meets `high` (PS 6000 ≥ 5000, TPGS 6300 ≥ 5000) and is a root: promoted; child meets
      // nothing higher (PS 300 < 500 of `t` and < 5000).
      const result = await closePeriod(c.ctx, P, c.hq.id);
      expect(result).to.include({ eligible: 1, promoted: 1 });
      const rows = await PromotionEligibility.of(c.ctx);
      expect(rows.map((r) => [r.agentId, r.fromTierId, r.toTierId, r.status])).to.deep.equal([[root.id, t.id, high.id, 'promoted']]);
      expect((await User.of(c.ctx).findById(root.id))!.tierId).to.equal(high.id);
      // The close saw the tier held before the promotion; verify still agrees.
      expect((await verifyPeriod(c.ctx, P)).same).to.equal(true);
      expect((await User.of(c.ctx).findById(child.id))!.tierId).to.equal(low.id);
    });

    it('an automatic promotion refused by the upline rule leaves the agent eligible and the close goes on', async () => {
      const c = await newCompany();
      const t = await tier(c, 2, { momAmount: 100, psAmount: 500 });
      const low = await tier(c, 3, { momAmount: 100 });
      const root = await agent(c, t.id);
      const child = await agent(c, low.id, root);
      await sales(c, root, P, 400);
      await sales(c, child, P, 600);
      await switches(c, { autoPromotion: true });
      // child meets `t`, its upline's own level: the promotion asks for a new upline, the close names none.
      const result = await closePeriod(c.ctx, P, c.hq.id);
      expect(result).to.include({ eligible: 1, promoted: 0 });
      const rows = await PromotionEligibility.of(c.ctx);
      expect(rows.map((r) => [r.agentId, r.toTierId, r.status])).to.deep.equal([[child.id, t.id, 'eligible']]);
      expect((await User.of(c.ctx).findById(child.id))!.tierId).to.equal(low.id);
      expect(await isClosed(c.ctx, P)).to.equal(true);
    });

    it('any other error of an automatic promotion, a 4xx included, ends the close and nothing of it stays', async () => {
      const { c, t, root } = await closedCompany();
      await switches(c, { autoPromotion: true });
      // The promotion's history row fails after the agent's tier was changed in the same transaction.
      const restore = failQueries(
        (q) => /^insert into [`"]agent_level_changes[`"]/i.test(q.sql),
        () => new ConflictError(),
      );
      let error: unknown = null;
      try {
        await closePeriod(c.ctx, P, c.hq.id);
      } catch (err) {
        error = err;
      } finally {
        restore();
      }
      expect(error).to.be.instanceOf(ConflictError);
      expect((await User.of(c.ctx).findById(root.id))!.tierId).to.equal(t.id);
      expect(await isClosed(c.ctx, P)).to.equal(false);
      expect(await PromotionEligibility.of(c.ctx).resultSize()).to.equal(0);
      expect(await CommissionAgentPeriod.of(c.ctx).resultSize()).to.equal(0);
    });

    it('lists eligible agents, dismisses one, and marks one promoted through the promotion', async () => {
      const c = await newCompany();
      const low = await tier(c, 3, { psAmount: 100 });
      const mid = await tier(c, 2, { psAmount: 1000 });
      const top = await tier(c, 1, { psAmount: 5000 });
      const boss = await agent(c, top.id);
      const a = await agent(c, low.id, boss);
      const b = await agent(c, low.id, boss);
      await sales(c, a, P, 1200);
      await sales(c, b, P, 1500);
      await closePeriod(c.ctx, P, null);
      const hq = await login(c.host, c.hq.email);
      const list = await api(c.host).get('/promote-demote/eligible', hq);
      expect(list.status).to.equal(200);
      const items = list.body.data as { id: number; agentId: number; toTier: { id: number }; figures: { ps: { amount: number } } }[];
      expect(items.map((i) => [i.agentId, i.toTier.id, i.figures.ps.amount]).sort()).to.deep.equal(
        [
          [a.id, mid.id, 1200],
          [b.id, mid.id, 1500],
        ].sort(),
      );
      const ofA = items.find((i) => i.agentId === a.id)!;
      const ofB = items.find((i) => i.agentId === b.id)!;
      expect((await api(c.host).post(`/promote-demote/eligible/${ofA.id}/dismiss`, hq)).status).to.equal(200);
      expect((await api(c.host).post(`/promote-demote/eligible/${ofA.id}/dismiss`, hq)).status).to.equal(409);
      expect((await api(c.host).post('/promote-demote/eligible/999999999/dismiss', hq)).status).to.equal(404);
      const promote = await api(c.host).post('/promote-demote/store', hq).send({ id: b.id, type: 'promote', tierId: mid.id });
      expect(promote.status).to.equal(200);
      const after = await PromotionEligibility.of(c.ctx).orderBy('id');
      expect(after.map((r) => [r.id, r.status])).to.deep.equal([
        [Math.min(ofA.id, ofB.id), ofA.id < ofB.id ? 'dismissed' : 'promoted'],
        [Math.max(ofA.id, ofB.id), ofA.id < ofB.id ? 'promoted' : 'dismissed'],
      ]);
      expect((await api(c.host).get('/promote-demote/eligible', hq)).body.data).to.have.length(0);
    });
  });

  it('closes a company of more agents and lines than one insert holds', async () => {
    // 1,200 agents in one chain, each buying 100 (commissionable), a 1 % rank for all: 1,199
    // performance lines, 1,200 personal-level lines and 1,200 agents' figures, written in batches.
    // No tier: nobody breaks away, every upline's group holds the whole chain below it.
    const c = await newCompany();
    await rank(c, 'All', { commission: 100, personalLevelCommission: 100 });
    const db = platform().db;
    // Ids after every company's users: the test writes its agents with their ids.
    const { max } = (await withoutTenantCheck('the next free user id is global', async () => db('users').max({ max: 'id' }).first())) as { max: number };
    const base = Number(max) + 1;
    const now = nowDb();
    for (let i = 0; i < 1200; i += 300) {
      const ids = Array.from({ length: 300 }, (_, j) => base + i + j);
      await db('users').insert(
        ids.map((id) => ({
          id,
          companyId: c.id,
          role: 'agent',
          email: `p${id}@${c.host}`,
          status: 'active',
          tokenVersion: 0,
          firstName: 'P',
          lastName: 'P',
          uplineId: id === base ? null : id - 1,
          tierId: null,
          createdAt: now,
          updatedAt: now,
        })),
      );
      await db('agent_period_sales').insert(
        ids.map((id) => ({ companyId: c.id, agentId: id, period: P, psAmount: 100, psUnits: 1, csAmount: 100, csUnits: 1, orders: 1, createdAt: now, updatedAt: now })),
      );
    }
    const result = await closePeriod(c.ctx, P, null);
    expect(result).to.include({ closeLineCount: 2399, lineCount: 2399 });
    expect(result.totals).to.deep.equal({ performance: 1199, 'personal-level': 1200 });
    expect(await CommissionAgentPeriod.of(c.ctx).where({ period: P }).resultSize()).to.equal(1200);
    expect((await verifyPeriod(c.ctx, P)).same).to.equal(true);
  });

  describe('the closing job', () => {
    it('closes the previous month once, after the configured day and hour (Kuala Lumpur)', async () => {
      const c = await newCompany();
      await switches(c, { commissionCloseDay: 5, commissionCloseHour: 2 });
      const t = await tier(c, 1, { momAmount: 0 });
      await rank(c, 'R', { commission: 100, personalLevelCommission: 100 });
      const a = await agent(c, t.id);
      await sales(c, a, '2026-02', 1000);
      // 2026-03-05 01:00 in Kuala Lumpur (UTC+8): not yet.
      expect(await closeDuePeriods(new Date('2026-03-04T17:00:00Z'), c.id)).to.deep.equal([]);
      expect(await isClosed(c.ctx, '2026-02')).to.equal(false);
      // 02:30: closes February, by the system.
      expect(await closeDuePeriods(new Date('2026-03-04T18:30:00Z'), c.id)).to.deep.equal([`${c.id}:2026-02`]);
      const row = await CommissionPeriod.of(c.ctx).findOne({ period: '2026-02' });
      expect(row).to.include({ status: 'closed', runBy: null, closedBy: null, lineCount: 1 });
      // Later runs leave it alone.
      expect(await closeDuePeriods(new Date('2026-03-20T00:00:00Z'), c.id)).to.deep.equal([]);
      expect((await linesOf(c, '2026-02')).length).to.equal(1);
    });
  });

  describe('properties over random networks', () => {
    // A network of up to 40 agents (each under a random earlier one or a root), up to 3 tier ranks
    // (some agents without a tier), up to 4 ranks, random sales and maintenance.
    const network = fc.record({
      parents: fc.array(fc.integer({ min: -1, max: 1000 }), { minLength: 1, maxLength: 40 }),
      tierOf: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 40, maxLength: 40 }),
      sales: fc.array(fc.record({ ps: fc.integer({ min: 0, max: 5000 }), cs: fc.integer({ min: 0, max: 5000 }) }), { minLength: 40, maxLength: 40 }),
      ranks: fc.array(fc.record({ ps: fc.integer({ min: 0, max: 3000 }), tpgs: fc.integer({ min: 0, max: 20000 }), rate: fc.integer({ min: 0, max: 3000 }) }), { minLength: 1, maxLength: 4 }),
      mom: fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 3, maxLength: 3 }),
    });

    type Network = typeof network extends fc.Arbitrary<infer T> ? T : never;

    function build(n: Network) {
      const tiers = new Map<number, TierRow>(
        [1, 2, 3].map((r) => [
          r,
          { id: r, levelName: `T${r}`, rankNumber: r, momUnit: 0, momAmount: n.mom[r - 1], psUnit: 0, psAmount: 0, gsUnit: 0, gsAmount: 0, tpgsUnit: 0, tpgsAmount: 0, leadership: 0 },
        ]),
      );
      const ranks: RankRow[] = n.ranks
        .map((r, i) => ({
          id: i + 1,
          commissionName: `R${i}`,
          personalSales: r.ps,
          totalPersonalGroupSales: r.tpgs,
          sideGroupSales: 0,
          commission: r.rate,
          personalLevelCommission: 0,
          isLeadership: false,
        }))
        .sort((a, b) => a.totalPersonalGroupSales - b.totalPersonalGroupSales || a.personalSales - b.personalSales || a.id - b.id);
      const people = n.parents.map((p, i) => ({ id: i + 1, uplineId: p < 0 || i === 0 ? null : (p % i) + 1, tierId: n.tierOf[i] || null }));
      const sales = n.parents.map((_, i) => ({ agentId: i + 1, psAmount: n.sales[i].ps, psUnits: 0, csAmount: Math.min(n.sales[i].cs, n.sales[i].ps), csUnits: 0 }));
      return computeFigures(P, { moq: false, compression: false, autoPromotion: false }, tiers, ranks, people, sales);
    }

    it('performance paid on any sale never exceeds the top rank rate × cps, and equals a walk up the chain', () => {
      fc.assert(
        fc.property(network, (n) => {
          const facts = build(n);
          const rate = (id: number | null) => (id === null ? 0 : facts.ranks.find((r) => r.id === id)!.commission);
          const top = Math.max(0, ...facts.ranks.map((r) => r.commission));
          const lines = bonusLines(facts).filter((l) => l.type === 'performance');
          for (const X of facts.agents) {
            const own = lines.filter((l) => l.sourceId === X.agentId);
            const paid = own.reduce((s, l) => s + l.amount, 0);
            expect(paid).to.be.at.most(Math.floor((top * X.cps.amount + 5000) / 10000));
            // Reference: walk the uplines nearest first with the highest rate seen strictly between;
            // A is paid only when its group holds X: no tiered agent from X up to below A has a tier
            // at least as high as A's (tier ids here are their rank numbers, 1 the highest).
            const expected: [number, number][] = [];
            let highest = 0;
            let highestTier = X.tierId ?? Infinity;
            let up = X.uplineId;
            const round = (v: number) => Math.floor((2 * v + 10000) / 20000);
            while (up !== null && X.cps.amount > 0) {
              const A = facts.agents[facts.index.get(up)!];
              const r = rate(A.rankId);
              const inGroup = highestTier > (A.tierId ?? Infinity) || (A.tierId === null && highestTier === Infinity);
              if (r > highest) {
                const amount = round(r * X.cps.amount) - round(highest * X.cps.amount);
                if (A.maintenanceMet && amount && inGroup) expected.push([A.agentId, amount]);
                highest = r;
              }
              highestTier = Math.min(highestTier, A.tierId ?? Infinity);
              up = A.uplineId;
            }
            expect(own.map((l) => [l.beneficiaryId, l.amount]).sort()).to.deep.equal(expected.sort());
          }
        }),
        { numRuns: 300 },
      );
    });

    it('the hash is SHA-256 of the lines (unique by identity) sorted field by field, as docs/compensation.md spells it', () => {
      const types = ['performance', 'personal-level', 'override', 'product-commission'];
      const lineArb = fc.record({
        type: fc.constantFrom(...types),
        kind: fc.constantFrom('earn', 'clawback', 'forfeit'),
        beneficiaryId: fc.integer({ min: 1, max: 200 }),
        sourceType: fc.constantFrom('agent', 'order_item', 'period'),
        sourceId: fc.integer({ min: 0, max: 100_000 }),
        amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      });
      fc.assert(
        fc.property(fc.uniqueArray(lineArb, { maxLength: 60, selector: (l) => `${l.type}|${l.kind}|${l.beneficiaryId}|${l.sourceType}|${l.sourceId}` }), (lines) => {
          const by = (a: (typeof lines)[number], b: (typeof lines)[number]) =>
            (a.type < b.type ? -1 : a.type > b.type ? 1 : 0) ||
            (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
            a.beneficiaryId - b.beneficiaryId ||
            (a.sourceType < b.sourceType ? -1 : a.sourceType > b.sourceType ? 1 : 0) ||
            a.sourceId - b.sourceId;
          const text = [...lines]
            .sort(by)
            .map((l) => `${l.type}|${l.kind}|${l.beneficiaryId}|${l.sourceType}|${l.sourceId}|${l.amount}`)
            .join('\n');
          expect(hashLines(lines)).to.equal(createHash('sha256').update(text).digest('hex'));
        }),
        { numRuns: 300 },
      );
    });

    it('the figures equal the agent database KPIs (kpi.ts, in SQL) on random networks', async () => {
      await fc.assert(
        fc.asyncProperty(network, async (n) => {
          const c = await newCompany();
          const tiers = [await tier(c, 1), await tier(c, 2), await tier(c, 3)];
          const users: User[] = [];
          for (let i = 0; i < n.parents.length; i++) {
            const p = n.parents[i];
            users.push(await agent(c, n.tierOf[i] ? tiers[n.tierOf[i] - 1].id : null, p < 0 || i === 0 ? null : users[p % i]));
            if (n.sales[i].ps) await sales(c, users[i], P, n.sales[i].ps, 0, Math.min(n.sales[i].cs, n.sales[i].ps));
          }
          const facts = await loadFigures(c.ctx, P, false);
          const kpi = await salesKpis(
            c.ctx,
            users.map((u) => u.id),
            P,
          );
          for (const u of users) {
            const f = facts.agents[facts.index.get(u.id)!];
            const k = kpi.get(u.id)!;
            expect([f.ps.amount, f.gs.amount, f.tpgs.amount, f.sgs.amount]).to.deep.equal([k.personalSales, k.groupSales, k.totalPersonalGroupSales, k.sideGroupSales]);
          }
        }),
        { numRuns: 8 },
      );
    });
  });
});
