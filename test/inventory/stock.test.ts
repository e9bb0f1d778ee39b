import { expect } from 'chai';
import { api, login, newCompany, newUser } from '../harness';
import { newCategory, newProduct, staffToken } from '../catalog/factories';
import { inventoryWorld, level, movementCount } from './factories';

describe('Inventory: stock updates', () => {
  it('when HQ records a restock and a stock-out, then the level, the movement and the product follow', async () => {
    const w = await inventoryWorld();
    const res = await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 10, invType: 'restock', remarks: 'Supplier A' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.meta.message).to.equal('Stock updated.');
    expect(res.body.data).to.include({ productId: w.plain.id, qtyIn: 10, qtyOut: 0, invType: 'restock', qtyBefore: 0, qtyAfter: 10, remarks: 'Supplier A', storeId: null, variantId: null });
    const out = await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyOut: 3, invType: 'damaged', invDesc: 'Broken box' });
    expect(out.status, JSON.stringify(out.body)).to.equal(201);
    expect(out.body.data).to.include({ qtyBefore: 10, qtyAfter: 7, invDesc: 'Broken box' });
    expect(await level(w.c, w.plain.id)).to.equal(7);
    const product = await w.http.get(`/products/${w.plain.id}`, w.token);
    expect(product.body.data).to.include({ stock: 7, totalStock: 7 });
  });

  it('when a variant is chosen by id or by its option ids, then that variant’s level changes; a product with variants needs one', async () => {
    const w = await inventoryWorld();
    expect((await w.http.post('/inventory/store', w.token).send({ productId: w.shirt.id, variantId: w.vs.id, qtyIn: 4, invType: 'restock' })).status).to.equal(201);
    const byOptions = await w.http.post('/inventory/store', w.token).send({ productId: w.shirt.id, variationOptId1: w.large.id, qtyIn: 6, invType: 'restock' });
    expect(byOptions.status, JSON.stringify(byOptions.body)).to.equal(201);
    expect(byOptions.body.data).to.include({ variantId: w.vl.id, variation: 'L', variationOptId1: w.large.id });
    expect(await level(w.c, w.shirt.id, w.vs.id)).to.equal(4);
    expect(await level(w.c, w.shirt.id, w.vl.id)).to.equal(6);
    const none = await w.http.post('/inventory/store', w.token).send({ productId: w.shirt.id, qtyIn: 1, invType: 'restock' });
    expect(none.status).to.equal(422);
    expect(none.body.meta.errors.variantId).to.equal('Choose the variant of this product.');
    const foreign = await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, variantId: w.vs.id, qtyIn: 1, invType: 'restock' });
    expect(foreign.status).to.equal(422);
    const product = await w.http.get(`/products/${w.shirt.id}`, w.token);
    expect(product.body.data.totalStock).to.equal(10);
    expect(product.body.data.variants.combinations.map((c: { stock: number }) => c.stock)).to.deep.equal([4, 6]);
  });

  it('when the update breaks an inventory update rule, then it is refused beside the field and nothing changes', async () => {
    const w = await inventoryWorld();
    await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 5, invType: 'restock' });
    const before = await movementCount(w.c);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ qtyIn: 0, invType: 'restock' }, 'qtyIn', 'The amount is required and must be greater than zero.'],
      [{ qtyIn: -2, invType: 'restock' }, 'qtyIn', 'The amount is required and must be greater than zero.'],
      [{ qtyOut: 0, invType: 'damaged' }, 'qtyOut', 'The amount is required and must be greater than zero.'],
      [{ qtyIn: 1, qtyOut: 1, invType: 'correction' }, 'qtyOut', 'Choose either stock in or stock out, not both.'],
      [{ invType: 'restock' }, 'qtyIn', 'Choose stock in or stock out.'],
      [{ qtyIn: 1 }, 'invType', 'Choose a reason.'],
      [{ qtyIn: 1, invType: 'gift' }, 'invType', 'This reason is not available.'],
      [{ qtyIn: 1, invType: 'damaged' }, 'invType', 'This reason is for stock out only.'],
      [{ qtyOut: 1, invType: 'restock' }, 'invType', 'This reason is for stock in only.'],
      [{ qtyIn: 1, invType: 'return' }, 'returnReason', 'Enter the return reason.'],
      [{ qtyIn: 1, invType: 'restock', storeId: w.c.hq.id }, 'storeId', 'The store must be HQ or an agent of the company.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, ...body });
      expect(res.status, JSON.stringify(body)).to.equal(422);
      expect(res.body.meta.errors[field], JSON.stringify(body)).to.equal(message);
    }
    expect((await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 1.5, invType: 'restock' })).status).to.equal(422);
    expect((await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 1, invType: 'restock', extra: 1 })).status).to.equal(422);
    const unknown = await w.http.post('/inventory/store', w.token).send({ productId: 999999, qtyIn: 1, invType: 'restock' });
    expect(unknown.status).to.equal(422);
    expect(unknown.body.meta.errors.productId).to.equal('This product does not exist.');
    expect(await movementCount(w.c)).to.equal(before);
    expect(await level(w.c, w.plain.id)).to.equal(5);
  });

  it('when a return is recorded with its reason, then it is stored with the movement', async () => {
    const w = await inventoryWorld();
    const res = await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 2, invType: 'return', returnReason: 'Wrong size' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.data).to.include({ invType: 'return', returnReason: 'Wrong size' });
  });

  it('when a stock-out exceeds the level, then it is refused with 409, its translated message, and nothing changes', async () => {
    const w = await inventoryWorld();
    await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 2, invType: 'restock' });
    const res = await w.http.post('/inventory/store', w.token).set('Accept-Language', 'ms').send({ productId: w.plain.id, qtyOut: 3, invType: 'damaged' });
    expect(res.status).to.equal(409);
    expect(res.body.meta.message).to.equal('Stok tidak mencukupi: hanya tinggal 2.');
    expect(res.body.meta.errors.qtyOut).to.equal('Stok tidak mencukupi: hanya tinggal 2.');
    expect(await level(w.c, w.plain.id)).to.equal(2);
    expect(await movementCount(w.c)).to.equal(1);
    const never = await w.http.post('/inventory/store', w.token).send({ productId: w.shirt.id, variantId: w.vs.id, qtyOut: 1, invType: 'damaged' });
    expect(never.status).to.equal(409);
    expect(never.body.meta.message).to.equal('Not enough stock: only 0 left.');
  });

  it('when another company’s product or movement is named, then it is refused and nothing changes', async () => {
    const w = await inventoryWorld();
    const other = await newCompany();
    const theirs = await newProduct(other, { categoryId: (await newCategory(other)).id });
    const res = await w.http.post('/inventory/store', w.token).send({ productId: theirs.id, qtyIn: 5, invType: 'restock' });
    expect(res.status).to.equal(422);
    expect(await level(other, theirs.id)).to.equal(0);
    const otherHq = await login(other.host, other.hq.email);
    const mine = (await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 5, invType: 'restock' })).body.data;
    const otherHttp = api(other.host);
    expect((await otherHttp.delete(`/inventory/delete-history/${mine.id}`, otherHq)).status).to.equal(404);
    expect((await otherHttp.get(`/inventory/update-history/${mine.id}`, otherHq)).status).to.equal(404);
    expect((await otherHttp.get('/inventory', otherHq)).body.data.map((r: { productId: number }) => r.productId)).to.deep.equal([theirs.id]);
    expect((await w.http.get('/inventory', otherHq)).status).to.equal(401);
    expect(await level(w.c, w.plain.id)).to.equal(5);
    // an agent of the other company is no store of ours
    const foreignAgent = await newUser(other, { role: 'agent' });
    const store = await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 1, invType: 'restock', storeId: foreignAgent.id });
    expect(store.status).to.equal(422);
  });

  it('when staff lack manage_inventory, then every inventory call is 403; with it they may update stock', async () => {
    const w = await inventoryWorld();
    const without = await staffToken(w.c, ['create_product']);
    expect((await w.http.get('/inventory', without)).status).to.equal(403);
    expect((await w.http.get('/inventory/update-history', without)).status).to.equal(403);
    expect((await w.http.get('/inventory/select', without)).status).to.equal(403);
    expect((await w.http.post('/inventory/store', without).send({ productId: w.plain.id, qtyIn: 1, invType: 'restock' })).status).to.equal(403);
    expect((await w.http.delete('/inventory/delete-history/1', without)).status).to.equal(403);
    expect(await movementCount(w.c)).to.equal(0);
    const withIt = await staffToken(w.c, ['manage_inventory']);
    expect((await w.http.post('/inventory/store', withIt).send({ productId: w.plain.id, qtyIn: 1, invType: 'restock' })).status).to.equal(201);
    expect((await w.http.get('/inventory', withIt)).status).to.equal(200);
    expect((await w.http.get('/inventory')).status).to.equal(401);
  });

  it('when HQ stocks an agent’s store, then the agent reads its own store only and cannot write', async () => {
    const w = await inventoryWorld();
    const agent = await newUser(w.c, { role: 'agent' });
    const other = await newUser(w.c, { role: 'agent' });
    const res = await w.http.post('/inventory/store', w.token).send({ storeId: agent.id, productId: w.plain.id, qtyIn: 8, invType: 'restock' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.data).to.include({ storeId: agent.id, storeName: 'Test User' });
    await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 3, invType: 'restock' });
    expect(await level(w.c, w.plain.id, 0, agent.id)).to.equal(8);
    expect(await level(w.c, w.plain.id)).to.equal(3);

    const hqView = await w.http.get(`/inventory?storeId=${agent.id}`, w.token);
    expect(hqView.body.data.map((r: { productId: number; qty: number }) => [r.productId, r.qty])).to.deep.equal([[w.plain.id, 8]]);
    await w.http.post('/inventory/store', w.token).send({ storeId: other.id, productId: w.shirt.id, variantId: w.vs.id, qtyIn: 2, invType: 'restock' });
    const agents = await w.http.get('/inventory?type=agent&sort=["qty","DESC"]', w.token);
    expect(agents.body.data.map((r: { storeId: number; productId: number; qty: number }) => [r.storeId, r.productId, r.qty])).to.deep.equal([
      [agent.id, w.plain.id, 8],
      [other.id, w.shirt.id, 2],
    ]);
    expect((await w.http.get('/inventory?type=hq', w.token)).body.data.every((r: { storeId: number | null }) => r.storeId === null)).to.equal(true);
    expect((await w.http.get('/inventory?type=warehouse', w.token)).status).to.equal(422);
    const agentToken = await login(w.c.host, agent.email);
    const own = await w.http.get('/inventory', agentToken);
    expect(own.status).to.equal(200);
    expect(own.body.data.map((r: { storeId: number; qty: number }) => [r.storeId, r.qty])).to.deep.equal([[agent.id, 8]]);
    expect((await w.http.get(`/inventory?storeId=${other.id}`, agentToken)).status).to.equal(403);
    expect((await w.http.get('/inventory?storeId=0', agentToken)).status).to.equal(403);
    const history = await w.http.get('/inventory/update-history', agentToken);
    expect(history.body.data.map((m: { storeId: number }) => m.storeId)).to.deep.equal([agent.id]);
    expect((await w.http.post('/inventory/store', agentToken).send({ productId: w.plain.id, qtyIn: 1, invType: 'restock' })).status).to.equal(403);
    expect((await w.http.delete(`/inventory/delete-history/${res.body.data.id}`, agentToken)).status).to.equal(403);
    expect(await level(w.c, w.plain.id, 0, agent.id)).to.equal(8);
  });
});
