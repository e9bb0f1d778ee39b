import { expect } from 'chai';
import { api, newUser } from '../harness';
import { tokenOf } from '../orders/factories';
import { hqCtx, paidOrder, plan, type Plan } from '../commissions/factories';
import { User } from '../../server/modules/users/models';
import { CommissionRank } from '../../server/modules/tiers/models';
import { CommissionLine } from '../../server/modules/commissions/models';
import { cancel } from '../../server/modules/orders/lifecycle';
import { closePeriod } from '../../server/modules/commissions/period';
import { groupOwners, RankingScore, rebuildScores, SCORE_COLUMNS } from '../../server/modules/ranking/scores';
import { rankingTuning } from '../../server/modules/ranking/reads';
import { businessTime, clock } from '../../server/platform/time';
import { periodOfKind } from '../../common/ranking';
import type { LeaderboardView, RankingEntry, TopPerformerView } from '../../common/ranking';

/**
 * The plan of test/commissions/factories.ts: A (Master Stockist, rank 1) → B (Stockist, 2) → C
 * (Dealer, 3) → D (Agent, 4), plus E, a Dealer under C (a breakaway from C: same rank). Each is
 * registered under its upline. Serum at RM 100 / 80 / 70 / 60 (Agent / Dealer / Stockist /
 * Master), RM 2 product commission and RM 1 introducer bonus a unit. Sales, all from HQ:
 * - D buys 2 serums (RM 200): PS D 20000; its group's owners C, B, A (each ranks higher than all
 *   below it). Lines: override C (100−80)×2 = 4000, B (80−70)×2 = 2000, A (70−60)×2 = 2000;
 *   product commission C 400, introducer C 200.
 * - C buys 1 serum (RM 80): PS C 8000; owners B, A. Override B 1000, A 1000; product commission
 *   B 200, introducer B 100.
 * - E buys 1 serum (RM 80, the Dealer price): PS E 8000; owners B, A (not C: E ranks as high as
 *   C). Override B 1000, A 1000 (C's price is E's); product commission C 200, introducer C 100.
 * Figures: PS D 20000, C 8000, E 8000. GS C 20000, B 36000, A 36000. TPGS A 36000, B 36000,
 * C 28000, D 20000, E 8000. Commission C 4900, B 4300, A 4000. Team A 4, B 3, C 2.
 * Recruits C 2, A 1, B 1.
 */
async function scenario() {
  const p = await plan();
  const E = await p.agent(p.C.id, p.tiers.dealer.id, { firstName: 'Eve', lastName: 'Breakaway' });
  const dOrder = await paidOrder(p, p.D, [{ product: p.serum, quantity: 2, unitPrice: 10000 }]);
  await paidOrder(p, p.C, [{ product: p.serum, quantity: 1, unitPrice: 8000 }]);
  await paidOrder(p, E, [{ product: p.serum, quantity: 1, unitPrice: 8000 }]);
  const hq = tokenOf(p.c, (await User.of(p.c.ctx).findById(p.c.hq.id))!);
  const tok = (u: User) => tokenOf(p.c, u);
  return { ...p, E, dOrder, hq, tok, http: api(p.c.host) };
}

const month = () => businessTime().format('YYYY-MM');
const names = (p: Plan & { E: User }) => new Map([p.A, p.B, p.C, p.D, p.E].map((u, i) => [u.id, 'ABCDE'[i]]));
/** A board as "letter:value" in order. */
const board = (p: Plan & { E: User }, top: RankingEntry[]) => top.map((e) => `${names(p).get(e.agentId!)}:${e.value}`);

/** The company's rows with any figure, as comparable text. */
async function rowsOf(companyId: number): Promise<string[]> {
  const rows = await RankingScore.of({ companyId }).orderBy(['periodKey', 'agentId']);
  return rows.filter((r) => SCORE_COLUMNS.some((c) => Number(r[c]) !== 0)).map((r) => [r.periodKey, r.agentId, ...SCORE_COLUMNS.map((c) => Number(r[c]))].join(' '));
}

