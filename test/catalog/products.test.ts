import { expect } from 'chai';
import { Product, ProductImage, ProductTierPrice, Variant } from '../../server/modules/catalog/models';
import { publishDueProducts } from '../../server/modules/catalog/products';
import { Branch } from '../../server/modules/companies/models';
import { clock } from '../../server/platform/time';
import { platform } from '../harness';
import { login, newCompany, newTier, newUser } from '../harness';
import { EXE, JPEG, PNG, hqSession, newCategory, newProduct, staffToken } from './factories';

async function setup() {
  const s = await hqSession();
  const category = await newCategory(s.c, 'Skincare');
  const t1 = await newTier(s.c, 1, 'Master');
  const t2 = await newTier(s.c, 2, 'Agent');
  const t3 = await newTier(s.c, 3, 'Dropship');
  return { ...s, category, t1, t2, t3 };
}

function full(categoryId: number, tiers: { t1: { id: number }; t2: { id: number }; t3: { id: number } }) {
  return {
    name: 'Rose Serum',
    sku: 'RS-001',
    categoryId,
    description: 'Serum',
    weight: 250,
    length: 100,
    width: 50,
    height: 40,
    retailPrice: 12000,
    storePrice: 10000,
    points: 5,
    commission: 500,
    affiliateCommission: 300,
    introducerBonus: 200,
    rankDiscount: 100,
    preorder: true,
    preorderLimit: 20,
    ratingEnabled: true,
    firstOrderOnly: false,
    status: 'published' as const,
    tierPrices: [
      { tierId: tiers.t1.id, price: 6000 },
      { tierId: tiers.t2.id, price: 8000 },
      { tierId: tiers.t3.id, price: null },
    ],
    priceRanges: [
      { minQty: 1, maxQty: 9, price: 8000 },
      { minQty: 10, maxQty: 49, price: 7500 },
      { tierId: tiers.t1.id, minQty: 10, maxQty: 100, price: 5500 },
    ],
    variants: {
      groups: [
        { name: 'Size', options: ['30ml', '50ml'] },
        { name: 'Scent', options: ['Rose', 'Oud'] },
      ],
      combinations: [
        { options: ['30ml', 'Rose'], stock: 5 },
        { options: ['30ml', 'Oud'], stock: 2 },
        { options: ['50ml', 'Rose'], stock: 0 },
      ],
    },
  };
}

