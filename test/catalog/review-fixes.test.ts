import { expect } from 'chai';
import { PackageItem } from '../../server/modules/catalog/models';
import { StockLevel, StockMovement } from '../../server/modules/inventory/models';
import { toDbTime } from '../../server/platform/time';
import { login, newTier, newUser } from '../harness';
import { hqSession, newCategory, newProduct } from './factories';

type Session = Awaited<ReturnType<typeof hqSession>>;

const sizes = (stock: Record<string, number>, options = Object.keys(stock)) => ({
  groups: [{ name: 'Size', options }],
  combinations: Object.entries(stock).map(([value, qty]) => ({ options: [value], stock: qty })),
});

async function storeProduct(s: Session, body: Record<string, unknown>) {
  const cat = await newCategory(s.c);
  const res = await s.http.post('/products/store', s.token).send({ name: 'V', sku: `V-${Math.random().toString(36).slice(2, 8)}`, categoryId: cat.id, ...body });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data;
}

async function update(s: Session, body: Record<string, unknown>) {
  const res = await s.http.post('/products/update', s.token).send(body);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.data;
}

describe('Catalog: variant rewrites keep what survives', () => {
  it('when a product is re-saved with the same combinations, then variant ids, package items and option images stay', async () => {
    const s = await hqSession();
    const p = await storeProduct(s, { variants: sizes({ S: 5, L: 5 }) });
    const [small, large] = p.variants.combinations.map((c: { id: number }) => c.id);
    const pk = await s.http.post('/products/package/store', s.token).send({ name: 'P', code: 'P1', price: 1, items: [{ productId: p.id, variantId: small, quantity: 1 }] });
    expect(pk.status, JSON.stringify(pk.body)).to.equal(201);
    // Reordered options, a renamed case and a changed stock: the same combinations.
    const after = await update(s, {
      id: p.id,
      variants: {
        groups: [{ name: 'size', options: ['L', 's'] }],
        combinations: [
          { options: ['s'], stock: 6 },
          { options: ['L'], stock: 5 },
        ],
      },
    });
    expect(after.variants.combinations.map((c: { id: number; options: string[]; stock: number }) => [c.id, c.options, c.stock])).to.deep.equal([
      [small, ['s'], 6],
      [large, ['L'], 5],
    ]);
    const items = await PackageItem.of(s.c.ctx).where('packageId', pk.body.data.id);
    expect(items.map((i) => i.variantId)).to.deep.equal([small]);
  });

  it('when a combination vanishes, then only it is removed and the others keep their ids', async () => {
    const s = await hqSession();
    const p = await storeProduct(s, { variants: sizes({ S: 1, M: 2, L: 3 }) });
    const [small, , large] = p.variants.combinations.map((c: { id: number }) => c.id);
    const after = await update(s, { id: p.id, variants: sizes({ S: 1, L: 3, XL: 4 }) });
    const ids = after.variants.combinations.map((c: { id: number }) => c.id);
    expect(ids.slice(0, 2)).to.deep.equal([small, large]);
    expect(ids[2]).to.be.above(large);
  });
});

