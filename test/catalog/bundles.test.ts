import { expect } from 'chai';
import { Combo, Package, ProductTierPrice, Variant, VariantGroup, VariantOption } from '../../server/modules/catalog/models';
import { clock } from '../../server/platform/time';
import { login, newCompany, newTier, newUser } from '../harness';
import { EXE, PNG, hqSession, newCategory, newProduct, setHqStock, staffToken } from './factories';

async function world() {
  const s = await hqSession();
  const category = await newCategory(s.c);
  const a = await newProduct(s.c, { categoryId: category.id, name: 'A', stock: 10 });
  const b = await newProduct(s.c, { categoryId: category.id, name: 'B', stock: 1 });
  const empty = await newProduct(s.c, { categoryId: category.id, name: 'Empty', stock: 0 });
  const v = await newProduct(s.c, { categoryId: category.id, name: 'Variant' });
  const g = await VariantGroup.of(s.c.ctx).insertAndFetch({ productId: v.id, position: 1, name: 'Size' });
  const small = await VariantOption.of(s.c.ctx).insertAndFetch({ productId: v.id, groupId: g.id, position: 1, value: 'S' });
  const large = await VariantOption.of(s.c.ctx).insertAndFetch({ productId: v.id, groupId: g.id, position: 2, value: 'L' });
  const vs = await Variant.of(s.c.ctx).insertAndFetch({ productId: v.id, option1Id: small.id });
  const vl = await Variant.of(s.c.ctx).insertAndFetch({ productId: v.id, option1Id: large.id });
  await setHqStock(s.c, v.id, vs.id, 5);
  await setHqStock(s.c, v.id, vl.id, 5);
  return { ...s, category, a, b, empty, v, vs, vl };
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86400_000).toISOString().slice(0, 10);

