import { expect } from 'chai';
import { api, lastMail, newCompany } from '../harness';
import { guest, guestCheckout, openStore, storeWorld } from './world';
import { sign } from '../../server/modules/stores/account';
import { clock } from '../../server/platform/time';

const linkOf = (body: string) => /(http\S+\/account\?t=(\S+))/.exec(body);
const cookieOf = (res: { headers: Record<string, unknown> }) => String((res.headers['set-cookie'] as string[] | undefined)?.[0] ?? '').split(';')[0]!;

describe('Stores: the customer’s orders by e-mail link', () => {
  it('mails a signed link to the company’s own host, opens a 30-day HttpOnly session listing only that e-mail’s orders', async () => {
    const w = await storeWorld(10);
    const slug = await openStore(w, { price: 1400 });
    const mine = guest({ items: [{ productId: w.product.id, quantity: 1 }] });
    const theirs = guest({ items: [{ productId: w.product.id, quantity: 2 }] });
    const a = await guestCheckout(w.c.host, slug, mine);
    const b = await guestCheckout(w.c.host, slug, theirs);
    expect(a.res.status).to.equal(201);
    expect(b.res.status).to.equal(201);
    const http = api(w.c.host);

    // The same answer for an e-mail with orders and one without; only the first gets a mail.
    const sent = await http.post(`/public/stores/${slug}/account/link`).send({ email: (mine.email as string).toUpperCase() });
    const none = await http.post(`/public/stores/${slug}/account/link`).send({ email: 'nobody-here@example.com' });
    expect(sent.status).to.equal(202);
    expect(none.status).to.equal(202);
    expect(none.body).to.deep.equal(sent.body);
    expect(await lastMail('nobody-here@example.com')).to.equal(undefined);
    const mail = (await lastMail(mine.email as string))!;
    const found = linkOf(mail.body)!;
    expect(found[1]!.startsWith(`${w.c.ctx.origin}/s/${slug}/account?t=`)).to.equal(true);
    const token = decodeURIComponent(found[2]!);

    const opened = await http.post('/public/account/session').send({ token });
    expect(opened.status, JSON.stringify(opened.body)).to.equal(200);
    const header = String((opened.headers['set-cookie'] as unknown as string[])[0]);
    expect(header).to.match(/HttpOnly/);
    expect(header).to.match(/Max-Age=2592000/);
    const cookie = cookieOf(opened);
    const list = await http.get('/public/account/orders').set('Cookie', cookie);
    expect(list.status, JSON.stringify(list.body)).to.equal(200);
    expect(list.body.data.email).to.equal(mine.email);
    expect(list.body.data.orders.map((o: { orderNo: string }) => o.orderNo)).to.deep.equal([a.res.body.data.orderNo]);
    expect(list.body.data.orders[0].statusPath).to.equal(`/s/${slug}/order/${a.res.body.data.statusToken as string}`);
    expect(JSON.stringify(list.body)).not.to.contain(b.res.body.data.orderNo);

    // No cookie, a forged one, one of another company, an expired link: nothing shown.
    expect((await http.get('/public/account/orders')).status).to.equal(401);
    expect((await http.get('/public/account/orders').set('Cookie', `${cookie.slice(0, -2)}xx`)).status).to.equal(401);
    const forged = sign('session', w.c.id + 1, theirs.email as string, Math.floor(Date.now() / 1000) + 3600);
    expect((await http.get('/public/account/orders').set('Cookie', `store_account=${forged}`)).status).to.equal(401);
    const linkAsSession = sign('link', w.c.id, theirs.email as string, Math.floor(Date.now() / 1000) + 3600);
    expect((await http.get('/public/account/orders').set('Cookie', `store_account=${linkAsSession}`)).status).to.equal(401);
    const other = await newCompany();
    expect((await api(other.host).post('/public/account/session').send({ token })).status).to.equal(404);
    expect((await api(other.host).get('/public/account/orders').set('Cookie', cookie)).status).to.equal(401);
    const expired = sign('link', w.c.id, mine.email as string, Math.floor(clock.now().getTime() / 1000) - 1);
    expect((await http.post('/public/account/session').send({ token: expired })).status).to.equal(404);

    // Sign-out clears the cookie.
    const out = await http.post('/public/account/sign-out');
    expect(String((out.headers['set-cookie'] as unknown as string[])[0])).to.match(/store_account=;.*Max-Age=0/);
  });

  it('refuses a bad e-mail and limits requests per e-mail', async () => {
    const w = await storeWorld(10);
    const slug = await openStore(w);
    const http = api(w.c.host);
    expect((await http.post(`/public/stores/${slug}/account/link`).send({ email: 'not-an-email' })).status).to.equal(422);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await http.post(`/public/stores/${slug}/account/link`).send({ email: 'flood@example.com' })).status);
    expect(statuses).to.include(429);
    expect(statuses[0]).to.equal(202);
  });
});
