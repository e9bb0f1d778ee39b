import { expect } from 'chai';
import { Product } from '../../server/modules/catalog/models';
import { inventoryWorld, level, movementCount } from './factories';

type World = Awaited<ReturnType<typeof inventoryWorld>>;

async function move(w: World, body: Record<string, unknown>) {
  const res = await w.http.post('/inventory/store', w.token).send(body);
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data as { id: number };
}

const q = (filter: Record<string, unknown>) => encodeURIComponent(JSON.stringify(filter));

describe('Inventory: lists, history and deletes', () => {
  it('when stock is listed, then each product and variant has its level and its band', async () => {
    const w = await inventoryWorld();
    await move(w, { productId: w.plain.id, qtyIn: 10, invType: 'restock' });
    await move(w, { productId: w.plain.id, qtyOut: 3, invType: 'promotion_or_donation' }); // 70 % → medium
    await move(w, { productId: w.shirt.id, variantId: w.vs.id, qtyIn: 10, invType: 'restock' });
    await move(w, { productId: w.shirt.id, variantId: w.vs.id, qtyOut: 6, invType: 'theft_or_loss' }); // 40 % → low
    await move(w, { productId: w.shirt.id, variantId: w.vl.id, qtyIn: 5, invType: 'restock' }); // 100 % → high
    const res = await w.http.get('/inventory?sort=["qty","DESC"]', w.token);
    expect(res.status).to.equal(200);
    expect(res.headers['content-range']).to.equal('items 0-2/3');
    expect(res.body.data.map((r: { name: string; variation: string | null; qty: number; band: string; percent: number }) => [r.name, r.variation, r.qty, r.band, r.percent])).to.deep.equal([
      ['Plain soap', null, 7, 'medium', 70],
      ['Shirt', 'L', 5, 'high', 100],
      ['Shirt', 'S', 4, 'low', 40],
    ]);
    const names = async (query: string) =>
      (await w.http.get(`/inventory?${query}`, w.token)).body.data.map((r: { name: string; variation: string | null }) => `${r.name}${r.variation ? `:${r.variation}` : ''}`);
    expect(await names('status=high')).to.deep.equal(['Shirt:L']);
    expect(await names(`filter=${q({ status: 'low' })}`)).to.deep.equal(['Shirt:S']);
    expect(await names('status=medium')).to.deep.equal(['Plain soap']);
    expect(await names('variation=true&sort=["qty","ASC"]')).to.deep.equal(['Shirt:S', 'Shirt:L']);
    expect(await names('variation=false')).to.deep.equal(['Plain soap']);
    expect(await names('search=soap')).to.deep.equal(['Plain soap']);
    expect(await names(`category=${w.category.id}&stock=in`)).to.have.length(3);
    expect(await names('stock=out')).to.deep.equal([]);
    await Product.of(w.c.ctx).findById(w.plain.id).patch({ preorder: true, preorderLimit: 5, status: 'suspended' });
    expect(await names('preorder=true')).to.deep.equal(['Plain soap']);
    expect(await names('productStatus=suspended')).to.deep.equal(['Plain soap']);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await names(`date=${today}`)).to.have.length(3);
    expect(await names('date=2001-01-01')).to.deep.equal([]);
    expect(await names('comId=1&type=hq&structure=y')).to.have.length(3);
    expect((await w.http.get('/inventory?status=purple', w.token)).status).to.equal(422);
    expect((await w.http.get('/inventory?stock=maybe', w.token)).status).to.equal(422);
    expect((await w.http.get('/inventory?date=yesterday', w.token)).status).to.equal(422);
    expect((await w.http.get(`/inventory?filter=${q({ colour: 'red' })}`, w.token)).status).to.equal(422);
    expect((await w.http.get('/inventory?sort=["price","ASC"]', w.token)).status).to.equal(422);
  });

  it('when a product was never stocked, then HQ lists it at 0 in the low band', async () => {
    const w = await inventoryWorld();
    const res = await w.http.get('/inventory?variation=false', w.token);
    expect(res.body.data[0]).to.include({ productId: w.plain.id, qty: 0, band: 'low', storeId: null });
  });

  it('when history is listed, then movements come newest first with their filters', async () => {
    const w = await inventoryWorld();
    await move(w, { productId: w.plain.id, qtyIn: 10, invType: 'restock' });
    await move(w, { productId: w.plain.id, qtyOut: 2, invType: 'damaged' });
    await move(w, { productId: w.shirt.id, variantId: w.vl.id, qtyIn: 4, invType: 'restock' });
    const res = await w.http.get('/inventory/update-history', w.token);
    expect(res.status).to.equal(200);
    expect(
      res.body.data.map((m: { productName: string; variation: string | null; qtyIn: number; qtyOut: number; qtyAfter: number; userName: string }) => [
        m.productName,
        m.variation,
        m.qtyIn,
        m.qtyOut,
        m.qtyAfter,
        m.userName,
      ]),
    ).to.deep.equal([
      ['Shirt', 'L', 4, 0, 4, 'Head Office'],
      ['Plain soap', null, 0, 2, 8, 'Head Office'],
      ['Plain soap', null, 10, 0, 10, 'Head Office'],
    ]);
    const count = async (query: string) => (await w.http.get(`/inventory/update-history?${query}`, w.token)).body.data.length;
    expect(await count('invType=damaged')).to.equal(1);
    expect(await count(`productId=${w.plain.id}`)).to.equal(2);
    expect(await count(`filter=${q({ direction: 'in' })}`)).to.equal(2);
    expect(await count('search=shirt')).to.equal(1);
    expect(await count('storeId=0')).to.equal(3);
    expect((await w.http.get('/inventory/update-history?direction=up', w.token)).status).to.equal(422);
  });

  it('when the newest movement is deleted, then the stock is back to what it was before it', async () => {
    const w = await inventoryWorld();
    await move(w, { productId: w.plain.id, qtyIn: 10, invType: 'restock' });
    const out = await move(w, { productId: w.plain.id, qtyOut: 4, invType: 'damaged' });
    const restock = await move(w, { productId: w.plain.id, qtyIn: 20, invType: 'restock' });
    expect(await level(w.c, w.plain.id)).to.equal(26);
    const del = await w.http.delete(`/inventory/delete-history/${restock.id}`, w.token);
    expect(del.status, JSON.stringify(del.body)).to.equal(200);
    expect(del.body.meta.message).to.equal('Stock update removed; the stock was restored.');
    expect(del.body.data).to.include({ qty: 6 });
    expect(await level(w.c, w.plain.id)).to.equal(6);
    // the band's reference is back to the level after the first restock: 6 of 10 → medium
    const row = (await w.http.get('/inventory?variation=false', w.token)).body.data[0];
    expect(row).to.include({ qty: 6, band: 'medium' });
    expect((await w.http.delete(`/inventory/delete-history/${out.id}`, w.token)).status).to.equal(200);
    expect(await level(w.c, w.plain.id)).to.equal(10);
    // Both updates stay in the history beside their reversals.
    expect(await movementCount(w.c)).to.equal(5);
    expect((await w.http.delete(`/inventory/delete-history/${out.id}`, w.token)).status).to.equal(409);
  });

  it('when an older stock-in whose units were already sold out is deleted, then it is refused and nothing changes', async () => {
    const w = await inventoryWorld();
    const restock = await move(w, { productId: w.plain.id, qtyIn: 5, invType: 'restock' });
    const out = await move(w, { productId: w.plain.id, qtyOut: 3, invType: 'damaged' });
    const res = await w.http.delete(`/inventory/delete-history/${restock.id}`, w.token);
    expect(res.status).to.equal(409);
    expect(res.body.meta.message).to.equal('This update cannot be removed: the stock it added has already been used.');
    expect(await level(w.c, w.plain.id)).to.equal(2);
    expect(await movementCount(w.c)).to.equal(2);
    // an older stock-out can be deleted: its inverse (stock back in) is applied to today's level
    await move(w, { productId: w.plain.id, qtyIn: 1, invType: 'restock' });
    expect((await w.http.delete(`/inventory/delete-history/${out.id}`, w.token)).status).to.equal(200);
    expect(await level(w.c, w.plain.id)).to.equal(6);
  });

  it('when the picker is opened, then products come with their variants and levels in the store', async () => {
    const w = await inventoryWorld();
    await move(w, { productId: w.shirt.id, variantId: w.vl.id, qtyIn: 3, invType: 'restock' });
    const res = await w.http.get('/inventory/select?search=shirt', w.token);
    expect(res.status).to.equal(200);
    expect(res.body.data).to.have.length(1);
    expect(res.body.data[0]).to.include({ productId: w.shirt.id, name: 'Shirt', qty: 3 });
    expect(res.body.data[0].groups[0]).to.include({ name: 'Size' });
    expect(res.body.data[0].variants.map((v: { label: string; qty: number; optionIds: number[] }) => [v.label, v.qty, v.optionIds])).to.deep.equal([
      ['S', 0, [w.small.id]],
      ['L', 3, [w.large.id]],
    ]);
    const all = await w.http.get('/inventory/select?sort=["name","ASC"]', w.token);
    expect(all.body.data.map((p: { name: string }) => p.name)).to.deep.equal(['Plain soap', 'Shirt']);
  });

  it('when the product form sends stock, then HQ’s level is set through a movement and the product list sorts by it', async () => {
    const w = await inventoryWorld();
    const created = await w.http.post('/products/store', w.token).send({ name: 'Tea', sku: `TEA-${Date.now()}`, categoryId: w.category.id, stock: 12 });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    expect(created.body.data).to.include({ stock: 12, totalStock: 12 });
    const history = (await w.http.get(`/inventory/update-history?productId=${created.body.data.id}`, w.token)).body.data;
    expect(history.map((m: { invType: string; qtyIn: number }) => [m.invType, m.qtyIn])).to.deep.equal([['restock', 12]]);
    const updated = await w.http.post('/products/update', w.token).send({ id: created.body.data.id, stock: 9 });
    expect(updated.body.data).to.include({ stock: 9 });
    const after = (await w.http.get(`/inventory/update-history?productId=${created.body.data.id}`, w.token)).body.data;
    expect(after[0]).to.include({ invType: 'correction', qtyOut: 3, qtyAfter: 9 });
    const list = await w.http.get('/products?sort=["stock","DESC"]', w.token);
    expect(list.status).to.equal(200);
    expect(list.body.data[0]).to.include({ name: 'Tea', stock: 9 });
    expect(list.body.data[0]).to.not.have.property('hqStock');
  });

  it('when variant combinations are rewritten, then the stock of surviving combinations follows them and vanished ones lose theirs', async () => {
    const w = await inventoryWorld();
    const created = await w.http.post('/products/store', w.token).send({
      name: 'Cap',
      sku: `CAP-${Date.now()}`,
      categoryId: w.category.id,
      variants: {
        groups: [{ name: 'Colour', options: ['Red', 'Blue'] }],
        combinations: [
          { options: ['Red'], stock: 5 },
          { options: ['Blue'], stock: 2 },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const id = created.body.data.id;
    const updated = await w.http.post('/products/update', w.token).send({
      id,
      variants: { groups: [{ name: 'Colour', options: ['Red', 'Green'] }], combinations: [{ options: ['Red'] }, { options: ['Green'], stock: 1 }] },
    });
    expect(updated.body.data.variants.combinations.map((c: { options: string[]; stock: number }) => [c.options[0], c.stock])).to.deep.equal([
      ['Red', 5],
      ['Green', 1],
    ]);
    const rows = (await w.http.get(`/inventory?search=Cap&sort=["qty","DESC"]`, w.token)).body.data;
    expect(rows.map((r: { variation: string; qty: number }) => [r.variation, r.qty])).to.deep.equal([
      ['Red', 5],
      ['Green', 1],
    ]);
    const redHistory = (await w.http.get(`/inventory/update-history?productId=${id}`, w.token)).body.data;
    expect(redHistory.map((m: { variation: string | null }) => m.variation)).to.include('Red');
  });
});
