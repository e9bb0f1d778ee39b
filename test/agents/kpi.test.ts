import { expect } from 'chai';
import { api, login, newCompany, newTier, type TestCompany } from '../harness';
import { AgentPeriodSales } from '../../server/modules/orders/models';
import { Tier } from '../../server/modules/tiers/models';
import type { User } from '../../server/modules/users/models';
import { currentPeriod, kpiTuning, salesKpis, type SalesKpi } from '../../server/modules/agents/kpi';
import { buyer, pickupOrder, setFeatures, shop, tokenOf } from '../orders/factories';
import { quickAgent } from './helpers';

/**
 * Tiers Gold (rank 1), Silver (2), Bronze (3); "-" is no tier. The network:
 *   R Gold ─┬─ A Silver ─┬─ B Bronze ── C -
 *           │            ├─ E Silver ─┬─ F Bronze          (E: breakaway of A, equal rank)
 *           │            │            └─ G Silver ── H Bronze (G: a leader below a breakaway leader)
 *           │            └─ K Gold ── M Bronze              (K: breakaway of A and of R, higher rank)
 *           └─ N - ─┬─ N1 Bronze ── N2 -                    (under an agent without a tier every tier breaks away)
 *                   └─ N3 -
 * Personal sales of October 2026 are powers of two, so that every sum shows who is in it;
 * C's is a clawback (−8).
 */
const PS = { R: 1, A: 2, B: 4, C: -8, E: 16, F: 32, G: 64, H: 128, K: 256, M: 512, N: 1024, N1: 2048, N2: 4096, N3: 8192 };
type Name = keyof typeof PS;
const PERIOD = '2026-10';

async function network() {
  const c = await newCompany();
  const gold = await newTier(c, 1, 'Gold');
  const silver = await newTier(c, 2, 'Silver');
  const bronze = await newTier(c, 3, 'Bronze');
  const a: Record<string, User> = {};
  const add = async (name: Name, upline: Name | null, tier: Tier | null) => {
    a[name] = await quickAgent(c, upline ? a[upline].id : null, { tierId: tier?.id ?? null, firstName: name });
  };
  await add('R', null, gold);
  await add('A', 'R', silver);
  await add('B', 'A', bronze);
  await add('C', 'B', null);
  await add('E', 'A', silver);
  await add('F', 'E', bronze);
  await add('G', 'E', silver);
  await add('H', 'G', bronze);
  await add('K', 'A', gold);
  await add('M', 'K', bronze);
  await add('N', 'R', null);
  await add('N1', 'N', bronze);
  await add('N2', 'N1', null);
  await add('N3', 'N', null);
  const sales = () => AgentPeriodSales.of(c.ctx);
  for (const [name, amount] of Object.entries(PS)) {
    await sales().insert({ agentId: a[name].id, period: PERIOD, psAmount: amount, psUnits: 1, orders: amount < 0 ? 0 : 1 });
  }
  // Other months (the one before, the same a year earlier): never counted in October.
  for (const name of ['R', 'A', 'B', 'E', 'K', 'N1'] as Name[]) {
    await sales().insert({ agentId: a[name].id, period: '2026-09', psAmount: 100_000, psUnits: 10, orders: 1 });
    await sales().insert({ agentId: a[name].id, period: '2025-10', psAmount: 300_000, psUnits: 30, orders: 1 });
  }
  const hq = await login(c.host, c.hq.email);
  return { c, a, hq };
}

const kpi = (personalSales: number, groupSales: number, sideGroupSales: number): SalesKpi => ({
  personalSales,
  groupSales,
  totalPersonalGroupSales: personalSales + groupSales,
  sideGroupSales,
});

/** The October figures, computed by hand from the picture above. */
const EXPECTED: Record<Name, SalesKpi> = {
  // R (Gold): K is its only breakaway (Gold); everyone else is its group. SGS: K's TPGS.
  R: kpi(1, 2 + 4 - 8 + 16 + 32 + 64 + 128 + 1024 + 2048 + 4096 + 8192, 256 + 512),
  // A (Silver): E and K break away (G is under E: second generation). E's TPGS with E's own
  // rank stops at G (Silver): 16 + 32; K's: 256 + 512.
  A: kpi(2, 4 - 8, 16 + 32 + 256 + 512),
  B: kpi(4, -8, 0),
  C: kpi(-8, 0, 0),
  E: kpi(16, 32, 64 + 128),
  F: kpi(32, 0, 0),
  G: kpi(64, 128, 0),
  H: kpi(128, 0, 0),
  K: kpi(256, 512, 0),
  M: kpi(512, 0, 0),
  // N (no tier): N1 (Bronze) breaks away with N2 below it; N3 (no tier) stays.
  N: kpi(1024, 8192, 2048 + 4096),
  N1: kpi(2048, 4096, 0),
  N2: kpi(4096, 0, 0),
  N3: kpi(8192, 0, 0),
};

const figures = (row: Record<string, unknown>): SalesKpi => ({
  personalSales: row.personalSales as number,
  groupSales: row.groupSales as number,
  totalPersonalGroupSales: row.totalPersonalGroupSales as number,
  sideGroupSales: row.sideGroupSales as number,
});