describe('Catalog: stock when the variant structure changes', () => {
  it('when a product with stock gains variants, then its own stock is corrected to 0 with a recorded movement and no longer counted', async () => {
    const s = await hqSession();
    const p = await storeProduct(s, { stock: 10 });
    const after = await update(s, { id: p.id, variants: sizes({ S: 5, L: 5 }) });
    expect(after.stock).to.equal(0);
    expect(after.totalStock).to.equal(10);
    const list = await s.http.get('/products', s.token);
    expect(list.body.data.find((r: { id: number }) => r.id === p.id).stock).to.equal(10);
    const own = await StockLevel.of(s.c.ctx).where({ productId: p.id, variantId: 0, storeId: 0 }).first();
    expect(own?.qty).to.equal(0);
    const correction = await StockMovement.of(s.c.ctx).where({ productId: p.id, variantId: 0 }).orderBy('id', 'desc').first();
    expect(correction).to.include({ invType: 'correction', qtyOut: 10, qtyBefore: 10, qtyAfter: 0 });
  });

  it('when a combination vanishes, then its stock in every store goes to 0 through correction movements, levels and history kept', async () => {
    const s = await hqSession();
    const p = await storeProduct(s, { variants: sizes({ S: 5, L: 7 }) });
    const large = p.variants.combinations[1].id;
    const agent = await newUser(s.c, { role: 'agent' });
    const stocked = await s.http.post('/inventory/store', s.token).send({ storeId: agent.id, productId: p.id, variantId: large, qtyIn: 3, invType: 'restock' });
    expect(stocked.status, JSON.stringify(stocked.body)).to.equal(201);
    await update(s, { id: p.id, variants: sizes({ S: 5 }) });
    const levels = await StockLevel.of(s.c.ctx).where({ productId: p.id, variantId: large }).orderBy('storeId');
    expect(levels.map((l) => [l.storeId, l.qty])).to.deep.equal([
      [0, 0],
      [agent.id, 0],
    ]);
    const corrections = await StockMovement.of(s.c.ctx).where({ productId: p.id, variantId: large, invType: 'correction' }).orderBy('storeId');
    expect(corrections.map((m) => [m.storeId, m.qtyOut, m.qtyAfter])).to.deep.equal([
      [0, 7, 0],
      [agent.id, 3, 0],
    ]);
    // The vanished variant's movements cannot be deleted (that would bring back stock nobody can see).
    const del = await s.http.delete(`/inventory/delete-history/${stocked.body.data.id}`, s.token);
    expect(del.status).to.equal(409);
    expect(del.body.meta.message).to.equal('This update cannot be removed: its product variant no longer exists.');
    expect(await StockMovement.of(s.c.ctx).findById(stocked.body.data.id)).to.not.equal(undefined);
  });
});

describe('Catalog: stock when variants are removed', () => {
  it('when a product loses its variants, then their stock is corrected to 0 and its own stock can be set again', async () => {
    const s = await hqSession();
    const p = await storeProduct(s, { variants: sizes({ S: 2, L: 3 }) });
    const after = await update(s, { id: p.id, variants: null, stock: 4 });
    expect([after.variants, after.stock, after.totalStock]).to.deep.equal([null, 4, 4]);
    const levels = await StockLevel.of(s.c.ctx).where({ productId: p.id }).orderBy('variantId');
    expect(levels.map((l) => l.qty)).to.deep.equal([4, 0, 0]);
    const corrections = await StockMovement.of(s.c.ctx).where({ productId: p.id, invType: 'correction' }).whereNot('variantId', 0);
    expect(corrections.map((m) => m.qtyOut).sort()).to.deep.equal([2, 3]);
    const list = await s.http.get('/products', s.token);
    expect(list.body.data.find((r: { id: number }) => r.id === p.id).stock).to.equal(4);
  });
});

describe('Catalog: deleting a product in a package or combo', () => {
  it('when the product is in a package or a combo, then delete is 409 with a message and nothing changes', async () => {
    const s = await hqSession();
    const cat = await newCategory(s.c);
    const inPackage = await newProduct(s.c, { categoryId: cat.id });
    const inCombo = await newProduct(s.c, { categoryId: cat.id });
    const pk = await s.http.post('/products/package/store', s.token).send({ name: 'P', code: 'P1', price: 1, items: [{ productId: inPackage.id, quantity: 1 }] });
    expect(pk.status).to.equal(201);
    const combo = await s.http.post('/products/combo/store', s.token).send({ name: 'C', code: 'C1', price: 1, requiredQty: 1, productIds: [inCombo.id] });
    expect(combo.status, JSON.stringify(combo.body)).to.equal(201);
    for (const id of [inPackage.id, inCombo.id]) {
      const res = await s.http.delete(`/products/delete?id=${id}`, s.token);
      expect(res.status).to.equal(409);
      expect(res.body.meta.message).to.equal('This product is part of a package or combo. Remove it from them before deleting it.');
      expect((await s.http.get(`/products/${id}`, s.token)).status).to.equal(200);
    }
    expect((await s.http.get(`/products/package/${pk.body.data.id}`, s.token)).body.data.items).to.have.length(1);
    expect((await s.http.get(`/products/combo/${combo.body.data.id}`, s.token)).body.data.productIds).to.deep.equal([inCombo.id]);
    // Once taken out of the package, it can go.
    await s.http.post('/products/package/update', s.token).send({ id: pk.body.data.id, items: [{ productId: inCombo.id, quantity: 1 }] });
    expect((await s.http.delete(`/products/delete?id=${inPackage.id}`, s.token)).status).to.equal(200);
  });
});

