import { expect } from 'chai';
import { buyer, setFeatures, tokenOf } from '../orders/factories';
import { api, newCompany, newTier } from '../harness';
import { newCategory, newProduct } from '../catalog/factories';
import { openStore, storeWorld, uniqueSlug } from './world';

describe('Stores: the agent registers and sets up its storefront', () => {
  it('is refused (403) while the company has the storefront switched off', async () => {
    const w = await storeWorld();
    await setFeatures(w.c, { ejenstoreStatus: false });
    const res = await w.http.post('/store/register', w.token).send({ name: 'X', slug: uniqueSlug(), fulfilment: 'own' });
    expect(res.status).to.equal(403);
    expect(res.body.meta.message).to.match(/not enabled/);
    expect((await w.http.get('/store/setup', w.token)).status).to.equal(403);
  });

  it('checks the slug: lowercase letters, digits and hyphens, 3–40, no reserved word; nothing is written when refused', async () => {
    const w = await storeWorld();
    for (const slug of ['AB', 'Upper-Case', 'with space', '-edge', 'edge-', 'a'.repeat(41), 'admin', 'checkout']) {
      const res = await w.http.post('/store/register', w.token).send({ name: 'X', slug, fulfilment: 'own' });
      expect(res.status, slug).to.equal(422);
      expect(res.body.errors ?? res.body.meta, slug).to.exist;
    }
    expect((await w.http.get('/store/setup', w.token)).status).to.equal(404);
  });

  it('registers once per agent; a slug is unique within the company (409) and free in another company', async () => {
    const w = await storeWorld();
    const slug = uniqueSlug('aisyah');
    const reg = await w.http.post('/store/register', w.token).send({ name: 'Aisyah Beauty', slug, whatsapp: '+60 12-345 6789', about: 'Hi', fulfilment: 'own' });
    expect(reg.status, JSON.stringify(reg.body)).to.equal(201);
    expect(reg.body.data).to.include({ slug, name: 'Aisyah Beauty', whatsapp: '60123456789', fulfilment: 'own', status: 'active', kind: 'agent', productCount: 0 });
    expect(reg.body.data.url).to.equal(`${w.c.ctx.origin}/s/${slug}`);
    expect((await w.http.post('/store/register', w.token).send({ name: 'Again', slug: uniqueSlug(), fulfilment: 'own' })).status).to.equal(409);

    const other = await buyer(w.c, w.tier.id);
    const taken = await w.http.post('/store/register', tokenOf(w.c, other)).send({ name: 'Other', slug, fulfilment: 'own' });
    expect(taken.status).to.equal(409);
    expect(taken.body.meta.message).to.match(/already taken/);

    const c2 = await newCompany();
    await setFeatures(c2, { ejenstoreStatus: true });
    const tier2 = await newTier(c2, 1);
    const agent2 = await buyer(c2, tier2.id);
    expect((await api(c2.host).post('/store/register', tokenOf(c2, agent2)).send({ name: 'Elsewhere', slug, fulfilment: 'dropship' })).status).to.equal(201);

    const upd = await w.http.put('/store/setup', w.token).send({ name: 'Aisyah Glow', slug, fulfilment: 'dropship', status: 'active' });
    expect(upd.status, JSON.stringify(upd.body)).to.equal(200);
    expect(upd.body.data).to.include({ name: 'Aisyah Glow', fulfilment: 'dropship' });
    expect((await w.http.put('/store/setup', w.token).send({ name: 'X', slug: 'bad slug', fulfilment: 'own' })).status).to.equal(422);
  });

  it('sells products only at a retail price within the product’s range (store price to retail price)', async () => {
    const w = await storeWorld();
    await openStore(w, { price: 1300 });
    const choices = await w.http.get('/store/products', w.token);
    expect(choices.status).to.equal(200);
    const row = (choices.body.data as { productId: number }[]).find((r) => r.productId === w.product.id);
    expect(row).to.include({ minPrice: 1200, maxPrice: 1500, selected: true, price: 1300, stock: 10 });
    for (const price of [1199, 1501]) {
      const res = await w.http.put('/store/products', w.token).send({ products: [{ productId: w.product.id, price }] });
      expect(res.status, String(price)).to.equal(422);
      expect(res.body.meta.message).to.equal('The price of Serum must be between RM 12.00 and RM 15.00.');
    }
    // Unchanged by the refusals.
    const again = (await w.http.get('/store/products', w.token)).body.data.find((r: { productId: number }) => r.productId === w.product.id);
    expect(again.price).to.equal(1300);
    for (const price of [1200, 1500]) expect((await w.http.put('/store/products', w.token).send({ products: [{ productId: w.product.id, price }] })).status).to.equal(200);
    // A product the agent's tier does not see cannot be sold.
    const category = await newCategory(w.c);
    const hidden = await newProduct(w.c, { categoryId: category.id, name: 'Hidden', retailPrice: 900 }, {});
    expect((await w.http.put('/store/products', w.token).send({ products: [{ productId: hidden.id, price: 900 }] })).status).to.equal(422);
    // An empty list stops selling everything.
    expect((await w.http.put('/store/products', w.token).send({ products: [] })).status).to.equal(200);
    expect((await w.http.get('/store/setup', w.token)).body.data.productCount).to.equal(0);
  });

  it('HQ lists the stores with their owners and totals; an agent may not', async () => {
    const w = await storeWorld();
    const slug = await openStore(w);
    await api(w.c.host).post(`/public/stores/${slug}/visit`).send();
    await api(w.c.host).post(`/public/stores/${slug}/visit`).send();
    const list = await w.http.get('/stores?kind=agent', w.hq);
    expect(list.status, JSON.stringify(list.body)).to.equal(200);
    expect(list.body.data.total).to.equal(1);
    expect(list.body.data.data[0]).to.include({ slug, productCount: 1, visits: 2, orders: 0, sales: 0 });
    expect(list.body.data.data[0].owner.id).to.equal(w.agent.id);
    expect((await w.http.get('/stores', w.token)).status).to.equal(403);
  });
});
