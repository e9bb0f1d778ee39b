import { expect } from 'chai';
import { quoteShipping } from '../../server/modules/couriers/service';
import { api } from '../harness';
import { courierBody, courierCompany, createCourier } from './factories';

type Quote = { courierId: number; name: string; regionName: string; rate: number; handlingFee: number; free: boolean; price: number };

const quote = (query: Record<string, string | number>) => `/courier/quote?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

describe('Shipping quote', () => {
  it('when the weight sits on a band edge, then "less than" excludes the limit and "less than or equal" includes it', async () => {
    const { c, hq, agent } = await courierCompany();
    // Peninsular: < 1000 g → 6.00, ≤ 1000 g → 7.00, ≤ 5000 g → 12.00; handling fee 1.00.
    const { id } = await createCourier(c.host, hq);
    const price = async (weightGrams: number) => {
      const res = await api(c.host).get(quote({ state: 'Selangor', weightGrams, orderAmount: 1000 }), agent);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return (res.body.data as Quote[]).map((q) => [q.courierId, q.rate, q.price]);
    };
    expect(await price(0)).to.deep.equal([[id, 600, 700]]);
    expect(await price(999)).to.deep.equal([[id, 600, 700]]);
    expect(await price(1000)).to.deep.equal([[id, 700, 800]]);
    expect(await price(1001)).to.deep.equal([[id, 1200, 1300]]);
    expect(await price(5000)).to.deep.equal([[id, 1200, 1300]]);

    // East Malaysia: ≤ 1000 → 15.00, < 3000 → 25.00.
    const east = async (weightGrams: number) => api(c.host).get(quote({ state: 'sabah', weightGrams, orderAmount: 1000 }), hq);
    expect((await east(1000)).body.data[0]).to.include({ regionName: 'East Malaysia', rate: 1500, handlingFee: 100, free: false, price: 1600 });
    expect((await east(2999)).body.data[0].price).to.equal(2600);
    const beyond = await east(3000);
    expect(beyond.status).to.equal(422);
    expect(beyond.body.meta.message).to.equal("Shipping not found. The order's weight or unit is not in the courier settings. Please contact HQ.");
  });

  it('when the order amount reaches the free-shipping threshold, then shipping and handling are free; just below, they are charged', async () => {
    const { c, agent, hq } = await courierCompany();
    await createCourier(c.host, hq);
    const at = await api(c.host).get(quote({ state: 'Johor', weightGrams: 500, orderAmount: 20000 }), agent);
    expect(at.body.data[0]).to.include({ free: true, price: 0, rate: 600 });
    const below = await api(c.host).get(quote({ state: 'Johor', weightGrams: 500, orderAmount: 19999 }), agent);
    expect(below.body.data[0]).to.include({ free: false, price: 700 });
  });

  it('when several couriers cover a state, then each is priced, cheapest first; inactive couriers and unrated measures are left out', async () => {
    const { c, hq } = await courierCompany();
    const weight = await createCourier(c.host, hq, { freeShippingThreshold: null });
    const units = await createCourier(c.host, hq, {
      name: 'Unit Express',
      rateBy: 'unit',
      handlingFee: 0,
      freeShippingThreshold: null,
      regions: [{ name: 'All', states: ['Selangor'], rates: [{ upTo: 3, comparison: 'lte', price: 500 }] }],
    });
    await createCourier(c.host, hq, { name: 'Dormant', isActive: false, handlingFee: 0, regions: [{ name: 'All', states: ['Selangor'], rates: [{ upTo: 99999, comparison: 'lte', price: 1 }] }] });

    const both = await api(c.host).get(quote({ state: 'Selangor', weightGrams: 1500, units: 2, orderAmount: 999999 }), hq);
    expect(both.status).to.equal(200);
    expect((both.body.data as Quote[]).map((q) => [q.name, q.price])).to.deep.equal([
      ['Unit Express', 500],
      ['PosLaju', 1300],
    ]);
    // Units only: the weight-rated courier has nothing to price.
    const unitsOnly = await api(c.host).get(quote({ state: 'Selangor', units: 3, orderAmount: 0 }), hq);
    expect((unitsOnly.body.data as Quote[]).map((q) => q.courierId)).to.deep.equal([units.id]);
    const tooMany = await api(c.host).get(quote({ state: 'Selangor', units: 4, orderAmount: 0 }), hq);
    expect(tooMany.status).to.equal(422);
    // One courier chosen.
    const chosen = await api(c.host).get(quote({ state: 'Selangor', weightGrams: 1500, units: 2, orderAmount: 0, courierId: weight.id }), hq);
    expect((chosen.body.data as Quote[]).map((q) => q.courierId)).to.deep.equal([weight.id]);
    // A state no region covers.
    const uncovered = await api(c.host).get(quote({ state: 'Perlis', weightGrams: 100, orderAmount: 0 }), hq);
    expect(uncovered.status).to.equal(422);
    expect(uncovered.body.meta.message).to.match(/^Shipping not found/);
  });

  it('when the orders module asks the service directly, then it gets the prices or the translated not-found error', async () => {
    const { c, hq } = await courierCompany();
    await createCourier(c.host, hq);
    const quotes = await quoteShipping(c.ctx, { state: 'Wp Kuala Lumpur', weightGrams: 1000, orderAmount: 0 });
    expect(quotes.map((q) => q.price)).to.deep.equal([800]);
    let error: unknown;
    try {
      await quoteShipping({ ...c.ctx, lang: 'ms' }, { state: 'Kedah', weightGrams: 1, orderAmount: 0 });
    } catch (err) {
      error = err;
    }
    expect(error).to.include({ status: 422, key: 'shipping.notFound' });
    const res = await api(c.host)
      .get(quote({ state: 'Kedah', weightGrams: 1, orderAmount: 0 }), hq)
      .set('Accept-Language', 'ms');
    expect(res.body.meta.message).to.equal('Penghantaran tidak dijumpai. Berat atau unit pesanan tiada dalam tetapan kurier. Sila hubungi HQ.');
  });

  it('when the quote input is wrong, then 422 per field; without a session, 401', async () => {
    const { c, agent } = await courierCompany();
    const noMeasure = await api(c.host).get(quote({ state: 'Selangor', orderAmount: 0 }), agent);
    expect(noMeasure.status).to.equal(422);
    expect(noMeasure.body.meta.errors).to.have.keys('weightGrams');
    const unknown = await api(c.host).get(quote({ state: 'Atlantis', weightGrams: 1, orderAmount: 0 }), agent);
    expect(unknown.status).to.equal(422);
    expect(unknown.body.meta.errors).to.have.keys('state');
    const negative = await api(c.host).get(quote({ state: 'Selangor', weightGrams: -1, orderAmount: -5 }), agent);
    expect(negative.status).to.equal(422);
    expect(negative.body.meta.errors).to.have.keys('weightGrams', 'orderAmount');
    const missing = await api(c.host).get('/courier/quote', agent);
    expect(missing.status).to.equal(422);
    expect(missing.body.meta.errors).to.include.keys('state', 'orderAmount');
    expect((await api(c.host).get(quote({ state: 'Selangor', weightGrams: 1, orderAmount: 0, courierId: 999999 }), agent)).status).to.equal(404);
    expect((await api(c.host).get(quote({ state: 'Selangor', weightGrams: 1, orderAmount: 0 }))).status).to.equal(401);
  });

  it('when an Indonesian company is quoted, then provinces match by code or name and rupiah prices come back', async () => {
    const { c, hq, agent } = await courierCompany({ country: 'ID' });
    await api(c.host)
      .post('/courier/store', hq)
      .send(
        courierBody({
          name: 'JNE',
          service: 'REG',
          freeShippingThreshold: null,
          handlingFee: 2000,
          regions: [{ name: 'Jakarta', states: ['31'], rates: [{ upTo: 1000, comparison: 'lte', price: 10000 }] }],
        }),
      )
      .expect(200);
    const byCode = await api(c.host).get(quote({ state: '31', weightGrams: 1000, orderAmount: 50000 }), agent);
    expect(byCode.body.data[0]).to.include({ name: 'JNE', price: 12000 });
    const byName = await api(c.host).get(quote({ state: 'dki jakarta', weightGrams: 1000, orderAmount: 50000 }), agent);
    expect(byName.body.data[0].price).to.equal(12000);
  });
});
