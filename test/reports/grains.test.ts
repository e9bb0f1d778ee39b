import { expect } from 'chai';
import dayjs from 'dayjs';
import { AGENT_SALES, AGENT_ITEMS, AGENT_TOTALS, SALES as COMPANY_SALES, periodCover, type Part } from '../../server/modules/reports/query';
import { clock } from '../../server/platform/time';
import { paidOrder, plan, type Plan } from '../commissions/factories';
import { api, login } from '../harness';

const SALES = AGENT_SALES.costs;
const plus = (grain: Part['grain'], from: string, to = from): Part => ({ grain, from, to, sign: 1 });
const minus = (grain: Part['grain'], from: string, to = from): Part => ({ grain, from, to, sign: -1 });

describe('reports: a period as a signed sum of years, months and days', () => {
  const today = '2026-11-24';

  it('takes whole years and months, and the days at the edges', () => {
    expect(periodCover({ from: '2024-11-26', to: '2026-02-03' }, SALES, today)).to.deep.equal([
      plus('day', '2024-11-26', '2024-11-30'),
      plus('month', '2024-12'),
      plus('year', '2025'),
      plus('month', '2026-01'),
      plus('day', '2026-02-01', '2026-02-03'),
    ]);
    expect(periodCover({ from: '2025-01-01', to: '2025-12-31' }, SALES, today)).to.deep.equal([plus('year', '2025')]);
    expect(periodCover({ from: '2025-03-01', to: '2025-05-31' }, SALES, today)).to.deep.equal([plus('month', '2025-03', '2025-05')]);
  });

  it('takes a month or a year whole less its small part outside the period', () => {
    // The 365 days to yesterday: last November's last week, December, and this year less today.
    expect(periodCover({ from: '2025-11-24', to: '2026-11-23' }, SALES, today)).to.deep.equal([
      plus('day', '2025-11-24', '2025-11-30'),
      plus('month', '2025-12'),
      plus('year', '2026'),
      minus('day', '2026-11-24'),
    ]);
    // Without a yearly table: the months, and November less today.
    expect(periodCover({ from: '2025-11-24', to: '2026-11-23' }, { day: 1, month: 8 }, today)).to.deep.equal([
      plus('day', '2025-11-24', '2025-11-30'),
      plus('month', '2025-12', '2026-11'),
      minus('day', '2026-11-24'),
    ]);
    expect(periodCover({ from: '2025-02-04', to: '2025-11-30' }, SALES, today)).to.deep.equal([
      plus('year', '2025'),
      minus('month', '2025-01'),
      minus('day', '2025-02-01', '2025-02-03'),
      minus('month', '2025-12'),
    ]);
  });

  it('a family without months (per agent and product, where a year costs as much as 230 days) takes days or the year', () => {
    expect(periodCover({ from: '2025-11-24', to: '2026-11-23' }, AGENT_ITEMS.costs, today)).to.deep.equal([plus('day', '2025-11-24', '2025-12-31'), plus('year', '2026'), minus('day', '2026-11-24')]);
    expect(periodCover({ from: '2026-10-01', to: '2026-10-31' }, AGENT_ITEMS.costs, today)).to.deep.equal([plus('day', '2026-10-01', '2026-10-31')]);
    expect(periodCover({ from: '2025-01-01', to: '2025-12-31' }, AGENT_ITEMS.costs, today)).to.deep.equal([plus('year', '2025')]);
  });

  it('a period ending today or later takes the year or month so far whole (nothing is recorded after today)', () => {
    expect(periodCover({ from: '2026-01-01', to: today }, SALES, today)).to.deep.equal([plus('year', '2026')]);
    expect(periodCover({ from: '2026-01-01', to: '2026-12-31' }, SALES, today)).to.deep.equal([plus('year', '2026')]);
    expect(periodCover({ from: '2026-11-01', to: today }, SALES, today)).to.deep.equal([plus('month', '2026-11')]);
    expect(periodCover({ from: '2026-11-01', to: '2026-11-23' }, SALES, today)).to.deep.equal([plus('month', '2026-11'), minus('day', '2026-11-24')]);
    expect(periodCover({ from: '2026-11-20', to: '2026-11-23' }, SALES, today)).to.deep.equal([plus('day', '2026-11-20', '2026-11-23')]);
    expect(periodCover({ from: '2026-11-24', to: '2026-11-24' }, SALES, today)).to.deep.equal([plus('day', '2026-11-24')]);
    expect(periodCover({ from: '2026-12-01', to: '2026-12-31' }, SALES, today)).to.deep.equal([plus('day', '2026-12-01', '2026-12-31')]);
  });
});

