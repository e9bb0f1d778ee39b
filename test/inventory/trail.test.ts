import { expect } from 'chai';
import fc from 'fast-check';
import { recordMovement, setLevel } from '../../server/modules/inventory/levels';
import { Variant } from '../../server/modules/catalog/models';
import { StockMovement } from '../../server/modules/inventory/models';
import { rebuildCompany } from '../../server/modules/reports/rebuild';
import { platform } from '../harness';
import { summariesOf } from '../reports/factories';
import { inventoryWorld, level } from './factories';

/**
 * The stock history reads true: one rule for every path that records a movement (a reason moves
 * stock only its own way, the stock after is the stock before plus in minus out, never below
 * zero), and removing a stock update records its reversal instead of erasing the trail.
 */

type World = Awaited<ReturnType<typeof inventoryWorld>>;

interface Row {
  id: number;
  productId: number;
  variantId: number | null;
  qtyIn: number;
  qtyOut: number;
  qtyBefore: number;
  qtyAfter: number;
  invType: string;
  createdAt: string;
  userName: string | null;
  reversesId: number | null;
  reverses: { id: number; invType: string; createdAt: string } | null;
  reversedBy: { id: number; createdAt: string; userName: string | null } | null;
}

async function move(w: World, body: Record<string, unknown>) {
  const res = await w.http.post('/inventory/store', w.token).send(body);
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data as Row;
}

async function history(w: World, productId: number): Promise<Row[]> {
  const res = await w.http.get(`/inventory/update-history?productId=${productId}&range=[0,99]`, w.token);
  expect(res.status).to.equal(200);
  return res.body.data as Row[];
}

/** Refused with this status and message key. */
async function refused(run: () => PromiseLike<unknown>, status: number, message: string) {
  let error: unknown;
  try {
    await run();
  } catch (e) {
    error = e;
  }
  expect(error, 'refused').to.be.an('error');
  expect((error as { status?: number }).status).to.equal(status);
  expect((error as { key?: string }).key).to.equal(message);
}

