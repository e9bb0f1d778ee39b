import { expect } from 'chai';
import { CustomerAddress } from '../../server/modules/orders/models';
import { receiverOf } from '../../server/modules/customers/service';
import { User } from '../../server/modules/users/models';
import { api, login, newCompany, newUser } from '../harness';
import { addCustomer, agentSession, idCustomer, myCustomer } from './factories';

describe('Customers (address book)', () => {
  describe('POST /sales/customer/store', () => {
    it('when an agent adds its first entry, then it is saved and becomes primary; the second is not', async () => {
      const { c, token } = await agentSession();
      const res = await api(c.host).post('/sales/customer/store', token).send(myCustomer());
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.message).to.equal('Customer saved.');
      expect(res.body.data).to.include({ firstName: 'Siti', postCode: '50450', state: 'Wp Kuala Lumpur', country: 'MY', isPrimary: true });
      expect(res.body.data.provinceId).to.equal(null);
      const second = await addCustomer(c.host, token, myCustomer({ firstName: 'Ali' }));
      expect(second.isPrimary).to.equal(false);
    });

    it('when an Indonesian entry has a village inside its district, then it is saved', async () => {
      const { c, token } = await agentSession();
      const saved = await addCustomer(c.host, token, idCustomer());
      expect(saved).to.include({ country: 'ID', provinceId: '31', villageId: '31.71.01.1001' });
    });

    it('when the id is given, then the entry is changed and keeps its primary flag', async () => {
      const { c, token } = await agentSession();
      const first = await addCustomer(c.host, token);
      const res = await api(c.host)
        .post('/sales/customer/store', token)
        .send(myCustomer({ id: first.id, firstName: 'Changed', email: '' }));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data).to.include({ id: first.id, firstName: 'Changed', email: null, isPrimary: true });
    });

    it('when the postcode lies in another state, then 422 on postCode and nothing is saved', async () => {
      const { c, agent, token } = await agentSession();
      const res = await api(c.host)
        .post('/sales/customer/store', token)
        .send(myCustomer({ state: 'Johor' }));
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.property('postCode');
      expect(await CustomerAddress.of(c.ctx).where({ agentId: agent.id }).resultSize()).to.equal(0);
    });

    it('when the state is unknown, the postcode missing, the e-mail or phone bad, then 422 per field', async () => {
      const { c, token } = await agentSession();
      const noState = await api(c.host)
        .post('/sales/customer/store', token)
        .send(myCustomer({ state: 'Atlantis', postCode: '' }));
      expect(noState.status).to.equal(422);
      expect(noState.body.meta.errors).to.have.all.keys('state', 'postCode');
      const email = await api(c.host)
        .post('/sales/customer/store', token)
        .send(myCustomer({ email: 'not-an-email' }));
      expect(email.status).to.equal(422);
      expect(email.body.meta.errors).to.have.property('email');
      const phone = await api(c.host)
        .post('/sales/customer/store', token)
        .send(myCustomer({ phoneNumber: 'abc' }));
      expect(phone.status).to.equal(422);
      expect(phone.body.meta.errors).to.have.property('phoneNumber');
      const noPhone = await api(c.host)
        .post('/sales/customer/store', token)
        .send(myCustomer({ phoneNumber: '' }));
      expect(noPhone.status).to.equal(422);
      expect(noPhone.body.meta.errors).to.have.property('phoneNumber');
      const extra = await api(c.host)
        .post('/sales/customer/store', token)
        .send(myCustomer({ agentId: 1 }));
      expect(extra.status).to.equal(422);
    });

    it('when an Indonesian village lies outside the district, then 422 on villageId', async () => {
      const { c, token } = await agentSession();
      const res = await api(c.host)
        .post('/sales/customer/store', token)
        .send(idCustomer({ villageId: '31.71.02.1001' }));
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.property('villageId');
      const missing = await api(c.host)
        .post('/sales/customer/store', token)
        .send(idCustomer({ provinceId: null }));
      expect(missing.status).to.equal(422);
      expect(missing.body.meta.errors).to.have.property('provinceId');
    });
  });

  describe('GET /sales/customer', () => {
    it('when listing, then the primary entry comes first and search matches name, e-mail and phone', async () => {
      const { c, token } = await agentSession();
      await addCustomer(c.host, token, myCustomer({ firstName: 'Zainab', email: 'z@example.com', phoneNumber: '111111111' }));
      const ali = await addCustomer(c.host, token, myCustomer({ firstName: 'Ali', email: 'ali@example.com', phoneNumber: '222222222' }));
      await addCustomer(c.host, token, myCustomer({ firstName: 'Mei', email: 'mei@example.com', phoneNumber: '333333333' }));
      const all = await api(c.host).get('/sales/customer', token);
      expect(all.status).to.equal(200);
      expect(all.body.data.map((r: { firstName: string }) => r.firstName)).to.deep.equal(['Zainab', 'Ali', 'Mei']);
      expect(all.headers['content-range']).to.equal('items 0-2/3');
      await api(c.host).post('/sales/customer/set-primary', token).send({ id: ali.id }).expect(200);
      const again = await api(c.host).get('/sales/customer', token);
      expect(again.body.data.map((r: { firstName: string }) => r.firstName)).to.deep.equal(['Ali', 'Mei', 'Zainab']);
      for (const term of ['mei', 'mei@example', '3333']) {
        const found = await api(c.host).get(`/sales/customer?search=${encodeURIComponent(term)}`, token);
        expect(
          found.body.data.map((r: { firstName: string }) => r.firstName),
          term,
        ).to.deep.equal(['Mei']);
      }
    });

    it("when another agent or company B lists or reads A's entries, then it sees none of them (404 by id)", async () => {
      const { c, token } = await agentSession();
      const entry = await addCustomer(c.host, token);
      const other = await agentSession(c);
      expect((await api(c.host).get('/sales/customer', other.token)).body.data).to.deep.equal([]);
      expect((await api(c.host).get(`/sales/customer/${entry.id}`, other.token)).status).to.equal(404);
      expect((await api(c.host).get(`/sales/customer/${entry.id}`, token)).status).to.equal(200);
      const b = await agentSession();
      expect((await api(b.c.host).get(`/sales/customer/${entry.id}`, b.token)).status).to.equal(404);
      expect((await api(c.host).get('/sales/customer', b.token)).status).to.equal(401);
    });

    it('when HQ or staff call it, then 403 (agents only)', async () => {
      const c = await newCompany();
      const hq = await login(c.host, c.hq.email);
      expect((await api(c.host).get('/sales/customer', hq)).status).to.equal(403);
      const staff = await newUser(c, { role: 'staff', permissions: ['manage_orders'] });
      expect((await api(c.host).get('/sales/customer', await login(c.host, staff.email))).status).to.equal(403);
    });
  });

  describe('set-primary and delete', () => {
    it("when another agent or company B changes, sets primary or deletes A's entry, then 404 and nothing changes", async () => {
      const { c, token } = await agentSession();
      const entry = await addCustomer(c.host, token);
      const other = await agentSession(c);
      const b = await agentSession();
      for (const who of [
        { host: c.host, token: other.token },
        { host: b.c.host, token: b.token },
      ]) {
        expect(
          (
            await api(who.host)
              .post('/sales/customer/store', who.token)
              .send(myCustomer({ id: entry.id, firstName: 'X' }))
          ).status,
        ).to.equal(404);
        expect((await api(who.host).post('/sales/customer/set-primary', who.token).send({ id: entry.id })).status).to.equal(404);
        expect((await api(who.host).delete(`/sales/customer/delete/${entry.id}`, who.token)).status).to.equal(404);
      }
      const row = await CustomerAddress.of(c.ctx).findById(entry.id);
      expect(row).to.include({ firstName: 'Siti' });
      expect(Boolean(row!.isPrimary)).to.equal(true);
      expect(await CustomerAddress.of(c.ctx).where({ agentId: other.agent.id }).resultSize()).to.equal(0);
    });

    it('when set-primary is called, then exactly one entry of the agent is primary', async () => {
      const { c, agent, token } = await agentSession();
      const a = await addCustomer(c.host, token);
      const b = await addCustomer(c.host, token, myCustomer({ firstName: 'B' }));
      const res = await api(c.host).post('/sales/customer/set-primary', token).send({ id: b.id });
      expect(res.status).to.equal(200);
      expect(res.body.meta.message).to.equal('Primary address changed.');
      expect(res.body.data).to.include({ id: b.id, isPrimary: true });
      const primaries = await CustomerAddress.of(c.ctx).where({ agentId: agent.id, isPrimary: true });
      expect(primaries.map((p) => p.id)).to.deep.equal([b.id]);
      expect((await api(c.host).get(`/sales/customer/${a.id}`, token)).body.data.isPrimary).to.equal(false);
    });

    it('when the primary entry is deleted, then the newest remaining entry becomes primary', async () => {
      const { c, agent, token } = await agentSession();
      const first = await addCustomer(c.host, token);
      await addCustomer(c.host, token, myCustomer({ firstName: 'Older' }));
      const newest = await addCustomer(c.host, token, myCustomer({ firstName: 'Newest' }));
      const res = await api(c.host).delete(`/sales/customer/delete/${first.id}`, token);
      expect(res.status).to.equal(200);
      expect(res.body.data).to.deep.equal({ id: first.id });
      const primaries = await CustomerAddress.of(c.ctx).where({ agentId: agent.id, isPrimary: true });
      expect(primaries.map((p) => p.id)).to.deep.equal([newest.id]);
      const nonPrimary = await api(c.host).delete(`/sales/customer/delete/${(await addCustomer(c.host, token)).id}`, token);
      expect(nonPrimary.status).to.equal(200);
      expect((await CustomerAddress.of(c.ctx).where({ agentId: agent.id, isPrimary: true })).map((p) => p.id)).to.deep.equal([newest.id]);
      expect((await api(c.host).delete(`/sales/customer/delete/${first.id}`, token)).status).to.equal(404);
    });
  });

  describe('receiverOf (checkout)', () => {
    it('gives the chosen entry, else the primary entry, else the account address; another agent’s entry is 404', async () => {
      const { c, agent, token } = await agentSession();
      await User.of(c.ctx).findById(agent.id).patch({
        address1: '9 Jalan Own',
        postcode: '50450',
        city: 'Kuala Lumpur',
        state: 'Wp Kuala Lumpur',
        country: 'MY',
        phoneCode: '+60',
        phone: '199999999',
      });
      const own = await receiverOf(c.ctx, agent.id, null);
      expect(own).to.include({ customerId: null, address1: '9 Jalan Own', postcode: '50450', phoneNumber: '199999999', firstName: 'Test', email: agent.email });
      const primary = await addCustomer(c.host, token);
      const other = await addCustomer(c.host, token, idCustomer());
      expect(await receiverOf(c.ctx, agent.id, null)).to.include({ customerId: primary.id, address1: '1 Jalan Ampang', postcode: '50450' });
      expect(await receiverOf(c.ctx, agent.id, other.id)).to.include({ customerId: other.id, country: 'ID', villageId: '31.71.01.1001' });
      const stranger = await agentSession(c);
      let status = 0;
      await receiverOf(c.ctx, stranger.agent.id, other.id).catch((e: { status: number }) => (status = e.status));
      expect(status).to.equal(404);
    });
  });
});
