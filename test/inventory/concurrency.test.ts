import { expect } from 'chai';
import { StockMovement } from '../../server/modules/inventory/models';
import { inventoryWorld, level } from './factories';

describe('Inventory: concurrency', () => {
  it('when 50 stock-outs of 1 unit race against 10 in stock, then exactly 10 succeed, the rest get 409 and the stock ends at 0', async function () {
    this.timeout(60_000);
    const w = await inventoryWorld();
    const restock = await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 10, invType: 'restock' });
    expect(restock.status).to.equal(201);
    const results = await Promise.all(Array.from({ length: 50 }, () => w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyOut: 1, invType: 'damaged' })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).to.have.length(10);
    expect(statuses.filter((s) => s === 409)).to.have.length(40);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.meta.message).to.equal('Not enough stock: only 0 left.');
    expect(await level(w.c, w.plain.id)).to.equal(0);
    const outs = await StockMovement.of(w.c.ctx).where({ productId: w.plain.id }).where('qtyOut', 1).orderBy('id');
    expect(outs).to.have.length(10);
    // every movement saw its own level: 10 → 9 → … → 0 without gaps or repeats
    expect(outs.map((m) => m.qtyAfter).sort((a, b) => b - a)).to.deep.equal([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('when the same movement is deleted five times in parallel, then the stock is restored once, by one reversal', async function () {
    this.timeout(60_000);
    const w = await inventoryWorld();
    await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyIn: 10, invType: 'restock' });
    const out = (await w.http.post('/inventory/store', w.token).send({ productId: w.plain.id, qtyOut: 4, invType: 'damaged' })).body.data;
    const results = await Promise.all(Array.from({ length: 5 }, () => w.http.delete(`/inventory/delete-history/${out.id}`, w.token)));
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.meta.message).to.equal('This stock update was already removed.');
    expect(await level(w.c, w.plain.id)).to.equal(10);
    const reversals = await StockMovement.of(w.c.ctx).where({ reversesId: out.id });
    expect(reversals.map((m) => [m.invType, m.qtyIn, m.qtyAfter])).to.deep.equal([['reversal', 4, 10]]);
  });
});