describe('ranking: score ranking', function () {
  this.timeout(120_000);
  afterEach(() => clock.reset());

  it('groupOwners: the uplines whose group holds a sale, breakaways and agents without a tier', () => {
    const chain = (...ranks: (number | null)[]) => ranks.map((rank, id) => ({ id, rank }));
    expect(groupOwners(chain(4, 3, 2, 1))).to.deep.equal([1, 2, 3]);
    // The second 3 does not rank above the first; the first 2 does, the second 2 not; the 1 holds all.
    expect(groupOwners(chain(3, 3, 2, 2, 1))).to.deep.equal([2, 4]);
    // No tier: never breaks away; an upline without a tier holds only sales with no tier between.
    expect(groupOwners(chain(null, null, 2, null, 1))).to.deep.equal([1, 2, 4]);
    expect(groupOwners(chain(1, 1, 1))).to.deep.equal([]);
  });

  it('HQ: the top 10 of every metric for the month, quarter and year, hand-computed', async () => {
    const s = await scenario();
    const get = async (metric: string, period = month()) => {
      const res = await s.http.get(`/scoreranking/score-ranking-${metric}?period=${period}`, s.hq);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return res.body.data as LeaderboardView;
    };
    expect(board(s, (await get('ps')).top)).to.deep.equal(['D:20000', 'C:8000', 'E:8000']);
    expect(board(s, (await get('gs')).top)).to.deep.equal(['A:36000', 'B:36000', 'C:20000']);
    // Ties go to the agent registered first (A before B).
    expect(board(s, (await get('tpgs')).top)).to.deep.equal(['A:36000', 'B:36000', 'C:28000', 'D:20000', 'E:8000']);
    expect(board(s, (await get('commission')).top)).to.deep.equal(['C:4900', 'B:4300', 'A:4000']);
    expect(board(s, (await get('team')).top)).to.deep.equal(['A:4', 'B:3', 'C:2']);
    expect(board(s, (await get('recruitment')).top)).to.deep.equal(['C:2', 'A:1', 'B:1']);
    const tpgs = await get('tpgs');
    expect(tpgs).to.include({ metric: 'tpgs', period: month(), currency: 'MYR', me: null });
    expect(tpgs.top[0]).to.deep.equal({ position: 1, name: `${s.A.firstName} ${s.A.lastName}`, value: 36000, isMe: false, agentId: s.A.id, username: null, tierName: 'Master Stockist' });
    for (const kind of ['quarter', 'year'] as const) {
      expect(board(s, (await get('tpgs', periodOfKind(kind, month()))).top)).to.deep.equal(['A:36000', 'B:36000', 'C:28000', 'D:20000', 'E:8000']);
    }
    const last = businessTime().subtract(1, 'month').format('YYYY-MM');
    expect((await get('ps', last)).top).to.deep.equal([]);

    // Filters: a tier, a state — read from the few agents they keep, and along the index (fewAgents 0).
    await User.of(s.c.ctx).findById(s.E.id).patch({ state: 'Selangor' });
    for (const few of [5000, 0]) {
      rankingTuning.fewAgents = few;
      const dealers = await s.http.get(`/scoreranking/score-ranking-tpgs?tierId=${s.tiers.dealer.id}`, s.hq);
      expect(board(s, dealers.body.data.top), `fewAgents ${few}`).to.deep.equal(['C:28000', 'E:8000']);
      const selangor = await s.http.get('/scoreranking/score-ranking-tpgs?state=Selangor', s.hq);
      expect(board(s, selangor.body.data.top), `fewAgents ${few}`).to.deep.equal(['E:8000']);
      expect(board(s, (await s.http.get('/scoreranking/score-ranking-ps?state=Johor', s.hq)).body.data.top)).to.deep.equal([]);
    }
    rankingTuning.fewAgents = 5000;

    // Top performers: 3 of each metric by default, up to 10.
    const tp = await s.http.get('/scoreranking/top-performer', s.hq);
    expect(tp.status).to.equal(200);
    const view = tp.body.data as TopPerformerView;
    expect(view.limit).to.equal(3);
    expect(board(s, view.leaders.tpgs)).to.deep.equal(['A:36000', 'B:36000', 'C:28000']);
    expect(board(s, view.leaders.recruitment)).to.deep.equal(['C:2', 'A:1', 'B:1']);
    expect(Object.keys(view.leaders)).to.deep.equal(['ps', 'gs', 'tpgs', 'team', 'commission', 'recruitment']);
    const one = await s.http.get('/scoreranking/top-performer?limit=1&period=' + periodOfKind('year', month()), s.hq);
    expect(board(s, one.body.data.leaders.ps)).to.deep.equal(['D:20000']);
    expect((await s.http.get('/scoreranking/top-performer?limit=11', s.hq)).status).to.equal(422);
  });

  it('an agent sees names only and its own position, even outside the top', async () => {
    const s = await scenario();
    const res = await s.http.get('/scoreranking/score-ranking-tpgs', s.tok(s.E));
    expect(res.status).to.equal(200);
    const view = res.body.data as LeaderboardView;
    expect(view.me).to.deep.equal({ position: 5, value: 8000 });
    expect(view.top.map((e) => e.name)).to.deep.equal([s.A, s.B, s.C, s.D, s.E].map((u) => `${u.firstName} ${u.lastName}`));
    expect(view.top[4]).to.deep.equal({ position: 5, name: 'Eve Breakaway', value: 8000, isMe: true });
    for (const e of view.top) expect(Object.keys(e).sort()).to.deep.equal(['isMe', 'name', 'position', 'value']);
    // Nothing ranked: no position.
    const none = await s.http.get('/scoreranking/score-ranking-recruitment', s.tok(s.E));
    expect(none.body.data.me).to.deep.equal({ position: null, value: 0 });
    // Filters are for HQ and staff.
    const filtered = await s.http.get(`/scoreranking/score-ranking-ps?tierId=${s.tiers.dealer.id}`, s.tok(s.E));
    expect(filtered.status).to.equal(403);
    expect(filtered.body.meta.message)
      .to.be.a('string')
      .and.not.match(/^auth\./);
  });

  it('bad input is refused with a translated 422; who may read; company B never appears', async () => {
    const s = await scenario();
    for (const bad of ['2026-13', '2026-Q5', '26', '2026-11-01', "2026' OR 1"]) {
      const res = await s.http.get(`/scoreranking/score-ranking-ps?period=${encodeURIComponent(bad)}`, s.hq).set('Accept-Language', 'ms');
      expect(res.status, bad).to.equal(422);
      expect(res.body.meta.errors).to.have.property('period');
    }
    expect((await s.http.get('/scoreranking/score-ranking-ps')).status).to.equal(401);
    const staff = await newUser(s.c, { role: 'staff', permissions: [] });
    expect((await s.http.get('/scoreranking/score-ranking-ps', tokenOf(s.c, staff))).status).to.equal(200);

    // Company B: its own network and sales, bigger than A's; never on A's boards, nor A's on B's.
    const other = await plan();
    await paidOrder(other, other.D, [{ product: other.serum, quantity: 9, unitPrice: 10000 }]);
    const a = await s.http.get('/scoreranking/score-ranking-ps', s.hq);
    expect(a.body.data.top.map((e: RankingEntry) => e.agentId)).to.deep.equal([s.D.id, s.C.id, s.E.id]);
    const b = await api(other.c.host).get('/scoreranking/score-ranking-ps', tokenOf(other.c, (await User.of(other.c.ctx).findById(other.c.hq.id))!));
    expect(b.body.data.top.map((e: RankingEntry) => e.agentId)).to.deep.equal([other.D.id]);
    // A token of company A on company B's host is refused.
    expect((await api(other.c.host).get('/scoreranking/score-ranking-ps', s.hq)).status).to.equal(401);
  });

  it('a cancellation after payment takes the sale and its commissions off in the month it happens', async () => {
    const s = await scenario();
    await cancel(hqCtx(s), [s.dOrder.id], null);
    const get = async (metric: string) => (await s.http.get(`/scoreranking/score-ranking-${metric}`, s.hq)).body.data.top as RankingEntry[];
    expect(board(s, await get('ps'))).to.deep.equal(['C:8000', 'E:8000']);
    expect(board(s, await get('tpgs'))).to.deep.equal(['A:16000', 'B:16000', 'C:8000', 'E:8000']);
    expect(board(s, await get('commission'))).to.deep.equal(['B:2300', 'A:2000', 'C:300']);
    const me = await s.http.get('/scoreranking/score-ranking-ps', s.tok(s.D));
    expect(me.body.data.me).to.deep.equal({ position: null, value: 0 });
  });

  it('next month counts on its own, in the same quarter and year; the close adds its lines; the rebuild equals the kept table', async () => {
    const s = await scenario();
    const november = month();
    const before = await rowsOf(s.c.id);
    expect(await rebuildScores(s.c.ctx)).to.be.greaterThan(0);
    expect(await rowsOf(s.c.id)).to.deep.equal(before);

    clock.advance(31 * 24 * 3600 * 1000);
    const december = month();
    await paidOrder(s, s.E, [{ product: s.serum, quantity: 2, unitPrice: 8000 }]);
    // A rank every agent holds: the close writes performance and personal-level lines into November.
    await CommissionRank.of(s.c.ctx).insert({
      commissionName: 'Bronze',
      personalSales: 0,
      totalPersonalGroupSales: 0,
      sideGroupSales: 0,
      commission: 1000,
      personalLevelCommission: 500,
      isLeadership: false,
    });
    await closePeriod(s.c.ctx, november, s.c.hq.id);
    const hq = tokenOf(s.c, (await User.of(s.c.ctx).findById(s.c.hq.id))!);
    const closeLines = await CommissionLine.of(s.c.ctx).where({ period: november }).whereIn('type', ['performance', 'personal-level']);
    expect(closeLines.length).to.be.greaterThan(0);
    const earned = new Map<number, number>();
    for (const l of await CommissionLine.of(s.c.ctx).where({ period: november, payable: true })) earned.set(l.beneficiaryId, (earned.get(l.beneficiaryId) ?? 0) + Number(l.amount));
    const commission = (await s.http.get(`/scoreranking/score-ranking-commission?period=${november}`, hq)).body.data.top as RankingEntry[];
    expect(commission.map((e) => [e.agentId, e.value])).to.have.deep.members([...earned].filter(([, v]) => v > 0));
    expect(commission.find((e) => e.agentId === s.C.id)!.value).to.be.greaterThan(4900);
    const ps = async (period: string) => board(s, (await s.http.get(`/scoreranking/score-ranking-ps?period=${period}`, hq)).body.data.top);
    expect(await ps(december)).to.deep.equal(['E:16000']);
    expect(await ps(november)).to.deep.equal(['D:20000', 'C:8000', 'E:8000']);
    if (periodOfKind('year', november) === periodOfKind('year', december)) {
      expect(await ps(periodOfKind('year', december))).to.deep.equal(['E:24000', 'D:20000', 'C:8000']);
    }
    await cancel(hqCtx(s), [s.dOrder.id], null);
    const kept = await rowsOf(s.c.id);
    await rebuildScores(s.c.ctx);
    expect(await rowsOf(s.c.id)).to.deep.equal(kept);
  });
});