describe('Inventory: a stock history that reads true', () => {
  it('when any path records a reason against its direction, then it is refused like the API refuses it and the stock stays', async () => {
    const w = await inventoryWorld();
    const key = { storeId: 0, productId: w.plain.id, variantId: 0 };
    await move(w, { productId: w.plain.id, qtyIn: 825, invType: 'restock' });
    // The demo's old reset: a 'restock' taking 325 out.
    await refused(() => setLevel(w.c.ctx, key, 500, 'restock', null), 422, 'inventory.reasonNotForOut');
    await refused(() => recordMovement(w.c.ctx, { ...key, qtyIn: 0, qtyOut: 3, invType: 'restock' }), 422, 'inventory.reasonNotForOut');
    await refused(() => recordMovement(w.c.ctx, { ...key, qtyIn: 0, qtyOut: 3, invType: 'order_release' }), 422, 'inventory.reasonNotForOut');
    await refused(() => recordMovement(w.c.ctx, { ...key, qtyIn: 2, qtyOut: 0, invType: 'order' }), 422, 'inventory.reasonNotForIn');
    await refused(() => recordMovement(w.c.ctx, { ...key, qtyIn: 2, qtyOut: 0, invType: 'damaged' }), 422, 'inventory.reasonNotForIn');
    await refused(() => recordMovement(w.c.ctx, { ...key, qtyIn: 0, qtyOut: 0, invType: 'correction' }), 422, 'inventory.amountPositive');
    await refused(() => recordMovement(w.c.ctx, { ...key, qtyIn: 2, qtyOut: 2, invType: 'correction' }), 422, 'inventory.oneDirection');
    await refused(() => recordMovement(w.c.ctx, { ...key, qtyIn: 1.5, qtyOut: 0, invType: 'correction' }), 422, 'inventory.amountPositive');
    // A reversal only as the reversal of a movement (the delete records it).
    await refused(() => recordMovement(w.c.ctx, { ...key, qtyIn: 1, qtyOut: 0, invType: 'reversal' }), 422, 'inventory.reversalWithoutUpdate');
    // Written straight into the table, bypassing the level: the model refuses it too.
    const row = { ...key, qtyIn: 0, qtyOut: 325, invType: 'restock' as const, qtyBefore: 825, qtyAfter: 500, refBefore: 0 };
    await refused(() => StockMovement.of(w.c.ctx).insert(row), 422, 'inventory.reasonNotForOut');
    await refused(() => StockMovement.of(w.c.ctx).insert({ ...row, invType: 'correction', qtyAfter: 499 }), 422, 'inventory.stockAfterMismatch');
    await refused(() => StockMovement.of(w.c.ctx).insert({ ...row, invType: 'correction', qtyBefore: 100, qtyOut: 325, qtyAfter: -225 }), 422, 'inventory.stockAfterMismatch');
    // The ledger is append-only: a recorded movement is never rewritten.
    const [first] = await history(w, w.plain.id);
    await refused(() => StockMovement.of(w.c.ctx).findById(first.id).patch({ qtyIn: 900 }), 409, 'inventory.movementsAppendOnly');
    expect(await level(w.c, w.plain.id)).to.equal(825);
    expect((await history(w, w.plain.id)).map((m) => [m.invType, m.qtyIn, m.qtyOut, m.qtyAfter])).to.deep.equal([['restock', 825, 0, 825]]);
    // The same target through a reason that may go either way is recorded as what it is.
    await setLevel(w.c.ctx, key, 500, 'correction', null);
    expect((await history(w, w.plain.id))[0]).to.include({ invType: 'correction', qtyIn: 0, qtyOut: 325, qtyBefore: 825, qtyAfter: 500 });
  });

  it('when a stock update is removed, then a reversal by whom and when is recorded, both are listed and the stock is the sum of the rows', async () => {
    const w = await inventoryWorld();
    await move(w, { productId: w.plain.id, qtyIn: 10, invType: 'restock' });
    const damaged = await move(w, { productId: w.plain.id, qtyOut: 4, invType: 'damaged', remarks: 'Dropped' });
    const del = await w.http.delete(`/inventory/delete-history/${damaged.id}`, w.token);
    expect(del.status, JSON.stringify(del.body)).to.equal(200);
    expect(del.body.meta.message).to.equal('Stock update removed; the stock was restored.');
    expect(del.body.data).to.include({ id: damaged.id, productId: w.plain.id, variantId: null, storeId: null, qty: 10 });
    const rows = await history(w, w.plain.id);
    expect(rows.map((m) => [m.invType, m.qtyIn, m.qtyOut, m.qtyBefore, m.qtyAfter])).to.deep.equal([
      ['reversal', 4, 0, 6, 10],
      ['damaged', 0, 4, 10, 6],
      ['restock', 10, 0, 0, 10],
    ]);
    const [reversal, undone, restock] = rows;
    expect(del.body.data.reversalId).to.equal(reversal.id);
    expect(reversal).to.include({ reversesId: damaged.id, userName: 'Head Office' });
    expect(reversal.reverses).to.include({ id: damaged.id, invType: 'damaged', createdAt: undone.createdAt });
    expect(undone.reversedBy).to.deep.equal({ id: reversal.id, createdAt: reversal.createdAt, userName: 'Head Office' });
    expect(restock.reversedBy).to.equal(null);
    expect((await w.http.get(`/inventory/update-history/${damaged.id}`, w.token)).body.data.reversedBy).to.include({ id: reversal.id });
    expect(rows.reduce((sum, m) => sum + m.qtyIn - m.qtyOut, 0)).to.equal(await level(w.c, w.plain.id));

    // Removed once only; a reversal is not itself removed.
    const again = await w.http.delete(`/inventory/delete-history/${damaged.id}`, w.token);
    expect([again.status, again.body.meta.message]).to.deep.equal([409, 'This stock update was already removed.']);
    const undo = await w.http.delete(`/inventory/delete-history/${reversal.id}`, w.token);
    expect([undo.status, undo.body.meta.message]).to.deep.equal([409, 'A reversal cannot be removed: record a new stock update instead.']);
    const filtered = await w.http.get(`/inventory/update-history?invType=reversal`, w.token);
    expect(filtered.body.data.map((m: Row) => m.id)).to.deep.equal([reversal.id]);
    expect(await level(w.c, w.plain.id)).to.equal(10);

    // The report summaries hold what a rebuild from the movements makes.
    const kept = await summariesOf(w.c);
    expect(kept.report_stock_daily!.length).to.be.above(0);
    await rebuildCompany(platform().db, w.c.ctx.companyId);
    expect(await summariesOf(w.c)).to.deep.equal(kept);
  });

  it('when later stock-ins are removed newest first, then the band’s reference goes back stock-in by stock-in', async () => {
    const w = await inventoryWorld();
    await move(w, { productId: w.plain.id, qtyIn: 10, invType: 'restock' });
    const second = await move(w, { productId: w.plain.id, qtyIn: 10, invType: 'restock' });
    const third = await move(w, { productId: w.plain.id, qtyIn: 10, invType: 'restock' });
    const row = async () => (await w.http.get('/inventory?variation=false', w.token)).body.data[0] as { qty: number; refQty: number; percent: number };
    expect((await w.http.delete(`/inventory/delete-history/${third.id}`, w.token)).status).to.equal(200);
    expect(await row()).to.include({ qty: 20, refQty: 20, percent: 100 });
    // The third stock-in no longer stands: the second's removal takes the reference back to the first's.
    expect((await w.http.delete(`/inventory/delete-history/${second.id}`, w.token)).status).to.equal(200);
    expect(await row()).to.include({ qty: 10, refQty: 10, percent: 100 });
    // A reversal bringing stock back in is no stock-in for the band.
    const out = await move(w, { productId: w.plain.id, qtyOut: 6, invType: 'damaged' });
    expect((await w.http.delete(`/inventory/delete-history/${out.id}`, w.token)).status).to.equal(200);
    expect(await row()).to.include({ qty: 10, refQty: 10 });
  });

  it('when a movement of an order is removed by hand, then it is refused: the order gives its stock back itself', async () => {
    const w = await inventoryWorld();
    const key = { storeId: 0, productId: w.plain.id, variantId: 0 };
    await move(w, { productId: w.plain.id, qtyIn: 5, invType: 'restock' });
    const taken = await recordMovement(w.c.ctx, { ...key, qtyIn: 0, qtyOut: 2, invType: 'order' });
    const del = await w.http.delete(`/inventory/delete-history/${taken.id}`, w.token);
    expect([del.status, del.body.meta.message]).to.deep.equal([409, 'This movement belongs to an order: cancel the order to give its stock back.']);
    expect(await level(w.c, w.plain.id)).to.equal(3);
  });

  it('for any sequence of stock updates and removals, the stock is the sum of the listed movements and each row starts where the one before ended', async function () {
    this.timeout(300_000);
    const ins = ['restock', 'correction', 'return'] as const;
    const outs = ['damaged', 'theft_or_loss', 'promotion_or_donation', 'correction', 'return'] as const;
    const op = fc.oneof(
      fc.record({ kind: fc.constant('in' as const), item: fc.nat(1), qty: fc.integer({ min: 1, max: 20 }), reason: fc.constantFrom(...ins) }),
      fc.record({ kind: fc.constant('out' as const), item: fc.nat(1), qty: fc.integer({ min: 1, max: 20 }), reason: fc.constantFrom(...outs) }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(1000) }),
    );
    const w = await inventoryWorld();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        // Fresh items per run (a plain product and a variant of another): the world is shared, the items are not.
        const sku = () => `PR-${Math.random().toString(36).slice(2, 10)}`;
        const plain = (await w.http.post('/products/store', w.token).send({ name: 'Prop', sku: sku(), categoryId: w.category.id })).body.data as { id: number };
        const sized = await w.http.post('/products/store', w.token).send({
          name: 'Sized prop',
          sku: sku(),
          categoryId: w.category.id,
          variants: { groups: [{ name: 'Size', options: ['S', 'L'] }], combinations: [{ options: ['S'] }, { options: ['L'] }] },
        });
        expect(sized.status, JSON.stringify(sized.body)).to.equal(201);
        const large = (await Variant.of(w.c.ctx).where('productId', sized.body.data.id).orderBy('id', 'desc').first())!;
        const items = [
          { productId: plain.id, variantId: 0 },
          { productId: sized.body.data.id as number, variantId: large.id },
        ];
        const model = { levels: [0, 0], rows: [] as { id: number; item: number; qtyIn: number; qtyOut: number; reversal: boolean; reversed: boolean }[] };
        for (const o of ops) {
          if (o.kind === 'remove') {
            if (!model.rows.length) continue;
            const target = model.rows[o.pick % model.rows.length];
            const res = await w.http.delete(`/inventory/delete-history/${target.id}`, w.token);
            const ok = !target.reversal && !target.reversed && model.levels[target.item] >= target.qtyIn;
            expect(res.status, JSON.stringify(res.body)).to.equal(ok ? 200 : 409);
            if (!ok) continue;
            target.reversed = true;
            model.levels[target.item] += target.qtyOut - target.qtyIn;
            model.rows.push({ id: res.body.data.reversalId, item: target.item, qtyIn: target.qtyOut, qtyOut: target.qtyIn, reversal: true, reversed: false });
          } else {
            const it = items[o.item];
            const body = {
              productId: it.productId,
              variantId: it.variantId || null,
              invType: o.reason,
              returnReason: o.reason === 'return' ? 'Changed mind' : undefined,
              [o.kind === 'in' ? 'qtyIn' : 'qtyOut']: o.qty,
            };
            const res = await w.http.post('/inventory/store', w.token).send(body);
            const ok = o.kind === 'in' || model.levels[o.item] >= o.qty;
            expect(res.status, JSON.stringify(res.body)).to.equal(ok ? 201 : 409);
            if (!ok) continue;
            model.levels[o.item] += o.kind === 'in' ? o.qty : -o.qty;
            model.rows.push({ id: res.body.data.id, item: o.item, qtyIn: o.kind === 'in' ? o.qty : 0, qtyOut: o.kind === 'out' ? o.qty : 0, reversal: false, reversed: false });
          }
        }
        for (const [i, it] of items.entries()) {
          const all = (await history(w, it.productId)).filter((m) => (m.variantId ?? 0) === it.variantId).reverse();
          const listed = await level(w.c, it.productId, it.variantId);
          expect(listed, `item ${i}`).to.equal(model.levels[i]);
          expect(
            all.reduce((sum, m) => sum + m.qtyIn - m.qtyOut, 0),
            `item ${i}: sum of its movements`,
          ).to.equal(listed);
          let running = 0;
          for (const m of all) {
            expect([m.qtyBefore, m.qtyAfter], `movement ${m.id}`).to.deep.equal([running, running + m.qtyIn - m.qtyOut]);
            expect((m.qtyIn > 0 ? 1 : 0) + (m.qtyOut > 0 ? 1 : 0)).to.equal(1);
            running = m.qtyAfter;
            if (m.reversesId) {
              const undone = all.find((x) => x.id === m.reversesId)!;
              expect([undone.qtyIn, undone.qtyOut, undone.reversedBy?.id]).to.deep.equal([m.qtyOut, m.qtyIn, m.id]);
            }
          }
          const mine = model.rows.filter((r) => r.item === i).map((r) => r.id);
          expect(all.map((m) => m.id).filter((id) => mine.includes(id))).to.deep.equal(mine);
        }
      }),
      { numRuns: 20 },
    );
  });
});
