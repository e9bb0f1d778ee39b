import { expect } from 'chai';
import { buyer, setFeatures, tokenOf } from '../orders/factories';
import { api, newCompany, newTier } from '../harness';
import { User } from '../../server/modules/users/models';
import { guest, guestCheckout, openStore, storeWorld, uniqueSlug } from './world';

describe('Stores: slug availability (live feedback of the register and setup forms)', () => {
  it('answers available, taken or invalid with the normalised slug, in the caller’s company only', async () => {
    const w = await storeWorld();
    const mine = await openStore(w);
    const other = await buyer(w.c, w.tier.id);
    const ask = (slug: string, token = tokenOf(w.c, other)) => w.http.get(`/store/slug-available?slug=${encodeURIComponent(slug)}`, token);

    const free = await ask(`  ${uniqueSlug('Free').toUpperCase()} `);
    expect(free.status, JSON.stringify(free.body)).to.equal(200);
    expect(free.body.data.status).to.equal('available');
    expect(free.body.data.slug).to.match(/^free-[a-z0-9-]+$/);
    expect(free.body.data.message).to.equal(null);

    const taken = await ask(mine.toUpperCase());
    expect(taken.body.data).to.include({ slug: mine, status: 'taken' });
    expect(taken.body.data.message).to.match(/already taken/);

    // The agent's own current link is its own: available to it.
    expect((await ask(mine, w.token)).body.data.status).to.equal('available');

    for (const [slug, why] of [
      ['ab', /3 to 40/],
      ['bad slug', /3 to 40/],
      ['admin', /reserved/],
    ] as const) {
      const res = await ask(slug);
      expect(res.status).to.equal(200);
      expect(res.body.data.status, slug).to.equal('invalid');
      expect(res.body.data.message, slug).to.match(why);
    }
    // In Malay when asked so.
    const ms = await w.http.get(`/store/slug-available?slug=${mine}`, tokenOf(w.c, other)).set('Accept-Language', 'ms');
    expect(ms.body.data.message).to.match(/sudah diambil/);

    // Bounded, and only for agents of a company with the add-on.
    expect((await ask('x'.repeat(61))).status).to.equal(422);
    expect((await w.http.get('/store/slug-available', tokenOf(w.c, other))).status).to.equal(422);
    expect((await api(w.c.host).get(`/store/slug-available?slug=${mine}`)).status).to.equal(401);

    // Another company: the same slug is free there.
    const c2 = await newCompany();
    await setFeatures(c2, { ejenstoreStatus: true });
    const agent2 = await buyer(c2, (await newTier(c2, 1)).id);
    const there = await api(c2.host).get(`/store/slug-available?slug=${mine}`, tokenOf(c2, agent2));
    expect(there.body.data.status).to.equal('available');
    await setFeatures(c2, { ejenstoreStatus: false });
    expect((await api(c2.host).get(`/store/slug-available?slug=${mine}`, tokenOf(c2, agent2))).status).to.equal(403);
  });
});

describe('Stores: the transfer page names the bank', () => {
  it('shows the bank’s name from the project’s bank list, and only account name, bank and number of the agent', async () => {
    const w = await storeWorld(10);
    await User.of(w.c.ctx).findById(w.agent.id).patch({ bankCountry: 'MY', bankCompany: 'MBB', bankName: 'Aisyah Test', bankNumber: '1234567890', bankIdentity: '900101-10-1234' });
    const slug = await openStore(w, { price: 1400 });
    const { res } = await guestCheckout(w.c.host, slug, guest({ items: [{ productId: w.product.id, quantity: 1 }] }));
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const view = await api(w.c.host).get(`/public/orders/${res.body.data.statusToken as string}`);
    expect(view.status).to.equal(200);
    expect(view.body.data.transfer).to.deep.equal({ bankName: 'Malayan Banking Berhad (Maybank)', accountName: 'Aisyah Test', accountNumber: '1234567890', receiptUploaded: false });
    expect(JSON.stringify(view.body)).not.to.contain('900101');
    expect(JSON.stringify(view.body)).not.to.contain(w.agent.email);
  });
});