describe('reports: agents of a period read as a month or a year less its outside days', function () {
  this.timeout(60_000);
  let p: Plan;
  let hq: string;
  const at = (day: string) => {
    const target = dayjs.tz(`${day} 10:00`, 'Asia/Kuala_Lumpur');
    clock.advance(target.valueOf() - clock.now().valueOf());
  };
  const kpi = async (from: string, to: string) => {
    const list = await api(p.c.host).get('/kpi/sales-list', hq).query({ from, to });
    const summary = await api(p.c.host).get('/kpi/summary', hq).query({ from, to });
    const buyers = (summary.body.data.cards as { key: string; value: number }[]).find((c) => c.key === 'buyers')!.value;
    return { rows: (list.body.data as { agentId: number; amount: number }[]).map((r) => [r.agentId, r.amount]), total: list.headers['content-range'], buyers };
  };

  // A buys 300 on 15 January 2036 and 1000 on 10 March, B 700 on 1 March; "today" is 20 March.
  before(async () => {
    p = await plan();
    at('2036-01-15');
    await paidOrder(p, p.A, [{ product: p.serum, quantity: 1, unitPrice: 300 }]);
    at('2036-03-01');
    await paidOrder(p, p.B, [{ product: p.serum, quantity: 1, unitPrice: 700 }]);
    at('2036-03-10');
    await paidOrder(p, p.A, [{ product: p.serum, quantity: 1, unitPrice: 1000 }]);
    at('2036-03-20');
    hq = await login(p.c.host, p.c.hq.email);
  });

  after(() => clock.reset());

  it('the month less its first day and today: B, who bought only on the 1st, is not listed', async () => {
    expect(periodCover({ from: '2036-03-02', to: '2036-03-19' }, SALES, '2036-03-20')).to.deep.equal([plus('month', '2036-03'), minus('day', '2036-03-01'), minus('day', '2036-03-20')]);
    expect(await kpi('2036-03-02', '2036-03-19')).to.deep.equal({ rows: [[p.A.id, 1000]], total: 'items 0-0/1', buyers: 1 });
    expect(await kpi('2036-03-01', '2036-03-19')).to.deep.equal({
      rows: [
        [p.A.id, 1000],
        [p.B.id, 700],
      ],
      total: 'items 0-1/2',
      buyers: 2,
    });
    // A whole month: one row per agent, read without grouping.
    expect(periodCover({ from: '2036-01-01', to: '2036-01-31' }, AGENT_TOTALS.costs, '2036-03-20')).to.deep.equal([plus('month', '2036-01')]);
    expect(await kpi('2036-01-01', '2036-01-31')).to.deep.equal({ rows: [[p.A.id, 300]], total: 'items 0-0/1', buyers: 1 });
  });

  it('products narrowed by a level, from the per-segment tables cut the same way', async () => {
    const products = async (path: string, from: string, to: string, tierId: number) => {
      const res = await api(p.c.host).get(path, hq).query({ from, to, tierId });
      expect(res.status).to.equal(200);
      return (res.body.data as { itemId: number; salesValue: number; orders: number }[]).map((r) => [r.itemId, r.salesValue, r.orders]);
    };
    const { ms, stockist } = p.tiers;
    expect(await products('/product-sales-report/product-list', '2036-01-02', '2036-03-19', ms.id)).to.deep.equal([[p.serum.id, 1300, 2]]);
    expect(await products('/product-sales-report/product-list', '2036-01-16', '2036-03-19', ms.id)).to.deep.equal([[p.serum.id, 1000, 1]]);
    expect(await products('/product-sales-report/product-list', '2036-03-02', '2036-03-19', stockist.id)).to.deep.equal([]);
    expect(await products('/analytic/product/list', '2036-03-02', '2036-03-19', stockist.id)).to.deep.equal([]);
    expect(await products('/analytic/product/list', '2036-03-01', '2036-03-19', stockist.id)).to.deep.equal([[p.serum.id, 700, 1]]);
  });

  it('the year less its first day: the same sums as its months and days', async () => {
    expect(periodCover({ from: '2036-01-02', to: '2036-03-19' }, SALES, '2036-03-20')).to.deep.equal([plus('year', '2036'), minus('day', '2036-01-01'), minus('day', '2036-03-20')]);
    expect(await kpi('2036-01-02', '2036-03-19')).to.deep.equal({
      rows: [
        [p.A.id, 1300],
        [p.B.id, 700],
      ],
      total: 'items 0-1/2',
      buyers: 2,
    });
    expect(await kpi('2036-01-16', '2036-03-19')).to.deep.equal({
      rows: [
        [p.A.id, 1000],
        [p.B.id, 700],
      ],
      total: 'items 0-1/2',
      buyers: 2,
    });
  });

  it("the company's sales, payment methods, states, age bands and monthly graph: from its sales months and years less the outside days", async () => {
    expect(periodCover({ from: '2036-01-02', to: '2036-03-19' }, COMPANY_SALES.costs, '2036-03-20')).to.deep.equal([plus('year', '2036'), minus('day', '2036-01-01'), minus('day', '2036-03-20')]);
    const get = async (path: string, from: string, to: string) => {
      const res = await api(p.c.host).get(path, hq).query({ from, to });
      expect(res.status).to.equal(200);
      return res.body.data;
    };
    const orders = async (from: string, to: string) => {
      const cards = (await get('/transaction/summary', from, to)).cards as { key: string; value: number }[];
      const sum = (rows: { orders: number }[]) => rows.reduce((s, r) => s + r.orders, 0);
      return [
        cards.find((c) => c.key === 'orders')!.value,
        cards.find((c) => c.key === 'salesValue')!.value,
        sum(await get('/transaction/payment-method', from, to)),
        sum(await get('/analytic/state/sales-list', from, to)),
        sum(await get('/analytic/age/sale-list', from, to)),
      ];
    };
    expect(await orders('2036-01-02', '2036-03-19')).to.deep.equal([3, 2000, 3, 3, 3]);
    expect(await orders('2036-01-16', '2036-03-19')).to.deep.equal([2, 1700, 2, 2, 2]);
    expect(await orders('2036-03-02', '2036-03-19')).to.deep.equal([1, 1000, 1, 1, 1]);
    expect(await get('/transaction/payment-method', '2036-03-02', '2036-03-09')).to.deep.equal([]);
    const graph = async (from: string, to: string) => ((await get('/analytic/sales/graph', from, to)).points as { period: string; orders: number }[]).map((x) => [x.period, x.orders]);
    expect(await graph('2036-01-16', '2036-03-19')).to.deep.equal([
      ['2036-01', 0],
      ['2036-02', 0],
      ['2036-03', 2],
    ]);
    expect(await graph('2035-12-20', '2036-03-09')).to.deep.equal([
      ['2035-12', 0],
      ['2036-01', 1],
      ['2036-02', 0],
      ['2036-03', 1],
    ]);
  });

  it("each agent's purchases of a product late in the year: the year less its outside days", async () => {
    at('2036-12-20');
    const list = async (from: string, to: string) => {
      const res = await api(p.c.host)
        .get('/product-sales-report/agent-product-list', hq)
        .query({ from, to, productIds: String(p.serum.id) });
      expect(res.status).to.equal(200);
      return (res.body.data as { agentId: number; salesValue: number; orders: number }[]).map((r) => [r.agentId, r.salesValue, r.orders]);
    };
    expect(periodCover({ from: '2036-01-16', to: '2036-12-19' }, AGENT_ITEMS.costs, '2036-12-20')).to.deep.equal([
      plus('year', '2036'),
      minus('day', '2036-01-01', '2036-01-15'),
      minus('day', '2036-12-20'),
    ]);
    expect(await list('2036-01-16', '2036-12-19')).to.deep.equal([
      [p.A.id, 1000, 1],
      [p.B.id, 700, 1],
    ]);
    expect(await list('2036-01-02', '2036-12-19')).to.deep.equal([
      [p.A.id, 1300, 2],
      [p.B.id, 700, 1],
    ]);
    expect(await list('2036-03-02', '2036-12-19')).to.deep.equal([[p.A.id, 1000, 1]]);
  });
});