describe('Catalog: combo choice uses the catalogue visibility', () => {
  async function world() {
    const s = await hqSession();
    const cat = await newCategory(s.c);
    const tier = await newTier(s.c, 1);
    const due = await newProduct(s.c, { categoryId: cat.id, name: 'Due', status: 'scheduled', publishAt: toDbTime(new Date(Date.now() - 3600_000)), stock: 5 }, { [tier.id]: 100 });
    const unpriced = await newProduct(s.c, { categoryId: cat.id, name: 'Unpriced', stock: 5 });
    const combo = await s.http.post('/products/combo/store', s.token).send({ name: 'C', code: 'C1', price: 1, requiredQty: 1, productIds: [due.id, unpriced.id] });
    expect(combo.status, JSON.stringify(combo.body)).to.equal(201);
    const agent = await newUser(s.c, { role: 'agent', tierId: tier.id });
    return { ...s, due, unpriced, comboId: combo.body.data.id, agentToken: await login(s.c.host, agent.email) };
  }

  it('when an agent chooses a scheduled product whose time has come, then it is accepted as in the catalogue', async () => {
    const w = await world();
    const res = await w.http.post('/combo/check', w.agentToken).send({ comboId: w.comboId, items: [{ productId: w.due.id, quantity: 1 }] });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  });

  it('when an agent chooses a product without a price for its tier, then it is not eligible (422)', async () => {
    const w = await world();
    const res = await w.http.post('/combo/check', w.agentToken).send({ comboId: w.comboId, items: [{ productId: w.unpriced.id, quantity: 1 }] });
    expect(res.status).to.equal(422);
    expect(res.body.meta.errors['items.0.productId']).to.equal('This product is not part of the combo.');
  });
});

describe('Catalog: uniqueness ignores letter case on every database', () => {
  it('when a category, SKU, package code or combo code differs only in case, then 409 and nothing is added', async () => {
    const s = await hqSession();
    expect((await s.http.post('/setup/product/category/store', s.token).send({ name: 'Shoes' })).status).to.equal(201);
    const cat = await s.http.post('/setup/product/category/store', s.token).send({ name: 'shoes' });
    expect(cat.status).to.equal(409);
    expect(cat.body.meta.errors.name).to.equal('Another category already has this name.');

    const p = await storeProduct(s, { sku: 'Abc-1' });
    const cat2 = await newCategory(s.c);
    const sku = await s.http.post('/products/store', s.token).send({ name: 'Other', sku: 'ABC-1', categoryId: cat2.id });
    expect(sku.status).to.equal(409);
    // Its own SKU in another case is no clash.
    expect((await s.http.post('/products/update', s.token).send({ id: p.id, sku: 'ABC-1' })).status).to.equal(200);

    expect((await s.http.post('/products/package/store', s.token).send({ name: 'P', code: 'Pk-1', price: 1, items: [{ productId: p.id, quantity: 1 }] })).status).to.equal(201);
    expect((await s.http.post('/products/package/store', s.token).send({ name: 'P', code: 'PK-1', price: 1, items: [{ productId: p.id, quantity: 1 }] })).status).to.equal(409);
    expect((await s.http.post('/products/combo/store', s.token).send({ name: 'C', code: 'Cb-1', price: 1, requiredQty: 1, productIds: [p.id] })).status).to.equal(201);
    expect((await s.http.post('/products/combo/store', s.token).send({ name: 'C', code: 'cB-1', price: 1, requiredQty: 1, productIds: [p.id] })).status).to.equal(409);

    const list = await s.http.get('/setup/product/category', s.token);
    expect(list.body.data.filter((c: { name: string }) => c.name.toLowerCase() === 'shoes')).to.have.length(1);
  });
});
