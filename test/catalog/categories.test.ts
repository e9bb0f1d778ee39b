import { expect } from 'chai';
import { Category, Product } from '../../server/modules/catalog/models';
import { login, newCompany, newUser } from '../harness';
import { EXE, PNG, hqSession, newCategory, newProduct, staffToken } from './factories';

describe('Catalog: categories', () => {
  describe('GET /setup/product/category', () => {
    it('when HQ lists categories, then 10 come by default, each with its item count', async () => {
      const { c, token, http } = await hqSession();
      const cats = [];
      for (let i = 0; i < 12; i++) cats.push(await newCategory(c, `Cat ${String(i).padStart(2, '0')}`));
      await newProduct(c, { categoryId: cats[0].id });
      await newProduct(c, { categoryId: cats[0].id });
      const res = await http.get('/setup/product/category', token);
      expect(res.status).to.equal(200);
      expect(res.body.data).to.have.length(10);
      expect(res.headers['content-range']).to.equal('items 0-9/12');
      expect(res.body.data[0]).to.include({ name: 'Cat 00', itemCount: 2 });
      expect(res.body.data[1]).to.include({ name: 'Cat 01', itemCount: 0 });
      const sorted = await http.get('/setup/product/category?sort=["itemCount","DESC"]&perPage=2', token);
      expect(sorted.body.data.map((x: { name: string }) => x.name)).to.deep.equal(['Cat 00', 'Cat 01']);
    });

    it('when another company has categories, then they are not listed', async () => {
      const { c, token, http } = await hqSession();
      const other = await newCompany();
      await newCategory(other, 'Foreign');
      await newCategory(c, 'Mine');
      const res = await http.get('/setup/product/category', token);
      expect(res.body.data.map((x: { name: string }) => x.name)).to.deep.equal(['Mine']);
    });
  });

  describe('POST /setup/product/category/store and /update', () => {
    it('when HQ creates and renames a category, then it is saved with a translated message', async () => {
      const { token, http } = await hqSession();
      const res = await http.post('/setup/product/category/store', token).send({ name: 'Skincare' });
      expect(res.status).to.equal(201);
      expect(res.body.meta.message).to.equal('Category created.');
      const upd = await http.post('/setup/product/category/update', token).send({ id: res.body.data.id, name: 'Beauty' });
      expect(upd.status).to.equal(200);
      expect(upd.body.data).to.include({ name: 'Beauty', itemCount: 0 });
    });

    it('when the name is taken or empty, then 409 or 422 and nothing is created', async () => {
      const { c, token, http } = await hqSession();
      await newCategory(c, 'Skincare');
      const dup = await http.post('/setup/product/category/store', token).send({ name: 'Skincare' });
      expect(dup.status).to.equal(409);
      expect(dup.body.meta.errors.name).to.equal('Another category already has this name.');
      const empty = await http.post('/setup/product/category/store', token).send({ name: '' });
      expect(empty.status).to.equal(422);
      expect(await Category.of(c.ctx).resultSize()).to.equal(1);
    });

    it('when staff without create_product writes, then 403; with it, then allowed; agents may only read', async () => {
      const { c, http } = await hqSession();
      const without = await staffToken(c, ['post_content']);
      expect((await http.post('/setup/product/category/store', without).send({ name: 'X' })).status).to.equal(403);
      const withPerm = await staffToken(c, ['create_product']);
      expect((await http.post('/setup/product/category/store', withPerm).send({ name: 'X' })).status).to.equal(201);
      const agent = await newUser(c, { role: 'agent' });
      const agentToken = await login(c.host, agent.email);
      expect((await http.post('/setup/product/category/store', agentToken).send({ name: 'Y' })).status).to.equal(403);
      expect((await http.get('/setup/product/category', agentToken)).status).to.equal(200);
    });

    it("when company B's category id is used on company A, then 404", async () => {
      const { token, http } = await hqSession();
      const other = await newCompany();
      const foreign = await newCategory(other, 'Foreign');
      expect((await http.post('/setup/product/category/update', token).send({ id: foreign.id, name: 'Mine now' })).status).to.equal(404);
      expect((await http.get(`/setup/product/category/${foreign.id}`, token)).status).to.equal(404);
      expect((await http.delete(`/setup/product/category/delete?id=${foreign.id}`, token)).status).to.equal(404);
      expect((await Category.of(other.ctx).findById(foreign.id))!.name).to.equal('Foreign');
    });
  });

  describe('POST /setup/product/category/image', () => {
    it('when a PNG is uploaded, then the category has an image URL; a non-image is refused with 422', async () => {
      const { c, token, http } = await hqSession();
      const cat = await newCategory(c);
      const ok = await http.post('/setup/product/category/image', token).field('id', String(cat.id)).attach('image', PNG, 'c.png');
      expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
      expect(ok.body.data.imageUrl).to.match(/^\/uploads\/c\d+\/categories\/[0-9a-f]{32}\.png$/);
      const bad = await http.post('/setup/product/category/image', token).field('id', String(cat.id)).attach('image', EXE, 'c.png');
      expect(bad.status).to.equal(422);
      expect(bad.body.meta.errors).to.have.property('image');
    });
  });

  describe('DELETE /setup/product/category/delete and POST /transfer', () => {
    it('when a category has products, then deleting is refused with 409 until they are transferred', async () => {
      const { c, token, http } = await hqSession();
      const from = await newCategory(c, 'Old');
      const to = await newCategory(c, 'New');
      const p1 = await newProduct(c, { categoryId: from.id });
      const p2 = await newProduct(c, { categoryId: from.id });
      const refused = await http.delete(`/setup/product/category/delete?id=${from.id}`, token);
      expect(refused.status).to.equal(409);
      expect(refused.body.meta.message).to.equal('This category still has 2 product(s). Transfer them to another category before deleting it.');
      expect(await Category.of(c.ctx).findById(from.id)).to.not.equal(undefined);

      const moved = await http.post('/setup/product/category/transfer', token).send({ fromId: from.id, toId: to.id });
      expect(moved.status).to.equal(200);
      expect(moved.body.data.moved).to.equal(2);
      expect((await Product.of(c.ctx).findById(p1.id))!.categoryId).to.equal(to.id);
      expect((await Product.of(c.ctx).findById(p2.id))!.categoryId).to.equal(to.id);

      const deleted = await http.delete(`/setup/product/category/delete?id=${from.id}`, token);
      expect(deleted.status).to.equal(200);
      expect(deleted.body.meta.message).to.equal('Category deleted.');
      expect(await Category.of(c.ctx).findById(from.id)).to.equal(undefined);
    });

    it('when the transfer target is the same, unknown or of another company, then 422 and nothing moves', async () => {
      const { c, token, http } = await hqSession();
      const from = await newCategory(c);
      const p = await newProduct(c, { categoryId: from.id });
      const other = await newCompany();
      const foreign = await newCategory(other);
      for (const toId of [from.id, foreign.id, 999999]) {
        const res = await http.post('/setup/product/category/transfer', token).send({ fromId: from.id, toId });
        expect(res.status).to.equal(422);
        expect(res.body.meta.errors).to.have.property('toId');
      }
      expect((await Product.of(c.ctx).findById(p.id))!.categoryId).to.equal(from.id);
    });
  });
});
