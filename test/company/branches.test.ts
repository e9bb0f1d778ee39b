import { expect } from 'chai';
import { Branch } from '../../server/modules/companies/models';
import { api } from '../harness';
import { companyWithSessions } from './factories';

const KL = { address1: '1 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur', state: 'Wp Kuala Lumpur' };

describe('Branches', () => {
  it('when HQ adds, lists, changes and deletes a branch, then each step is reflected', async () => {
    const { c, hq, agent } = await companyWithSessions();
    const created = await api(c.host)
      .post('/setup/branch/store', hq)
      .send({ name: 'KL Pickup', ...KL, isPickup: true });
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    expect(created.body.meta.message).to.equal('Branch saved.');
    const id = created.body.data.id as number;
    expect(created.body.data).to.include({ name: 'KL Pickup', isPickup: true, country: 'MY' });
    await api(c.host).post('/setup/branch/store', hq).send({ name: 'Warehouse' }).expect(200);

    const list = await api(c.host).get('/setup/branch?sort=["name","ASC"]&range=[0,9]', hq);
    expect(list.status).to.equal(200);
    expect(list.headers['content-range']).to.equal('items 0-1/2');
    expect(list.body.data.map((b: { name: string }) => b.name)).to.deep.equal(['KL Pickup', 'Warehouse']);
    const pickups = await api(c.host).get('/setup/branch?filter={"isPickup":true}', hq);
    expect(pickups.body.data).to.have.length(1);

    const updated = await api(c.host)
      .post('/setup/branch/update', hq)
      .send({ id, name: 'KL Store', ...KL, isPickup: false });
    expect(updated.status, JSON.stringify(updated.body)).to.equal(200);
    expect(updated.body.data).to.include({ name: 'KL Store', isPickup: false });
    expect((await api(c.host).get(`/setup/branch/${id}`, hq)).body.data.name).to.equal('KL Store');

    // Agents read the branches through the existing list.
    const stores = await api(c.host).get('/setup/company-store', agent);
    expect(stores.body.data.map((b: { name: string }) => b.name)).to.include('KL Store');

    const deleted = await api(c.host).delete(`/setup/branch/delete?id=${id}`, hq);
    expect(deleted.status).to.equal(200);
    expect(deleted.body.meta.message).to.equal('Branch deleted.');
    expect(await Branch.of(c.ctx).findById(id)).to.equal(undefined);
  });

  it('when a pickup point has no address or the postcode is of another state, then 422 and nothing is written', async () => {
    const { c, hq } = await companyWithSessions();
    const noAddress = await api(c.host).post('/setup/branch/store', hq).send({ name: 'Pickup', isPickup: true });
    expect(noAddress.status).to.equal(422);
    expect(noAddress.body.meta.errors).to.have.keys('address1');
    const wrong = await api(c.host)
      .post('/setup/branch/store', hq)
      .send({ name: 'X', ...KL, state: 'Johor', city: '' });
    expect(wrong.status).to.equal(422);
    expect(wrong.body.meta.errors).to.have.keys('postcode');
    const blank = await api(c.host).post('/setup/branch/store', hq).send({ name: '' });
    expect(blank.status).to.equal(422);
    expect(blank.body.meta.errors).to.have.keys('name');
    expect(await Branch.of(c.ctx).resultSize()).to.equal(0);
  });

  it('when an agent or staff member calls, then 403', async () => {
    const { c, hq, agent, staff } = await companyWithSessions();
    const id = (await api(c.host).post('/setup/branch/store', hq).send({ name: 'B' })).body.data.id;
    for (const token of [agent, staff]) {
      expect((await api(c.host).get('/setup/branch', token)).status).to.equal(403);
      expect((await api(c.host).post('/setup/branch/store', token).send({ name: 'X' })).status).to.equal(403);
      expect((await api(c.host).post('/setup/branch/update', token).send({ id, name: 'X' })).status).to.equal(403);
      expect((await api(c.host).delete(`/setup/branch/delete?id=${id}`, token)).status).to.equal(403);
    }
  });

  it("when company B's HQ targets A's branch, then 404 on its own host and 401 on A's", async () => {
    const a = await companyWithSessions();
    const b = await companyWithSessions();
    const id = (await api(a.c.host).post('/setup/branch/store', a.hq).send({ name: 'A branch' })).body.data.id;
    expect((await api(b.c.host).get(`/setup/branch/${id}`, b.hq)).status).to.equal(404);
    expect((await api(b.c.host).post('/setup/branch/update', b.hq).send({ id, name: 'Hijack' })).status).to.equal(404);
    expect((await api(b.c.host).delete(`/setup/branch/delete?id=${id}`, b.hq)).status).to.equal(404);
    expect((await api(a.c.host).get('/setup/branch', b.hq)).status).to.equal(401);
    expect((await api(b.c.host).get('/setup/branch', b.hq)).body.data).to.deep.equal([]);
    expect((await Branch.of(a.c.ctx).findById(id))!.name).to.equal('A branch');
  });
});