describe('Catalog: products', () => {
  afterEach(() => clock.reset());

  describe('POST /products/store', () => {
    it('when HQ creates a product with every field, then it is stored with tier prices, ranges and variants', async () => {
      const s = await setup();
      const body = full(s.category.id, s);
      const res = await s.http.post('/products/store', s.token).send(body);
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.meta.message).to.equal('Product created.');
      const d = res.body.data;
      expect(d).to.include({ name: 'Rose Serum', sku: 'RS-001', retailPrice: 12000, storePrice: 10000, weight: 250, preorder: true, preorderLimit: 20, status: 'published', categoryName: 'Skincare' });
      expect(d.tierPrices).to.deep.equal([
        { tierId: s.t1.id, price: 6000 },
        { tierId: s.t2.id, price: 8000 },
      ]);
      expect(d.priceRanges).to.have.length(3);
      expect(d.variants.groups.map((g: { name: string }) => g.name)).to.deep.equal(['Size', 'Scent']);
      expect(d.variants.combinations.map((x: { options: string[]; stock: number }) => [x.options.join('/'), x.stock])).to.deep.equal([
        ['30ml/Rose', 5],
        ['30ml/Oud', 2],
        ['50ml/Rose', 0],
      ]);
      expect(d.totalStock).to.equal(7);
      const got = await s.http.get(`/products/${d.id}`, s.token);
      expect(got.status).to.equal(200);
      expect(got.body.data.sku).to.equal('RS-001');
    });

    it('when a price is negative, then 422 and nothing is created', async () => {
      const s = await setup();
      for (const bad of [{ retailPrice: -1 }, { tierPrices: [{ tierId: s.t1.id, price: -5 }] }, { priceRanges: [{ minQty: 1, maxQty: 2, price: -1 }] }]) {
        const res = await s.http.post('/products/store', s.token).send({ name: 'X', sku: 'X1', categoryId: s.category.id, ...bad });
        expect(res.status, JSON.stringify(bad)).to.equal(422);
      }
      expect(await Product.of(s.c.ctx).resultSize()).to.equal(0);
    });

    it('when price ranges repeat, overlap or start at the previous max, then 422 with their own messages', async () => {
      const s = await setup();
      const base = { name: 'X', sku: 'X1', categoryId: s.category.id };
      const dup = await s.http.post('/products/store', s.token).send({
        ...base,
        priceRanges: [
          { minQty: 1, maxQty: 10, price: 5 },
          { minQty: 1, maxQty: 10, price: 4 },
        ],
      });
      expect(dup.status).to.equal(422);
      expect(dup.body.meta.errors['priceRanges.1.minQty']).to.equal('This price range is already entered.');
      const equal = await s.http.post('/products/store', s.token).send({
        ...base,
        priceRanges: [
          { minQty: 1, maxQty: 10, price: 5 },
          { minQty: 10, maxQty: 20, price: 4 },
        ],
      });
      expect(equal.status).to.equal(422);
      expect(equal.body.meta.message).to.equal('The min range cannot be equal to the previous max range.');
      const overlap = await s.http.post('/products/store', s.token).send({
        ...base,
        priceRanges: [
          { minQty: 5, maxQty: 20, price: 4 },
          { minQty: 1, maxQty: 10, price: 5 },
        ],
      });
      expect(overlap.status).to.equal(422);
      expect(overlap.body.meta.errors['priceRanges.0.minQty']).to.equal('This price range overlaps the previous one.');
      const inverted = await s.http.post('/products/store', s.token).send({ ...base, priceRanges: [{ minQty: 9, maxQty: 2, price: 4 }] });
      expect(inverted.status).to.equal(422);
      // Bands of different tiers may cover the same quantities.
      const perTier = await s.http.post('/products/store', s.token).send({
        ...base,
        priceRanges: [
          { minQty: 1, maxQty: 10, price: 5 },
          { tierId: s.t1.id, minQty: 1, maxQty: 10, price: 4 },
        ],
      });
      expect(perTier.status).to.equal(201);
      expect(await Product.of(s.c.ctx).resultSize()).to.equal(1);
    });

    it('when the category, tier or branch is unknown or of another company, then 422 beside the field', async () => {
      const s = await setup();
      const other = await newCompany();
      const foreignCat = await newCategory(other);
      const foreignTier = await newTier(other, 1);
      const foreignBranch = await Branch.of(other.ctx).insertAndFetch({ name: 'KL', country: 'MY' } as never);
      const base = { name: 'X', sku: 'X1', categoryId: s.category.id };
      const cases: [Record<string, unknown>, string][] = [
        [{ categoryId: foreignCat.id }, 'categoryId'],
        [{ categoryId: 999999 }, 'categoryId'],
        [{ tierPrices: [{ tierId: foreignTier.id, price: 100 }] }, 'tierPrices.0.tierId'],
        [{ priceRanges: [{ tierId: foreignTier.id, minQty: 1, maxQty: 2, price: 1 }] }, 'priceRanges.0.tierId'],
        [{ branchId: foreignBranch.id }, 'branchId'],
      ];
      for (const [bad, field] of cases) {
        const res = await s.http.post('/products/store', s.token).send({ ...base, ...bad });
        expect(res.status, JSON.stringify(bad)).to.equal(422);
        expect(res.body.meta.errors).to.have.property(field);
      }
      expect(await Product.of(s.c.ctx).resultSize()).to.equal(0);
    });

    it('when the SKU is taken in the company, then 409; another company may use it', async () => {
      const s = await setup();
      await newProduct(s.c, { categoryId: s.category.id, sku: 'DUP-1' });
      const res = await s.http.post('/products/store', s.token).send({ name: 'X', sku: 'DUP-1', categoryId: s.category.id });
      expect(res.status).to.equal(409);
      expect(res.body.meta.errors.sku).to.equal('Another product already uses this SKU.');
      const other = await hqSession();
      const cat = await newCategory(other.c);
      expect((await other.http.post('/products/store', other.token).send({ name: 'X', sku: 'DUP-1', categoryId: cat.id })).status).to.equal(201);
    });

    it('when variants are malformed, then 422: four groups, a combination with an unknown value, a combination twice, an unknown field', async () => {
      const s = await setup();
      const base = { name: 'X', sku: 'X1', categoryId: s.category.id };
      const four = { groups: ['a', 'b', 'c', 'd'].map((name) => ({ name, options: ['1'] })), combinations: [] };
      expect((await s.http.post('/products/store', s.token).send({ ...base, variants: four })).status).to.equal(422);
      const unknown = { groups: [{ name: 'Size', options: ['S'] }], combinations: [{ options: ['XL'] }] };
      const r1 = await s.http.post('/products/store', s.token).send({ ...base, variants: unknown });
      expect(r1.status).to.equal(422);
      expect(r1.body.meta.errors).to.have.property('variants.combinations.0.options');
      const twice = { groups: [{ name: 'Size', options: ['S'] }], combinations: [{ options: ['S'] }, { options: ['s'] }] };
      const r2 = await s.http.post('/products/store', s.token).send({ ...base, variants: twice });
      expect(r2.status).to.equal(422);
      expect(r2.body.meta.errors['variants.combinations.1.options']).to.equal('This variant combination is entered twice.');
      expect((await s.http.post('/products/store', s.token).send({ ...base, companyId: 5 })).status).to.equal(422);
      expect(await Product.of(s.c.ctx).resultSize()).to.equal(0);
    });

    it('when scheduled without a date or preorder without a limit, then 422', async () => {
      const s = await setup();
      const base = { name: 'X', sku: 'X1', categoryId: s.category.id };
      const r1 = await s.http.post('/products/store', s.token).send({ ...base, status: 'scheduled' });
      expect(r1.status).to.equal(422);
      expect(r1.body.meta.errors).to.have.property('publishAt');
      const r2 = await s.http.post('/products/store', s.token).send({ ...base, preorder: true });
      expect(r2.status).to.equal(422);
      expect(r2.body.meta.errors).to.have.property('preorderLimit');
      expect((await s.http.post('/products/store', s.token).send({ ...base, status: 'suspended' })).status).to.equal(422);
    });

    it('when staff lack create_product, then 403 on every product route; with it, then allowed', async () => {
      const s = await setup();
      const p = await newProduct(s.c, { categoryId: s.category.id });
      const without = await staffToken(s.c, ['manage_inventory']);
      const calls = [
        s.http.get('/products', without),
        s.http.get(`/products/${p.id}`, without),
        s.http.post('/products/store', without).send({ name: 'X', sku: 'X1', categoryId: s.category.id }),
        s.http.post('/products/update', without).send({ id: p.id, name: 'Y' }),
        s.http.post('/products/suspend', without).send({ id: p.id }),
        s.http.post('/products/unsuspend', without).send({ id: p.id }),
        s.http.delete(`/products/delete?id=${p.id}`, without),
        s.http.post('/products/image', without).field('productId', String(p.id)).field('kind', 'cover').attach('image', PNG, 'a.png'),
      ];
      for (const call of calls) expect((await call).status).to.equal(403);
      const agent = await newUser(s.c, { role: 'agent', tierId: s.t1.id });
      expect((await s.http.get('/products', await login(s.c.host, agent.email))).status).to.equal(403);
      const withPerm = await staffToken(s.c, ['create_product']);
      expect((await s.http.post('/products/store', withPerm).send({ name: 'X', sku: 'X1', categoryId: s.category.id })).status).to.equal(201);
    });
  });

  describe('POST /products/update', () => {
    it('when tier prices and variants are changed, then they are replaced and surviving stock is kept', async () => {
      const s = await setup();
      const created = (await s.http.post('/products/store', s.token).send(full(s.category.id, s))).body.data;
      const res = await s.http.post('/products/update', s.token).send({
        id: created.id,
        name: 'Rose Serum 2',
        tierPrices: [{ tierId: s.t3.id, price: 9000 }],
        variants: {
          groups: [
            { name: 'Size', options: ['30ml', '50ml'] },
            { name: 'Scent', options: ['Rose'] },
          ],
          combinations: [{ options: ['30ml', 'Rose'] }, { options: ['50ml', 'Rose'], stock: 9 }],
        },
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data.name).to.equal('Rose Serum 2');
      expect(res.body.data.sku).to.equal('RS-001');
      expect(res.body.data.tierPrices).to.deep.equal([{ tierId: s.t3.id, price: 9000 }]);
      expect(res.body.data.priceRanges).to.have.length(3);
      expect(res.body.data.variants.combinations.map((x: { stock: number }) => x.stock)).to.deep.equal([5, 9]);
      const cleared = await s.http.post('/products/update', s.token).send({ id: created.id, variants: null });
      expect(cleared.body.data.variants).to.equal(null);
      expect(await Variant.of(s.c.ctx).where('productId', created.id).resultSize()).to.equal(0);
    });

    it('when the update is invalid or the product is of another company, then 422/404 and nothing changes', async () => {
      const s = await setup();
      const p = await newProduct(s.c, { categoryId: s.category.id, retailPrice: 100 });
      expect((await s.http.post('/products/update', s.token).send({ id: p.id, retailPrice: -100 })).status).to.equal(422);
      expect((await s.http.post('/products/update', s.token).send({ id: p.id, categoryId: 999999 })).status).to.equal(422);
      const other = await newCompany();
      const foreign = await newProduct(other, { categoryId: (await newCategory(other)).id, name: 'Theirs' });
      expect((await s.http.post('/products/update', s.token).send({ id: foreign.id, name: 'Mine' })).status).to.equal(404);
      expect((await s.http.get(`/products/${foreign.id}`, s.token)).status).to.equal(404);
      expect((await s.http.delete(`/products/delete?id=${foreign.id}`, s.token)).status).to.equal(404);
      expect((await s.http.post('/products/suspend', s.token).send({ id: foreign.id })).status).to.equal(404);
      expect((await Product.of(other.ctx).findById(foreign.id))!.name).to.equal('Theirs');
      expect((await Product.of(s.c.ctx).findById(p.id))!.retailPrice).to.equal(100);
    });
  });

  describe('GET /products', () => {
    it('when filtered by category, status and search and sorted, then only matching products come in order', async () => {
      const s = await setup();
      const other = await newCategory(s.c, 'Hair');
      await newProduct(s.c, { categoryId: s.category.id, name: 'Alpha cream', retailPrice: 300 });
      await newProduct(s.c, { categoryId: s.category.id, name: 'Beta cream', retailPrice: 100, status: 'suspended' });
      await newProduct(s.c, { categoryId: s.category.id, name: 'Gamma cream', retailPrice: 200 });
      await newProduct(s.c, { categoryId: other.id, name: 'Delta shampoo', retailPrice: 50 });
      const filter = encodeURIComponent(JSON.stringify({ categoryId: s.category.id, status: 'published', q: 'cream' }));
      const res = await s.http.get(`/products?filter=${filter}&sort=["retailPrice","DESC"]`, s.token);
      expect(res.status).to.equal(200);
      expect(res.body.data.map((p: { name: string }) => p.name)).to.deep.equal(['Alpha cream', 'Gamma cream']);
      expect(res.headers['content-range']).to.equal('items 0-1/2');
      expect(res.body.data[0].categoryName).to.equal('Skincare');
      const bad = await s.http.get(`/products?filter=${encodeURIComponent('{"secret":1}')}`, s.token);
      expect(bad.status).to.equal(422);
    });
  });

  describe('suspend, unsuspend, delete', () => {
    it('when a product is suspended and unsuspended, then it returns to its previous status; twice is refused', async () => {
      const s = await setup();
      const p = await newProduct(s.c, { categoryId: s.category.id, status: 'published' });
      const sus = await s.http.post('/products/suspend', s.token).send({ id: p.id });
      expect(sus.status).to.equal(200);
      expect(sus.body.meta.message).to.equal('Product suspended.');
      expect(sus.body.data.status).to.equal('suspended');
      expect((await s.http.post('/products/suspend', s.token).send({ id: p.id })).status).to.equal(409);
      const un = await s.http.post('/products/unsuspend', s.token).send({ id: p.id });
      expect(un.body.data.status).to.equal('published');
      expect((await s.http.post('/products/unsuspend', s.token).send({ id: p.id })).status).to.equal(409);
    });

    it('when a product is deleted, then it and its prices are gone', async () => {
      const s = await setup();
      const p = await newProduct(s.c, { categoryId: s.category.id }, { [s.t1.id]: 100 });
      const res = await s.http.delete(`/products/delete?id=${p.id}`, s.token);
      expect(res.status).to.equal(200);
      expect(await Product.of(s.c.ctx).findById(p.id)).to.equal(undefined);
      expect(await ProductTierPrice.of(s.c.ctx).where('productId', p.id).resultSize()).to.equal(0);
    });
  });

  describe('POST /products/image', () => {
    it('when a cover and three extra images are uploaded, then a fourth is refused with 422; a non-image too', async () => {
      const s = await setup();
      const p = await newProduct(s.c, { categoryId: s.category.id });
      const up = (kind: string, buf: Buffer) => s.http.post('/products/image', s.token).field('productId', String(p.id)).field('kind', kind).attach('image', buf, 'x.png');
      const cover = await up('cover', JPEG);
      expect(cover.status, JSON.stringify(cover.body)).to.equal(200);
      expect(cover.body.data.coverImageUrl).to.match(/\.jpg$/);
      for (let i = 0; i < 3; i++) expect((await up('extra', PNG)).status).to.equal(200);
      const fourth = await up('extra', PNG);
      expect(fourth.status).to.equal(422);
      expect(fourth.body.meta.errors.image).to.equal('A product can have at most 3 extra images.');
      const exe = await up('cover', EXE);
      expect(exe.status).to.equal(422);
      expect(await ProductImage.of(s.c.ctx).where('productId', p.id).resultSize()).to.equal(3);
      const images = (await s.http.get(`/products/${p.id}`, s.token)).body.data.images;
      const removed = await s.http.delete(`/products/image?id=${images[0].id}`, s.token);
      expect(removed.status).to.equal(200);
      expect(removed.body.data.images).to.have.length(2);
      expect((await up('extra', PNG)).status).to.equal(200);
    });

    it('when a variant option image is uploaded, then the option carries it and keeps it across an update', async () => {
      const s = await setup();
      const created = (await s.http.post('/products/store', s.token).send(full(s.category.id, s))).body.data;
      const optionId = created.variants.groups[0].options[0].id;
      const res = await s.http.post('/products/variant-option/image', s.token).field('optionId', String(optionId)).attach('image', PNG, 'o.png');
      expect(res.status).to.equal(200);
      expect(res.body.data.variants.groups[0].options[0].imageUrl).to.match(/\.png$/);
      const upd = await s.http.post('/products/update', s.token).send({ id: created.id, variants: { groups: [{ name: 'Size', options: ['30ml'] }], combinations: [{ options: ['30ml'], stock: 1 }] } });
      expect(upd.body.data.variants.groups[0].options[0].imageUrl).to.equal(res.body.data.variants.groups[0].options[0].imageUrl);
    });
  });

  describe('scheduled publishing', () => {
    it('when the publish time comes (injected clock), then the job publishes the product; not before', async () => {
      const s = await setup();
      const publishAt = new Date(Date.now() + 2 * 3600_000).toISOString();
      const res = await s.http.post('/products/store', s.token).send({ name: 'Later', sku: 'L1', categoryId: s.category.id, status: 'scheduled', publishAt });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      const id = res.body.data.id;
      await publishDueProducts(new Date(Date.now() + 3600_000));
      expect((await Product.of(s.c.ctx).findById(id))!.status).to.equal('scheduled');
      clock.advance(2 * 3600_000 + 1000);
      expect(await platform().jobs.runNow('catalog.publishScheduled')).to.equal(true);
      expect((await Product.of(s.c.ctx).findById(id))!.status).to.equal('published');
    });
  });
});
