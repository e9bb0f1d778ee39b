import { expect } from 'chai';
import { Voucher, VoucherUsage } from '../../server/modules/vouchers/models';
import { claimVoucher, releaseVoucher } from '../../server/modules/vouchers/service';
import { clock } from '../../server/platform/time';
import { inTransaction } from '../../server/platform/tx';
import { api, login, newUser } from '../harness';
import { createVoucher, day, newOrder, voucherBody, voucherWorld } from './factories';

const DAY_MS = 86_400_000;

describe('Vouchers: HQ setup', () => {
  afterEach(() => clock.reset());

  it('when HQ creates a voucher, then it is stored with its code upper-cased, status ongoing and the whole quota left', async () => {
    const w = await voucherWorld();
    const res = await w.http.post('/voucher/store', w.token).send(
      voucherBody({
        voucherName: ' Raya ',
        voucherCode: 'raya_2026-a',
        voucherType: 'percentage',
        voucherDisc: 1250,
        voucherMinPurchase: 10000,
        voucherUsgLimit: 2,
        freeShipping: true,
        firstOrder: true,
        package: true,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.meta.message).to.equal('Voucher created.');
    expect(res.body.data).to.include({
      comId: w.c.id,
      voucherName: 'Raya',
      voucherType: 'percentage',
      voucherCode: 'RAYA_2026-A',
      voucherQuota: 10,
      voucherStartDate: day(-1),
      voucherStopDate: day(10),
      voucherDisc: 1250,
      voucherMinPurchase: 10000,
      voucherUsgLimit: 2,
      freeShipping: true,
      firstOrder: true,
      package: true,
      used: 0,
      remaining: 10,
      status: 'ongoing',
    });
    const read = await w.http.get(`/voucher/${res.body.data.id}`, w.token);
    expect(read.status).to.equal(200);
    expect(read.body.data).to.deep.equal(res.body.data);
  });

  it('when HQ stores a voucher with its id, then it is changed; optional fields left out keep their value', async () => {
    const w = await voucherWorld();
    const v = await createVoucher(w, { freeShipping: true, voucherUsgLimit: 3 });
    const { freeShipping: _f, voucherUsgLimit: _u, ...body } = voucherBody({ voucherCode: v.voucherCode, voucherName: 'Merdeka', voucherQuota: 20 });
    const res = await w.http.post('/voucher/store', w.token).send({ id: v.id, ...body });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.meta.message).to.equal('Voucher saved.');
    expect(res.body.data).to.include({ id: v.id, voucherName: 'Merdeka', voucherQuota: 20, freeShipping: true, voucherUsgLimit: 3 });
    expect(await Voucher.of(w.c.ctx).resultSize()).to.equal(1);
  });

  it('when a voucher is invalid, then 422 names the field and nothing is stored', async () => {
    const w = await voucherWorld();
    const cases: [Record<string, unknown>, string][] = [
      [{ voucherCode: 'RAYA 10' }, 'voucherCode'],
      [{ voucherCode: 'RAYA!' }, 'voucherCode'],
      [{ voucherCode: '   ' }, 'voucherCode'],
      [{ voucherName: '' }, 'voucherName'],
      [{ voucherType: 'gift' }, 'voucherType'],
      [{ voucherType: 'percentage', voucherDisc: 10001 }, 'voucherDisc'],
      [{ voucherDisc: 0 }, 'voucherDisc'],
      [{ voucherQuota: 0 }, 'voucherQuota'],
      [{ voucherUsgLimit: 0 }, 'voucherUsgLimit'],
      [{ voucherMinPurchase: -1 }, 'voucherMinPurchase'],
      [{ voucherStartDate: day(5), voucherStopDate: day(1) }, 'voucherStopDate'],
      [{ voucherStartDate: '2026-02-30' }, 'voucherStartDate'],
      [{ used: 3 }, 'used'],
    ];
    for (const [override, field] of cases) {
      const res = await w.http.post('/voucher/store', w.token).send(voucherBody(override));
      expect(res.status, JSON.stringify(override)).to.equal(422);
      expect(res.body.meta.errors, JSON.stringify(override)).to.have.property(field);
    }
    const percent = await w.http.post('/voucher/store', w.token).send(voucherBody({ voucherType: 'percentage', voucherDisc: 10001 }));
    expect(percent.body.meta.message).to.equal('A percentage discount must be more than 0 % and at most 100 %.');
    expect(await Voucher.of(w.c.ctx).resultSize()).to.equal(0);
  });

  it('when a code is taken in the company (in any case), then 422 on voucherCode; another company may use it and cannot see the first', async () => {
    const a = await voucherWorld();
    const b = await voucherWorld();
    const v = await createVoucher(a, { voucherCode: 'SAME-1' });
    const clash = await a.http.post('/voucher/store', a.token).send(voucherBody({ voucherCode: 'same-1' }));
    expect(clash.status).to.equal(422);
    expect(clash.body.meta.errors.voucherCode).to.equal('Another voucher already uses this code.');
    const other = await createVoucher(a, { voucherCode: 'OTHER' });
    const rename = await a.http.post('/voucher/store', a.token).send({ id: other.id, ...voucherBody({ voucherCode: 'Same-1' }) });
    expect(rename.status).to.equal(422);

    const mine = await createVoucher(b, { voucherCode: 'same-1' });
    expect(mine.voucherCode).to.equal('SAME-1');
    expect((await b.http.get(`/voucher/${v.id}`, b.token)).status).to.equal(404);
    expect((await b.http.post('/voucher/store', b.token).send({ id: v.id, ...voucherBody() })).status).to.equal(404);
    expect((await b.http.delete(`/voucher/delete/${v.id}`, b.token)).status).to.equal(404);
    const listB = await b.http.get('/voucher', b.token);
    expect(listB.body.data.map((x: { id: number }) => x.id)).to.deep.equal([mine.id]);
    expect(await Voucher.of(a.c.ctx).findById(v.id)).to.have.property('voucherCode', 'SAME-1');
  });

  it('when two saves of one code race, then one is created and the other gets 422 on voucherCode', async () => {
    const w = await voucherWorld();
    const results = await Promise.all(Array.from({ length: 5 }, () => w.http.post('/voucher/store', w.token).send(voucherBody({ voucherCode: 'RACE' }))));
    expect(results.map((r) => r.status).sort()).to.deep.equal([201, 422, 422, 422, 422]);
  });

  it('when vouchers are listed by status (injected clock), then ongoing, upcoming and expired are told apart by business day', async () => {
    const w = await voucherWorld();
    await createVoucher(w, { voucherName: 'Now', voucherStartDate: day(0), voucherStopDate: day(0) });
    await createVoucher(w, { voucherName: 'Soon', voucherStartDate: day(3), voucherStopDate: day(5) });
    await createVoucher(w, { voucherName: 'Gone', voucherStartDate: day(-5), voucherStopDate: day(-1) });
    const list = async (status: string) =>
      (await w.http.get(`/voucher?sort=${encodeURIComponent('["voucherName","ASC"]')}&filter=${encodeURIComponent(JSON.stringify({ status }))}`, w.token)).body.data.map(
        (v: { voucherName: string; status: string }) => `${v.voucherName}:${v.status}`,
      );
    expect(await list('ongoing')).to.deep.equal(['Now:ongoing']);
    expect(await list('upcoming')).to.deep.equal(['Soon:upcoming']);
    expect(await list('expired')).to.deep.equal(['Gone:expired']);
    const plain = await w.http.get('/voucher?status=upcoming', w.token);
    expect(plain.body.data.map((v: { voucherName: string }) => v.voucherName)).to.deep.equal(['Soon']);
    expect((await w.http.get(`/voucher?filter=${encodeURIComponent('{"status":"later"}')}`, w.token)).status).to.equal(422);
    expect((await w.http.get('/voucher?status=later', w.token)).status).to.equal(422);

    clock.advance(3 * DAY_MS);
    expect(await list('ongoing')).to.deep.equal(['Soon:ongoing']);
    expect(await list('expired')).to.deep.equal(['Gone:expired', 'Now:expired']);
    expect(await list('upcoming')).to.deep.equal([]);
  });

  it('when HQ searches and pages the list, then name and code match and Content-Range gives the total', async () => {
    const w = await voucherWorld();
    await createVoucher(w, { voucherName: 'Alpha', voucherCode: 'ALP-1' });
    await createVoucher(w, { voucherName: 'Beta', voucherCode: 'BETA-1' });
    await createVoucher(w, { voucherName: 'Gamma', voucherCode: 'XALP' });
    const res = await w.http.get(`/voucher?search=alp&sort=${encodeURIComponent('["voucherCode","ASC"]')}`, w.token);
    expect(res.body.data.map((v: { voucherCode: string }) => v.voucherCode)).to.deep.equal(['ALP-1', 'XALP']);
    const page = await w.http.get(`/voucher?range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["voucherName","DESC"]')}`, w.token);
    expect(page.headers['content-range']).to.equal('items 0-1/3');
    expect(page.body.data.map((v: { voucherName: string }) => v.voucherName)).to.deep.equal(['Gamma', 'Beta']);
  });

  it('when a voucher has uses, then its quota cannot go below them and it cannot be deleted; an unused one can', async () => {
    const w = await voucherWorld();
    const v = await createVoucher(w, { voucherQuota: 5, voucherUsgLimit: 5 });
    const voucher = (await Voucher.of(w.c.ctx).findById(v.id))!;
    for (let i = 0; i < 2; i++) {
      const order = await newOrder(w.c, w.agent.id);
      await inTransaction(w.c.ctx, (tx) => claimVoucher(tx, voucher, w.agent.id, order.id, 500));
    }
    const lower = await w.http.post('/voucher/store', w.token).send({ id: v.id, ...voucherBody({ voucherCode: v.voucherCode, voucherQuota: 1 }) });
    expect(lower.status).to.equal(422);
    expect(lower.body.meta.errors.voucherQuota).to.equal('The quota cannot be lower than the 2 uses already made.');
    const two = await w.http.post('/voucher/store', w.token).send({ id: v.id, ...voucherBody({ voucherCode: v.voucherCode, voucherQuota: 2 }) });
    expect(two.status).to.equal(200);
    expect(two.body.data).to.include({ used: 2, remaining: 0, voucherQuota: 2 });

    expect(two.body.data.deletable).to.equal(false);
    const del = await w.http.delete(`/voucher/delete/${v.id}`, w.token);
    expect(del.status).to.equal(409);
    expect(del.body.meta.message).to.match(/has been used/);
    expect(await Voucher.of(w.c.ctx).findById(v.id)).to.not.equal(undefined);

    const unused = await createVoucher(w);
    expect((await w.http.get(`/voucher/${unused.id}`, w.token)).body.data.deletable).to.equal(true);
    const ok = await w.http.delete(`/voucher/delete/${unused.id}`, w.token);
    expect(ok.status).to.equal(200);
    expect(ok.body.meta.message).to.equal('Voucher deleted.');
    expect((await w.http.get(`/voucher/${unused.id}`, w.token)).status).to.equal(404);
    expect((await w.http.delete(`/voucher/delete/${unused.id}`, w.token)).status).to.equal(404);
  });

  it('when staff (with every permission) or an agent call the voucher routes, then 403', async () => {
    const w = await voucherWorld();
    const staff = await newUser(w.c, { role: 'staff', permissions: ['manage_orders', 'create_product', 'post_content'] });
    for (const token of [await login(w.c.host, staff.email), await login(w.c.host, w.agent.email)]) {
      expect((await w.http.get('/voucher', token)).status).to.equal(403);
      expect((await w.http.post('/voucher/store', token).send(voucherBody())).status).to.equal(403);
      expect((await w.http.get('/voucher/history', token)).status).to.equal(403);
    }
  });

  it('when the history is read, then it starts empty and lists each use with voucher, agent, order number, discount and release', async () => {
    const w = await voucherWorld();
    const empty = await w.http.get('/voucher/history', w.token);
    expect(empty.status).to.equal(200);
    expect(empty.body.data).to.deep.equal([]);

    const v1 = await createVoucher(w, { voucherName: 'First', voucherCode: 'FIRST', voucherUsgLimit: 5 });
    const v2 = await createVoucher(w, { voucherName: 'Second', voucherCode: 'SECOND' });
    const other = await newUser(w.c, { role: 'agent', email: `siti@${w.c.host}` });
    const o1 = await newOrder(w.c, w.agent.id);
    const o2 = await newOrder(w.c, other.id);
    const o3 = await newOrder(w.c, w.agent.id);
    const claim = (id: number, userId: number, orderId: number, discount: number) =>
      inTransaction(w.c.ctx, async (tx) => claimVoucher(tx, (await Voucher.of(tx).findById(id))!, userId, orderId, discount));
    await claim(v1.id, w.agent.id, o1.id, 500);
    await claim(v2.id, other.id, o2.id, 700);
    await claim(v1.id, w.agent.id, o3.id, 300);
    await inTransaction(w.c.ctx, (tx) => releaseVoucher(tx, o3.id));

    // Another company's uses never show.
    const b = await voucherWorld();
    const vb = await createVoucher(b);
    const ob = await newOrder(b.c, b.agent.id);
    await inTransaction(b.c.ctx, async (tx) => claimVoucher(tx, (await Voucher.of(tx).findById(vb.id))!, b.agent.id, ob.id, 100));

    const all = await w.http.get('/voucher/history', w.token);
    expect(all.status).to.equal(200);
    expect(all.headers['content-range']).to.equal('items 0-2/3');
    expect(all.body.data.map((u: { orderNo: string }) => u.orderNo).sort()).to.deep.equal([o1.orderNo, o2.orderNo, o3.orderNo].sort());
    const row = all.body.data.find((u: { orderId: number }) => u.orderId === o2.id);
    expect(row).to.include({
      voucherId: v2.id,
      voucherName: 'Second',
      voucherCode: 'SECOND',
      userId: other.id,
      agentName: 'Test User',
      agentEmail: `siti@${w.c.host}`,
      discount: 700,
      released: false,
      releasedAt: null,
      orderStage: 'unpaid',
    });
    expect(row.usedAt).to.match(/Z$/);
    const released = all.body.data.find((u: { orderId: number }) => u.orderId === o3.id);
    expect(released.released).to.equal(true);
    expect(released.releasedAt).to.match(/Z$/);

    const byVoucher = await w.http.get(`/voucher/history?voucherId=${v1.id}`, w.token);
    expect(byVoucher.body.data.map((u: { orderId: number }) => u.orderId).sort()).to.deep.equal([o1.id, o3.id].sort());
    const byFilter = await w.http.get(`/voucher/history?filter=${encodeURIComponent(JSON.stringify({ voucherId: v1.id, released: false }))}`, w.token);
    expect(byFilter.body.data.map((u: { orderId: number }) => u.orderId)).to.deep.equal([o1.id]);
    const search = await w.http.get(`/voucher/history?search=${o2.orderNo.toLowerCase()}`, w.token);
    expect(search.body.data.map((u: { orderId: number }) => u.orderId)).to.deep.equal([o2.id]);
    const byAgent = await w.http.get('/voucher/history?search=siti', w.token);
    expect(byAgent.body.data.map((u: { orderId: number }) => u.orderId)).to.deep.equal([o2.id]);
    const sorted = await w.http.get(`/voucher/history?sort=${encodeURIComponent('["discount","ASC"]')}`, w.token);
    expect(sorted.body.data.map((u: { discount: number }) => u.discount)).to.deep.equal([300, 500, 700]);
    expect(await VoucherUsage.of(w.c.ctx).resultSize()).to.equal(3);
    expect((await api(w.c.host).get('/voucher/history')).status).to.equal(401);
    expect((await b.http.get(`/voucher/history?voucherId=${v1.id}`, b.token)).body.data).to.deep.equal([]);
  });
});
