import { expect } from 'chai';
import { Variant, VariantGroup, VariantOption } from '../../server/modules/catalog/models';
import { StockMovement } from '../../server/modules/inventory/models';
import { login, newTier, newUser } from '../harness';
import { newProduct, setHqStock } from '../catalog/factories';
import { inventoryWorld } from './factories';

describe('Inventory: review fixes', () => {
  it('when the inventory is paged one row at a time on tied sort values, then every row comes exactly once, by variant then store', async () => {
    const w = await inventoryWorld();
    // Eight variants of one product, all at the same level in two agent stores: every sort value ties.
    const g = await VariantGroup.of(w.c.ctx).insertAndFetch({ productId: w.plain.id, position: 1, name: 'Colour' });
    const variants: number[] = [];
    for (let i = 0; i < 8; i++) {
      const o = await VariantOption.of(w.c.ctx).insertAndFetch({ productId: w.plain.id, groupId: g.id, position: i + 1, value: `C${i}` });
      variants.push((await Variant.of(w.c.ctx).insertAndFetch({ productId: w.plain.id, option1Id: o.id })).id);
    }
    const agents = [await newUser(w.c, { role: 'agent' }), await newUser(w.c, { role: 'agent' })];
    for (const agent of agents) {
      for (const variantId of [...variants].reverse()) {
        const res = await w.http.post('/inventory/store', w.token).send({ storeId: agent.id, productId: w.plain.id, variantId, qtyIn: 2, invType: 'restock' });
        expect(res.status).to.equal(201);
      }
    }
    for (const sort of ['name', 'qty', 'storeId', 'sku']) {
      const seen: string[] = [];
      for (let page = 1; page <= 16; page++) {
        const res = await w.http.get(`/inventory?type=agent&sort=${encodeURIComponent(JSON.stringify([sort, 'ASC']))}&page=${page}&perPage=1`, w.token);
        expect(res.status).to.equal(200);
        expect(res.headers['content-range']).to.match(/\/16$/);
        seen.push(res.body.data[0].id);
      }
      expect(new Set(seen).size, `${sort}: ${seen.join(',')}`).to.equal(16);
      // Ties are broken by variant, then store: the same order on every database and every page.
      const expected = sort === 'storeId' ? agents.flatMap((a) => variants.map((v) => `${a.id}-${w.plain.id}-${v}`)) : variants.flatMap((v) => agents.map((a) => `${a.id}-${w.plain.id}-${v}`));
      expect(seen, sort).to.deep.equal(expected);
    }
  });

  it('when an agent opens the stock picker, then it lists only products its catalogue shows or its store holds', async () => {
    const w = await inventoryWorld();
    const tier = await newTier(w.c, 1);
    const agent = await newUser(w.c, { role: 'agent', tierId: tier.id });
    const shown = await newProduct(w.c, { categoryId: w.category.id, name: 'Shown' }, { [tier.id]: 100 });
    await newProduct(w.c, { categoryId: w.category.id, name: 'Secret draft', status: 'default' }, { [tier.id]: 100 });
    await newProduct(w.c, { categoryId: w.category.id, name: 'Suspended one', status: 'suspended' }, { [tier.id]: 100 });
    await newProduct(w.c, { categoryId: w.category.id, name: 'Unpriced' });
    const held = await newProduct(w.c, { categoryId: w.category.id, name: 'Held draft', status: 'default' });
    expect((await w.http.post('/inventory/store', w.token).send({ storeId: agent.id, productId: held.id, qtyIn: 2, invType: 'restock' })).status).to.equal(201);
    const token = await login(w.c.host, agent.email);
    const res = await w.http.get('/inventory/select', token);
    expect(res.status).to.equal(200);
    expect(res.body.data.map((r: { name: string }) => r.name)).to.deep.equal(['Held draft', 'Shown']);
    expect(res.body.data.find((r: { id: number }) => r.id === shown.id).qty).to.equal(0);
    // HQ still sees every product.
    const hq = await w.http.get('/inventory/select?perPage=100', w.token);
    expect(hq.body.data).to.have.length(7);
  });

  it('when a return is recorded with spaces around its reason type, then its return reason is kept', async () => {
    const w = await inventoryWorld();
    const res = await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 1, invType: ' return ', returnReason: 'Wrong size' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.data).to.include({ invType: 'return', returnReason: 'Wrong size' });
    expect((await StockMovement.of(w.c.ctx).findById(res.body.data.id))?.returnReason).to.equal('Wrong size');
  });

  it('when a product gained variants, then deleting a movement of its former own stock is 409 and the stock stays', async () => {
    const w = await inventoryWorld();
    const opened = await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 4, invType: 'restock' });
    expect(opened.status).to.equal(201);
    const up = await w.http.post('/products/update', w.token).send({
      id: w.plain.id,
      variants: { groups: [{ name: 'Size', options: ['S'] }], combinations: [{ options: ['S'], stock: 1 }] },
    });
    expect(up.status, JSON.stringify(up.body)).to.equal(200);
    const before = await StockMovement.of(w.c.ctx).resultSize();
    const del = await w.http.delete(`/inventory/delete-history/${opened.body.data.id}`, w.token);
    expect(del.status).to.equal(409);
    expect(del.body.meta.message).to.equal('This update cannot be removed: its product variant no longer exists.');
    expect(await StockMovement.of(w.c.ctx).resultSize()).to.equal(before);
    const product = await w.http.get(`/products/${w.plain.id}`, w.token);
    expect([product.body.data.stock, product.body.data.totalStock]).to.deep.equal([0, 1]);
    await setHqStock(w.c, w.shirt.id, w.vs.id, 1); // a live variant's movements can still be deleted
    const live = await StockMovement.of(w.c.ctx).where({ productId: w.shirt.id, variantId: w.vs.id }).first();
    expect((await w.http.delete(`/inventory/delete-history/${live!.id}`, w.token)).status).to.equal(200);
  });
});
