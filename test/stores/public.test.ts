import { expect } from 'chai';
import { Store } from '../../server/modules/stores/models';
import { api, newCompany } from '../harness';
import { setFeatures } from '../orders/factories';
import { guest, openStore, storeWorld } from './world';

describe('Stores: the public store on the company’s host', () => {
  it('answers the store, its categories, products (search, category, paging) and a product at the store’s price', async () => {
    const w = await storeWorld();
    const slug = await openStore(w, { price: 1450 });
    const http = api(w.c.host);
    const home = await http.get(`/public/stores/${slug}`);
    expect(home.status, JSON.stringify(home.body)).to.equal(200);
    expect(home.body.data).to.include({ slug, name: 'Aisyah Beauty', currency: 'MYR', whatsapp: '60123456789' });
    expect(home.body.data.payment).to.deep.equal({ gateway: false, transfer: true });
    const cats = await http.get(`/public/stores/${slug}/categories`);
    expect(cats.body.data).to.have.length(1);
    expect(cats.body.data[0]).to.include({ id: w.category.id, itemCount: 1 });
    const list = await http.get(`/public/stores/${slug}/products?q=Ser&limit=5`);
    expect(list.status).to.equal(200);
    expect(list.body.data.total).to.equal(1);
    expect(list.body.data.data[0]).to.include({ id: w.product.id, name: 'Serum', price: 1450, urlName: 'serum', inStock: true });
    expect((await http.get(`/public/stores/${slug}/products?q=nothing`)).body.data.total).to.equal(0);
    expect((await http.get(`/public/stores/${slug}/products?categoryId=${w.category.id}`)).body.data.total).to.equal(1);
    expect((await http.get(`/public/stores/${slug}/products?limit=49`)).status).to.equal(422);
    const one = await http.get(`/public/stores/${slug}/products/${w.product.id}`);
    expect(one.body.data).to.include({ price: 1450, stock: null });
    await setFeatures(w.c, { showStockMyShop: true });
    expect((await http.get(`/public/stores/${slug}/products/${w.product.id}`)).body.data.stock).to.equal(10);
  });

  it('never reaches a store of another company, an inactive store or a product the store does not sell (404)', async () => {
    const w = await storeWorld();
    const slug = await openStore(w);
    const other = await newCompany();
    await setFeatures(other, { ejenstoreStatus: true });
    const there = api(other.host);
    for (const path of [`/public/stores/${slug}`, `/public/stores/${slug}/categories`, `/public/stores/${slug}/products`, `/public/stores/${slug}/products/${w.product.id}`]) {
      expect((await there.get(path)).status, path).to.equal(404);
    }
    expect((await there.post(`/public/stores/${slug}/visit`).send()).status).to.equal(404);
    expect((await there.post(`/public/stores/${slug}/quote`).send({ items: [{ productId: w.product.id, quantity: 1 }], shipmentType: 'pickup' })).status).to.equal(404);
    expect((await there.post(`/public/stores/${slug}/checkout`).send({ ...guest(), items: [{ productId: w.product.id, quantity: 1 }], totalPaid: 1 })).status).to.equal(404);
    const http = api(w.c.host);
    expect((await http.get(`/public/stores/${slug}/products/999999`)).status).to.equal(404);
    await Store.of(w.c.ctx).where('slug', slug).patch({ status: 'inactive' });
    expect((await http.get(`/public/stores/${slug}`)).status).to.equal(404);
    await Store.of(w.c.ctx).where('slug', slug).patch({ status: 'active' });
    await setFeatures(w.c, { ejenstoreStatus: false });
    expect((await http.get(`/public/stores/${slug}`)).status).to.equal(404);
  });

  it('counts visits into the month of the summary', async () => {
    const w = await storeWorld();
    const slug = await openStore(w);
    for (let i = 0; i < 3; i++) expect((await api(w.c.host).post(`/public/stores/${slug}/visit`).send()).status).to.equal(200);
    const sum = await w.http.get('/store/summary', w.token);
    expect(sum.status).to.equal(200);
    expect(sum.body.data.totals).to.include({ visits: 3, orders: 0, sales: 0, conversion: 0 });
    expect(sum.body.data.months).to.have.length(12);
  });

  it('rate limits checkout per address and e-mail (429)', async () => {
    const w = await storeWorld();
    const slug = await openStore(w);
    const body = { ...guest({ email: 'limit@example.com' }), items: [{ productId: w.product.id, quantity: 1 }], totalPaid: 1 };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await api(w.c.host).post(`/public/stores/${slug}/checkout`).send(body)).status);
    expect(codes.slice(0, 10).every((c) => c !== 429)).to.equal(true);
    expect(codes[10]).to.equal(429);
  });
});
