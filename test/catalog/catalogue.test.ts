import { expect } from 'chai';
import { ProductPriceRange, Variant, VariantGroup, VariantOption } from '../../server/modules/catalog/models';
import { CompanyFeatures } from '../../server/modules/companies/models';
import { invalidateTenants } from '../../server/platform/tenancy';
import { clock, toDbTime } from '../../server/platform/time';
import { api, login, newCompany, newTier, newUser } from '../harness';
import { hqSession, newCategory, newProduct, setHqStock } from './factories';

async function world() {
  const s = await hqSession();
  const category = await newCategory(s.c, 'Skincare');
  const t1 = await newTier(s.c, 1, 'Master');
  const t2 = await newTier(s.c, 2, 'Agent');
  const agent = await newUser(s.c, { role: 'agent', tierId: t2.id });
  const agentToken = await login(s.c.host, agent.email);
  return { ...s, category, t1, t2, agentToken };
}

const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name).sort();

describe('Catalog: agent catalogue', () => {
  afterEach(() => clock.reset());

  it("when an agent lists the catalogue, then only published products priced for the agent's tier come, at that price", async () => {
    const w = await world();
    const prices = { [w.t1.id]: 5000, [w.t2.id]: 7000 };
    await newProduct(w.c, { categoryId: w.category.id, name: 'Published', status: 'published', storePrice: 9000, commission: 123 }, prices);
    await newProduct(w.c, { categoryId: w.category.id, name: 'Suspended', status: 'suspended' }, prices);
    await newProduct(w.c, { categoryId: w.category.id, name: 'Draft', status: 'default' }, prices);
    await newProduct(w.c, { categoryId: w.category.id, name: 'Future', status: 'scheduled', publishAt: toDbTime(new Date(Date.now() + 86400_000)) }, prices);
    await newProduct(w.c, { categoryId: w.category.id, name: 'Master only', status: 'published' }, { [w.t1.id]: 5000 });
    const res = await w.http.get('/shop/products', w.agentToken);
    expect(res.status).to.equal(200);
    expect(names(res.body)).to.deep.equal(['Published']);
    expect(res.body.data[0]).to.include({ tierPrice: 7000, price: 7000, categoryName: 'Skincare' });
    expect(res.body.data[0]).to.not.have.property('commission');
    expect(res.body.data[0]).to.not.have.property('tierPrices');
  });

  it('when an agent opens a suspended, unpublished or unpriced product, then 404', async () => {
    const w = await world();
    const suspended = await newProduct(w.c, { categoryId: w.category.id, status: 'suspended' }, { [w.t2.id]: 1 });
    const draft = await newProduct(w.c, { categoryId: w.category.id, status: 'default' }, { [w.t2.id]: 1 });
    const unpriced = await newProduct(w.c, { categoryId: w.category.id, status: 'published' }, { [w.t1.id]: 1 });
    for (const p of [suspended, draft, unpriced]) expect((await w.http.get(`/shop/products/${p.id}`, w.agentToken)).status).to.equal(404);
    const other = await newCompany();
    const foreign = await newProduct(other, { categoryId: (await newCategory(other)).id, status: 'published' });
    expect((await w.http.get(`/shop/products/${foreign.id}`, w.agentToken)).status).to.equal(404);
  });

  it('when HQ suspends a published product, then the agent no longer sees it; unsuspended, it is back', async () => {
    const w = await world();
    const p = await newProduct(w.c, { categoryId: w.category.id, name: 'Serum', status: 'published' }, { [w.t2.id]: 7000 });
    expect(names((await w.http.get('/shop/products', w.agentToken)).body)).to.deep.equal(['Serum']);
    await w.http.post('/products/suspend', w.token).send({ id: p.id });
    expect(names((await w.http.get('/shop/products', w.agentToken)).body)).to.deep.equal([]);
    expect((await w.http.get(`/shop/products/${p.id}`, w.agentToken)).status).to.equal(404);
    await w.http.post('/products/unsuspend', w.token).send({ id: p.id });
    expect(names((await w.http.get('/shop/products', w.agentToken)).body)).to.deep.equal(['Serum']);
  });

  it('when the scheduled time passes (injected clock), then the agent sees the product', async () => {
    const w = await world();
    await newProduct(w.c, { categoryId: w.category.id, name: 'Later', status: 'scheduled', publishAt: toDbTime(new Date(Date.now() + 3600_000)) }, { [w.t2.id]: 1 });
    expect(names((await w.http.get('/shop/products', w.agentToken)).body)).to.deep.equal([]);
    clock.advance(3600_000 + 1000);
    expect(names((await w.http.get('/shop/products', w.agentToken)).body)).to.deep.equal(['Later']);
  });

  it("when a quantity is given, then the band holding it sets the price: the tier's own band before a band for all", async () => {
    const w = await world();
    const p = await newProduct(w.c, { categoryId: w.category.id, status: 'published' }, { [w.t1.id]: 5000, [w.t2.id]: 7000 });
    await ProductPriceRange.of(w.c.ctx).insert({ productId: p.id, tierId: null, minQty: 10, maxQty: 49, price: 6500 });
    await ProductPriceRange.of(w.c.ctx).insert({ productId: p.id, tierId: w.t2.id, minQty: 50, maxQty: 100, price: 6000 });
    await ProductPriceRange.of(w.c.ctx).insert({ productId: p.id, tierId: w.t1.id, minQty: 10, maxQty: 49, price: 4000 });
    const at = async (q: number) => (await w.http.get(`/shop/products/${p.id}?quantity=${q}`, w.agentToken)).body.data.price;
    expect(await at(1)).to.equal(7000);
    expect(await at(10)).to.equal(6500);
    expect(await at(60)).to.equal(6000);
    expect(await at(101)).to.equal(7000);
    const detail = (await w.http.get(`/shop/products/${p.id}`, w.agentToken)).body.data;
    expect(detail.priceRanges).to.deep.equal([
      { minQty: 10, maxQty: 49, price: 6500 },
      { minQty: 50, maxQty: 100, price: 6000 },
    ]);
    expect((await w.http.get(`/shop/products/${p.id}?quantity=0`, w.agentToken)).status).to.equal(422);
  });

  it("when a band for all tiers overlaps the tier's own band, then the agent's band table shows only the own one there", async () => {
    const w = await world();
    const p = await newProduct(w.c, { categoryId: w.category.id, status: 'published' }, { [w.t2.id]: 7000 });
    await ProductPriceRange.of(w.c.ctx).insert({ productId: p.id, tierId: null, minQty: 5, maxQty: 20, price: 6800 });
    await ProductPriceRange.of(w.c.ctx).insert({ productId: p.id, tierId: null, minQty: 50, maxQty: 99, price: 6000 });
    await ProductPriceRange.of(w.c.ctx).insert({ productId: p.id, tierId: w.t2.id, minQty: 10, maxQty: 49, price: 6500 });
    const detail = (await w.http.get(`/shop/products/${p.id}`, w.agentToken)).body.data;
    expect(detail.priceRanges).to.deep.equal([
      { minQty: 10, maxQty: 49, price: 6500 },
      { minQty: 50, maxQty: 99, price: 6000 },
    ]);
    expect((await w.http.get(`/shop/products/${p.id}?quantity=6`, w.agentToken)).body.data.price).to.equal(6800);
  });

  it('when the company shows stock in My Shop, then stock per variant is shown; otherwise it is hidden', async () => {
    const w = await world();
    const p = await newProduct(w.c, { categoryId: w.category.id, status: 'published' }, { [w.t2.id]: 1 });
    const g = await VariantGroup.of(w.c.ctx).insertAndFetch({ productId: p.id, position: 1, name: 'Size' });
    const o = await VariantOption.of(w.c.ctx).insertAndFetch({ productId: p.id, groupId: g.id, position: 1, value: 'S' });
    const variant = await Variant.of(w.c.ctx).insertAndFetch({ productId: p.id, option1Id: o.id });
    await setHqStock(w.c, p.id, variant.id, 4);
    await CompanyFeatures.of(w.c.ctx).patch({ showStockMyShop: false });
    invalidateTenants();
    const hidden = (await w.http.get(`/shop/products/${p.id}`, w.agentToken)).body.data;
    expect(hidden.stock).to.equal(null);
    expect(hidden.variants.combinations[0].stock).to.equal(null);
    await CompanyFeatures.of(w.c.ctx).patch({ showStockMyShop: true });
    invalidateTenants();
    const shown = (await w.http.get(`/shop/products/${p.id}`, w.agentToken)).body.data;
    expect(shown.stock).to.equal(4);
    expect(shown.variants.combinations[0]).to.include({ stock: 4 });
    expect(shown.variants.combinations[0].options).to.deep.equal(['S']);
  });

  it('when HQ previews the store for a tier, then it sees what that tier sees; a foreign tier is 404; agents cannot preview', async () => {
    const w = await world();
    const p = await newProduct(w.c, { categoryId: w.category.id, name: 'Master only', status: 'published' }, { [w.t1.id]: 5000 });
    expect(names((await w.http.get(`/products/preview-store?tierId=${w.t1.id}`, w.token)).body)).to.deep.equal(['Master only']);
    expect(names((await w.http.get(`/products/preview-store?tierId=${w.t2.id}`, w.token)).body)).to.deep.equal([]);
    expect((await w.http.get(`/products/preview-product/${p.id}?tierId=${w.t1.id}`, w.token)).body.data.price).to.equal(5000);
    const other = await newCompany();
    const foreignTier = await newTier(other, 1);
    expect((await w.http.get(`/products/preview-store?tierId=${foreignTier.id}`, w.token)).status).to.equal(404);
    expect((await w.http.get(`/products/preview-store?tierId=${w.t2.id}`, w.agentToken)).status).to.equal(403);
  });

  it('when an agent without a tier asks, then the catalogue is empty; HQ cannot use the agent endpoint', async () => {
    const w = await world();
    await newProduct(w.c, { categoryId: w.category.id, status: 'published' }, { [w.t2.id]: 1 });
    const tierless = await newUser(w.c, { role: 'agent' });
    const res = await api(w.c.host).get('/shop/products', await login(w.c.host, tierless.email));
    expect(res.status).to.equal(200);
    expect(res.body.data).to.deep.equal([]);
    expect((await w.http.get('/shop/products', w.token)).status).to.equal(403);
  });
});