describe('Catalog: packages', () => {
  it('when HQ creates a package, then it is stored with its items, code and validity', async () => {
    const w = await world();
    const res = await w.http.post('/products/package/store', w.token).send({
      name: 'Starter',
      code: 'PK-1',
      price: 50000,
      validFrom: day(-1),
      validUntil: day(30),
      firstOrder: true,
      items: [
        { productId: w.a.id, quantity: 3 },
        { productId: w.v.id, variantId: w.vs.id, quantity: 2 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.meta.message).to.equal('Package created.');
    expect(res.body.data).to.include({ name: 'Starter', code: 'PK-1', price: 50000, firstOrder: true, soldCount: 0, validity: 'ongoing', suspended: false });
    expect(res.body.data.items).to.deep.equal([
      { productId: w.a.id, productName: 'A', variantId: null, quantity: 3 },
      { productId: w.v.id, productName: 'Variant', variantId: w.vs.id, quantity: 2 },
    ]);
  });

  it('when packages are listed by validity, then ongoing, upcoming and expired are told apart', async () => {
    const w = await world();
    await Package.of(w.c.ctx).insert({ name: 'Now', code: 'N', price: 1 });
    await Package.of(w.c.ctx).insert({ name: 'Soon', code: 'S', price: 1, validFrom: day(5) });
    await Package.of(w.c.ctx).insert({ name: 'Gone', code: 'G', price: 1, validUntil: day(-5) });
    const list = async (validity: string) =>
      (await w.http.get(`/products/package?sort=["name","ASC"]&filter=${encodeURIComponent(JSON.stringify({ validity }))}`, w.token)).body.data.map(
        (p: { name: string; validity: string }) => `${p.name}:${p.validity}`,
      );
    expect(await list('ongoing')).to.deep.equal(['Now:ongoing']);
    expect(await list('upcoming')).to.deep.equal(['Soon:upcoming']);
    expect(await list('expired')).to.deep.equal(['Gone:expired']);
    expect((await w.http.get(`/products/package?filter=${encodeURIComponent('{"validity":"later"}')}`, w.token)).status).to.equal(422);
    clock.advance(6 * 86400_000);
    try {
      expect(await list('ongoing')).to.deep.equal(['Now:ongoing', 'Soon:ongoing']);
    } finally {
      clock.reset();
    }
  });

  it('when a package is invalid, then 422 or 409 and nothing is stored: negative price, foreign product, wrong variant, inverted dates, code taken', async () => {
    const w = await world();
    const other = await newCompany();
    const foreign = await newProduct(other, { categoryId: (await newCategory(other)).id });
    const base = { name: 'P', code: 'P1', price: 100, items: [{ productId: w.a.id, quantity: 1 }] };
    const cases: [Record<string, unknown>, number][] = [
      [{ price: -1 }, 422],
      [{ items: [{ productId: foreign.id, quantity: 1 }] }, 422],
      [{ items: [{ productId: w.a.id, variantId: w.vs.id, quantity: 1 }] }, 422],
      [{ items: [{ productId: w.a.id, quantity: 0 }] }, 422],
      [{ items: [] }, 422],
      [{ validFrom: day(5), validUntil: day(1) }, 422],
    ];
    for (const [bad, status] of cases) expect((await w.http.post('/products/package/store', w.token).send({ ...base, ...bad })).status, JSON.stringify(bad)).to.equal(status);
    expect(await Package.of(w.c.ctx).resultSize()).to.equal(0);
    await Package.of(w.c.ctx).insert({ name: 'X', code: 'P1', price: 1 });
    const taken = await w.http.post('/products/package/store', w.token).send(base);
    expect(taken.status).to.equal(409);
    expect(taken.body.meta.errors.code).to.equal('Another package already uses this code.');
  });

  it('when a package is suspended, unsuspended, updated and deleted, then each works once and fails with its message after', async () => {
    const w = await world();
    const id = (await w.http.post('/products/package/store', w.token).send({ name: 'P', code: 'P1', price: 100, items: [{ productId: w.a.id, quantity: 1 }] })).body.data.id;
    expect((await w.http.post('/products/package/suspend', w.token).send({ id })).body.data.suspended).to.equal(true);
    const again = await w.http.post('/products/package/suspend', w.token).send({ id });
    expect(again.status).to.equal(409);
    expect(again.body.meta.message).to.equal('Failed to suspend the package: it is already suspended.');
    expect((await w.http.post('/products/package/unsuspend', w.token).send({ id })).body.data.suspended).to.equal(false);
    expect((await w.http.post('/products/package/unsuspend', w.token).send({ id })).status).to.equal(409);
    const upd = await w.http.post('/products/package/update', w.token).send({ id, price: 200, items: [{ productId: w.b.id, quantity: 4 }] });
    expect(upd.status).to.equal(200);
    expect(upd.body.data.price).to.equal(200);
    expect(upd.body.data.items.map((i: { productId: number }) => i.productId)).to.deep.equal([w.b.id]);
    expect((await w.http.delete(`/products/package/delete?id=${id}`, w.token)).status).to.equal(200);
    expect((await w.http.get(`/products/package/${id}`, w.token)).status).to.equal(404);
  });

  it("when company B's package or staff without create_product are used, then 404 and 403", async () => {
    const w = await world();
    const other = await newCompany();
    const theirs = await Package.of(other.ctx).insertAndFetch({ name: 'Theirs', code: 'T', price: 1 });
    expect((await w.http.post('/products/package/suspend', w.token).send({ id: theirs.id })).status).to.equal(404);
    expect((await w.http.delete(`/products/package/delete?id=${theirs.id}`, w.token)).status).to.equal(404);
    expect((await Package.of(other.ctx).findById(theirs.id))!.suspended).to.equal(0);
    expect((await w.http.get('/products/package', await staffToken(w.c, ['manage_inventory']))).status).to.equal(403);
    // Staff taking orders read packages but do not change them.
    const staff = await staffToken(w.c, ['manage_orders']);
    expect((await w.http.get('/products/package', staff)).status).to.equal(200);
    expect((await w.http.post('/products/package/store', staff).send({ name: 'P', code: 'P1', price: 1, items: [{ productId: w.a.id, quantity: 1 }] })).status).to.equal(403);
  });
});

describe('Catalog: combos', () => {
  async function comboWorld(requiredQty = 4) {
    const w = await world();
    const res = await w.http.post('/products/combo/store', w.token).send({
      name: 'Pick 4',
      code: 'C4',
      price: 20000,
      requiredQty,
      firstOrder: false,
      productIds: [w.a.id, w.b.id, w.empty.id, w.v.id],
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const tier = await newTier(w.c, 1);
    // The agent's catalogue shows only products priced for its tier.
    for (const p of [w.a, w.b, w.empty, w.v]) await ProductTierPrice.of(w.c.ctx).insert({ productId: p.id, tierId: tier.id, price: 5000 });
    const agent = await newUser(w.c, { role: 'agent', tierId: tier.id });
    return { ...w, tier, combo: res.body.data, agentToken: await login(w.c.host, agent.email) };
  }

  it('when HQ creates a combo, then it lists with its products; cover image JPEG/PNG only', async () => {
    const w = await comboWorld();
    expect(w.combo).to.include({ name: 'Pick 4', code: 'C4', price: 20000, requiredQty: 4, suspended: false });
    expect(w.combo.products.map((p: { name: string }) => p.name)).to.deep.equal(['A', 'B', 'Empty', 'Variant']);
    const list = await w.http.get('/products/combo', w.token);
    expect(list.body.data[0]).to.include({ code: 'C4', productCount: 4 });
    const img = await w.http.post('/products/combo/image', w.token).field('id', String(w.combo.id)).attach('image', PNG, 'c.png');
    expect(img.status).to.equal(200);
    expect(img.body.data.coverImageUrl).to.match(/\.png$/);
    expect((await w.http.post('/products/combo/image', w.token).field('id', String(w.combo.id)).attach('image', EXE, 'c.png')).status).to.equal(422);
  });

  it('when a combo is invalid, then 422/409: unknown or foreign product, product twice, negative price, code taken', async () => {
    const w = await comboWorld();
    const other = await newCompany();
    const foreign = await newProduct(other, { categoryId: (await newCategory(other)).id });
    const base = { name: 'X', code: 'X1', price: 1, requiredQty: 2, productIds: [w.a.id] };
    for (const bad of [{ productIds: [foreign.id] }, { productIds: [w.a.id, w.a.id] }, { price: -5 }, { requiredQty: 0 }]) {
      expect((await w.http.post('/products/combo/store', w.token).send({ ...base, ...bad })).status, JSON.stringify(bad)).to.equal(422);
    }
    expect((await w.http.post('/products/combo/store', w.token).send({ ...base, code: 'C4' })).status).to.equal(409);
    expect(await Combo.of(w.c.ctx).resultSize()).to.equal(1);
  });

  it('when the chosen items total exactly the required quantity, in stock and distinct, then the choice is valid', async () => {
    const w = await comboWorld();
    const res = await w.http.post('/combo/check', w.agentToken).send({
      comboId: w.combo.id,
      items: [
        { productId: w.a.id, quantity: 2 },
        { productId: w.v.id, variantId: w.vs.id, quantity: 1 },
        { productId: w.v.id, variantId: w.vl.id, quantity: 1 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.meta.message).to.equal('Combo selection is valid.');
    expect(res.body.data.price).to.equal(20000);
  });

  it('when the combo rules are broken, then 422 with the message of each rule', async () => {
    const w = await comboWorld();
    const check = (items: unknown[]) => w.http.post('/combo/check', w.agentToken).send({ comboId: w.combo.id, items });
    const short = await check([{ productId: w.a.id, quantity: 3 }]);
    expect(short.status).to.equal(422);
    expect(short.body.meta.message).to.equal('Please select 4 items to complete this combo (selected: 3).');
    const over = await check([{ productId: w.a.id, quantity: 5 }]);
    expect(over.body.meta.message).to.equal('This combo takes exactly 4 items (selected: 5).');
    const out = await check([{ productId: w.empty.id, quantity: 4 }]);
    expect(out.body.meta.errors['items.0.quantity']).to.equal('This item is out of stock.');
    const beyond = await check([
      { productId: w.b.id, quantity: 2 },
      { productId: w.a.id, quantity: 2 },
    ]);
    expect(beyond.body.meta.errors['items.0.quantity']).to.equal('Only 1 of this item in stock.');
    const dupVariant = await check([
      { productId: w.v.id, variantId: w.vs.id, quantity: 2 },
      { productId: w.v.id, variantId: w.vs.id, quantity: 2 },
    ]);
    expect(dupVariant.body.meta.errors['items.1.variantId']).to.equal('This variant is already selected.');
    const dupProduct = await check([
      { productId: w.a.id, quantity: 2 },
      { productId: w.a.id, quantity: 2 },
    ]);
    expect(dupProduct.body.meta.errors['items.1.productId']).to.equal('A product can be chosen only once.');
    const noVariant = await check([{ productId: w.v.id, quantity: 4 }]);
    expect(noVariant.body.meta.errors).to.have.property('items.0.variantId');
    const notInCombo = await newProduct(w.c, { categoryId: w.category.id, stock: 10 });
    expect((await check([{ productId: notInCombo.id, quantity: 4 }])).body.meta.errors['items.0.productId']).to.equal('This product is not part of the combo.');
  });

  it('when the combo is suspended, then choosing it is 404; a suspended product in it is not eligible', async () => {
    const w = await comboWorld(2);
    await w.http.post('/products/suspend', w.token).send({ id: w.a.id });
    const res = await w.http.post('/combo/check', w.agentToken).send({ comboId: w.combo.id, items: [{ productId: w.a.id, quantity: 2 }] });
    expect(res.status).to.equal(422);
    expect(res.body.meta.errors).to.have.property('items.0.productId');
    await w.http.post('/products/combo/suspend', w.token).send({ id: w.combo.id });
    expect((await w.http.post('/combo/check', w.agentToken).send({ comboId: w.combo.id, items: [{ productId: w.b.id, quantity: 1 }] })).status).to.equal(404);
    const again = await w.http.post('/products/combo/suspend', w.token).send({ id: w.combo.id });
    expect(again.body.meta.message).to.equal('Failed to suspend the combo: it is already suspended.');
  });

  it('when a combo is updated and deleted, then the products are replaced and it is gone; foreign ids are 404', async () => {
    const w = await comboWorld();
    const upd = await w.http.post('/products/combo/update', w.token).send({ id: w.combo.id, productIds: [w.b.id], requiredQty: 1 });
    expect(upd.status).to.equal(200);
    expect(upd.body.data.productIds).to.deep.equal([w.b.id]);
    const other = await newCompany();
    const theirs = await Combo.of(other.ctx).insertAndFetch({ name: 'T', code: 'T', price: 1, requiredQty: 1 });
    expect((await w.http.post('/products/combo/update', w.token).send({ id: theirs.id, name: 'Mine' })).status).to.equal(404);
    expect((await w.http.post('/combo/check', w.agentToken).send({ comboId: theirs.id, items: [{ productId: w.b.id, quantity: 1 }] })).status).to.equal(404);
    expect((await w.http.delete(`/products/combo/delete?id=${w.combo.id}`, w.token)).status).to.equal(200);
    expect(await Combo.of(w.c.ctx).findById(w.combo.id)).to.equal(undefined);
  });
});