/** A small CSV reader (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') ((cell += '"'), i++);
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') (row.push(cell), (cell = ''));
    else if (ch === '\r' && text[i + 1] === '\n') (row.push(cell), rows.push(row), (row = []), (cell = ''), i++);
    else cell += ch;
  }
  if (cell || row.length) (row.push(cell), rows.push(row));
  return rows;
}

describe('Agents KPI (PS, GS, TPGS, SGS of a period)', () => {
  it('when the figures of a period are computed, then group, breakaway legs (equal and higher rank, a leader below a leader, agents without a tier), clawbacks and other months come out as by hand', async () => {
    const { c, a } = await network();
    const names = Object.keys(PS) as Name[];
    const saved = kpiTuning.groupRowsPerBuyer;
    try {
      // Both starts (the buyers' chains, the page's groups) give the same figures.
      for (const perBuyer of [0, 1_000_000, saved]) {
        kpiTuning.groupRowsPerBuyer = perBuyer;
        const got = await salesKpis(
          c.ctx,
          names.map((n) => a[n].id),
          PERIOD,
        );
        for (const name of names) expect(got.get(a[name].id), `${name} (${perBuyer})`).to.deep.equal(EXPECTED[name]);
        // Another month has its own figures: September holds only the 100,000 rows.
        const september = await salesKpis(c.ctx, [a.R.id, a.A.id, a.N.id, a.C.id], '2026-09');
        expect(september.get(a.R.id)).to.deep.equal(kpi(100_000, 4 * 100_000, 100_000)); // A, B, E, N1 in the group; K aside
        expect(september.get(a.A.id)).to.deep.equal(kpi(100_000, 100_000, 2 * 100_000)); // B; E and K aside
        expect(september.get(a.N.id)).to.deep.equal(kpi(0, 0, 100_000));
        expect(september.get(a.C.id)).to.deep.equal(kpi(0, 0, 0));
      }
    } finally {
      kpiTuning.groupRowsPerBuyer = saved;
    }
    expect((await salesKpis(c.ctx, [a.R.id], '2026-08')).get(a.R.id)).to.deep.equal(kpi(0, 0, 0));
    expect((await salesKpis(c.ctx, [], PERIOD)).size).to.equal(0);
  });

  it("when HQ lists the agent database for a period, then each row carries that period's PS, GS, TPGS and SGS; the export and the details agree", async () => {
    const { c, a, hq } = await network();
    const names = Object.keys(PS) as Name[];
    const res = await api(c.host).get(`/agent-database?period=${PERIOD}&perPage=100&sort=["id","ASC"]`, hq);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const byId = new Map<number, Record<string, unknown>>(res.body.data.map((r: Record<string, unknown>) => [r.id, r]));
    for (const name of names) {
      expect(figures(byId.get(a[name].id)!), name).to.deep.equal(EXPECTED[name]);
      expect(byId.get(a[name].id)!.salesPeriod).to.equal(PERIOD);
    }
    // The console's filters send the period inside the filter JSON: the same figures, no row left out.
    const filtered = await api(c.host).get(`/agent-database?filter=${encodeURIComponent(JSON.stringify({ period: PERIOD, tierId: a.E.tierId }))}&sort=["id","ASC"]`, hq);
    expect(filtered.status, JSON.stringify(filtered.body)).to.equal(200);
    expect(filtered.body.data.map((r: Record<string, unknown>) => [r.id, figures(r)])).to.deep.equal((['A', 'E', 'G'] as Name[]).map((n) => [a[n].id, EXPECTED[n]]));
    // A page of two computes only its own rows, with the same numbers.
    const page = await api(c.host).get(`/agent-database?period=${PERIOD}&sort=["id","ASC"]&range=[1,2]`, hq);
    expect(page.body.data.map((r: Record<string, unknown>) => figures(r))).to.deep.equal([EXPECTED.A, EXPECTED.B]);

    const csv = await api(c.host).get(`/agent-database/export?period=${PERIOD}&sort=["id","ASC"]`, hq);
    expect(csv.status, csv.text).to.equal(200);
    const [header, ...rows] = parseCsv(csv.text);
    const col = (name: string) => {
      expect(header, name).to.include(name);
      return header.indexOf(name);
    };
    expect(rows).to.have.length(names.length);
    for (const name of names) {
      const row = rows.find((r) => Number(r[0]) === a[name].id)!;
      expect(row[col('Sales period')]).to.equal(PERIOD);
      expect(
        {
          personalSales: Number(row[col('Personal sales (minor units)')]),
          groupSales: Number(row[col('Group sales (minor units)')]),
          totalPersonalGroupSales: Number(row[col('Total personal group sales (minor units)')]),
          sideGroupSales: Number(row[col('Side group sales (minor units)')]),
        },
        name,
      ).to.deep.equal(EXPECTED[name]);
    }
    // a negative figure stays a number in the file
    expect(rows.find((r) => Number(r[0]) === a.C.id)![col('Personal sales (minor units)')]).to.equal('-8');

    const details = await api(c.host).get(`/agent-details/${a.A.id}?period=${PERIOD}`, hq);
    expect(details.status).to.equal(200);
    expect(figures(details.body.data)).to.deep.equal(EXPECTED.A);
    expect(details.body.data.salesPeriod).to.equal(PERIOD);
    const info = await api(c.host).get(`/agent-info/${a.E.id}?period=2026-09`, hq);
    expect(figures(info.body.data)).to.deep.equal(kpi(100_000, 0, 0));
  });

  it('when no period is given, then the current business month counts; a malformed period is a 422', async () => {
    const { c, a, hq } = await network();
    const now = currentPeriod();
    await AgentPeriodSales.of(c.ctx).insert({ agentId: a.B.id, period: now, psAmount: 700, psUnits: 7, orders: 1 });
    await AgentPeriodSales.of(c.ctx).insert({ agentId: a.C.id, period: now, psAmount: 50, psUnits: 1, orders: 1 });
    const list = await api(c.host).get(`/agent-database?filter=${encodeURIComponent(JSON.stringify({ id: [a.A.id, a.B.id] }))}&sort=["id","ASC"]`, hq);
    expect(list.status, JSON.stringify(list.body)).to.equal(200);
    expect(list.body.data.map((r: Record<string, unknown>) => [r.salesPeriod, r.personalSales, r.groupSales])).to.deep.equal([
      [now, 0, 750],
      [now, 700, 50],
    ]);
    const details = await api(c.host).get(`/agent-details/${a.R.id}`, hq);
    expect(details.body.data).to.include({ salesPeriod: now, groupSales: 750 });
    const badFilter = await api(c.host).get(`/agent-database?filter=${encodeURIComponent(JSON.stringify({ period: '2026-13' }))}`, hq);
    expect(badFilter.status).to.equal(422);
    expect(badFilter.body.meta.errors).to.have.property('filter.period');
    for (const bad of ['2026-13', '2026-1', 'october', '2026-00']) {
      expect((await api(c.host).get(`/agent-database?period=${bad}`, hq)).status, bad).to.equal(422);
      expect((await api(c.host).get(`/agent-database/export?period=${bad}`, hq)).status, bad).to.equal(422);
      expect((await api(c.host).get(`/agent-details/${a.A.id}?period=${bad}`, hq)).status, bad).to.equal(422);
    }
  });

  it("when an agent lists its own group, then its downlines carry their figures and other companies' sales never count", async () => {
    const { c, a } = await network();
    const other: TestCompany = await newCompany();
    const stranger = await quickAgent(other, null);
    await AgentPeriodSales.of(other.ctx).insert({ agentId: stranger.id, period: PERIOD, psAmount: 999_999, psUnits: 1, orders: 1 });
    const token = tokenOf(c, a.E);
    const res = await api(c.host).get(`/agent-database?period=${PERIOD}&sort=["id","ASC"]`, token);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data.map((r: Record<string, unknown>) => [r.id, figures(r)])).to.deep.equal((['E', 'F', 'G', 'H'] as Name[]).map((n) => [a[n].id, EXPECTED[n]]));
  });

  it("when a downline's order is paid through the order flow, then its upline's group sales show it in the current month, and a cancellation takes it off", async () => {
    const s = await shop(10);
    // The shop's tier (the one with a price) becomes rank 2, so that a Diamond (rank 1) upline keeps the buyer in its group.
    await Tier.of(s.c.ctx).findById(s.tier.id).patch({ rankNumber: 2 });
    const diamond = await newTier(s.c, 1, 'Diamond');
    const leader = await quickAgent(s.c, null, { tierId: diamond.id });
    const member = await buyer(s.c, s.tier.id, leader.id);
    await setFeatures(s.c, { orderCompany: true, allLevel: true }); // every agent buys from HQ
    const placed = await pickupOrder(s, tokenOf(s.c, member), 2);
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const before = await s.http.get(`/agent-details/${leader.id}`, s.hq);
    expect(figures(before.body.data)).to.deep.equal(kpi(0, 0, 0)); // not paid yet
    const paid = await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: placed.body.data.id });
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    const after = await s.http.get(`/agent-details/${leader.id}`, s.hq);
    expect(after.body.data.salesPeriod).to.equal(currentPeriod());
    expect(figures(after.body.data)).to.deep.equal(kpi(0, 2000, 0)); // 2 × 1,000
    const own = await s.http.get(`/agent-details/${member.id}`, s.hq);
    expect(figures(own.body.data)).to.deep.equal(kpi(2000, 0, 0));
    const cancelled = await s.http.post('/manage-orders/cancel', s.hq).send({ ids: [placed.body.data.id] });
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
    const list = await s.http.get(`/agent-database?sort=["id","ASC"]`, s.hq);
    expect(list.body.data.map((r: Record<string, unknown>) => figures(r))).to.deep.equal([kpi(0, 0, 0), kpi(0, 0, 0)]);
  });
});
