import { expect } from 'chai';
import type request from 'supertest';
import { EinvoiceDocument } from '../../server/modules/einvoice/models';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import { exportMonth } from '../../server/modules/einvoice/screens';
import { readXlsx } from '../../server/modules/tracking/files';
import { translate } from '../../server/platform/i18n';
import { businessTime, toDbTime } from '../../server/platform/time';
import { moneySetup, staffWith } from '../commissions/money-factories';
import { withSimulator, configured, agentParticulars, paidPayout, thisMonth, SETUP, type MoneyWorld } from './helpers';

/**
 * The e-invoicing calls (docs/einvoice.md, "Calls and page") against the in-process MyInvois
 * simulator: setup, a paid payout's self-billed e-invoice submitted, listed Valid with its
 * validation link, exported, cancelled within the window and refused after it; access and scoping.
 */

type Setup = MoneyWorld;

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The agent's particulars, then a payout of `amount` paid. */
const payout = async (s: Setup, amount?: number) => (await agentParticulars(s), paidPayout(s, amount));

const routesWorld = () => configured('routes', { money: { closed: 60_000 }, settings: { sstNumber: '' } });

describe('einvoice calls: /e-invoice/*', function () {
  this.timeout(30_000);
  let sim: MyInvoisSimulator;
  withSimulator((started) => (sim = started));

  it('HQ saves the setup (the secret never comes back); a paid payout submitted comes back Valid in the month with its validation link; the export holds it', async () => {
    const s = await moneySetup({ closed: 60_000 });
    const saved = await s.http
      .put('/e-invoice/settings', s.hq)
      .set('Accept-Language', 'ms')
      .send({ ...SETUP, sstNumber: '', clientId: `routes-${s.c.id}` });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body.meta.message).to.equal('Tetapan e-invois disimpan.');
    expect(saved.body.data).to.include({ enabled: true, tin: 'C25845632020', clientSecret: '••••3456' });
    const read = await s.http.get('/e-invoice/settings', s.hq);
    expect(read.status).to.equal(200);
    expect(JSON.stringify(read.body)).to.not.contain('acme-secret');

    const payoutId = await payout(s);
    const before = await s.http.get('/e-invoice/data', s.hq).query(thisMonth());
    expect(before.status, JSON.stringify(before.body)).to.equal(200);
    expect(before.body.data).to.have.length(1);
    expect(before.body.data[0]).to.include({
      type: '11',
      status: 'pending',
      codeNumber: `SB-${payoutId}`,
      sourceType: 'payout',
      sourceId: String(payoutId),
      totalPayable: 12_345,
      validationLink: null,
      cancellable: false,
    });

    const submitted = await s.http.post('/e-invoice/submit', s.hq);
    expect(submitted.status, JSON.stringify(submitted.body)).to.equal(200);
    expect(submitted.body.data).to.deep.equal({ submitted: 1, valid: 1, invalid: 0, deferred: 0 });

    const list = await s.http.get('/e-invoice/data', s.hq).query(thisMonth());
    const doc = list.body.data[0];
    expect(doc).to.include({ status: 'valid', cancellable: true });
    expect(doc.uuid).to.match(/^[0-9A-Z]{26}$/);
    expect(doc.validationLink).to.equal(`${sim.portalUrl}/${doc.uuid}/share/${doc.longId}`);
    expect(doc.errors).to.deep.equal([]);
    expect(doc.issuedAt).to.be.a('string');
    expect(doc.validatedAt).to.be.a('string');
    expect(list.headers['content-range']).to.equal('items 0-0/1');
    // Filters of the list dialect, and the month before holds nothing.
    expect((await s.http.get('/e-invoice/data', s.hq).query({ ...thisMonth(), status: 'pending' })).body.data).to.have.length(0);
    const prev = businessTime().subtract(1, 'month');
    expect((await s.http.get('/e-invoice/data', s.hq).query({ year: prev.year(), month: prev.month() + 1 })).body.data).to.have.length(0);

    const file = await binary(s.http.get('/e-invoice/export', s.hq).query(thisMonth()));
    expect(file.status).to.equal(200);
    expect(file.headers['content-type']).to.contain('spreadsheetml');
    const grid = await readXlsx(file.body as Buffer);
    expect(grid[0]!.slice(0, 3)).to.deep.equal(['e-Invoice Type', 'e-Invoice Code / Number', 'Issue date and time (UTC)']);
    expect(grid).to.have.length(2);
    expect(grid[1]).to.include.members(['11', `SB-${payoutId}`, 'IG11223344550', 'C25845632020', 'MYR', '123.45', 'Valid', doc.uuid, doc.validationLink]);
    // More documents than one file holds: a translated 422 by field (the limit made 0 here).
    try {
      await exportMonth({ ...s.c.ctx, lang: 'ms' }, thisMonth().year, thisMonth().month, 0);
      expect.fail('exported');
    } catch (error) {
      expect(error).to.include({ status: 422, key: 'einvoice.exportTooLarge' });
      expect(translate('einvoice.exportTooLarge', 'ms', (error as { params: Record<string, unknown> }).params)).to.equal(
        'Bulan ini mempunyai lebih daripada 0 e-invois: terlalu banyak untuk satu fail.',
      );
    }
    const ms = await readXlsx((await binary(s.http.get('/e-invoice/export', s.hq).set('Accept-Language', 'ms').query(thisMonth()))).body as Buffer);
    expect(ms[0]![0]).to.equal('Jenis e-Invois');
    expect(ms[1]).to.include('Sah');
  });

  it('cancel within 72 hours of validation; after it a translated 409 telling to issue a credit note; a reason is required', async () => {
    const s = await routesWorld();
    await payout(s, 10_000);
    await payout(s, 10_000);
    expect((await s.http.post('/e-invoice/submit', s.hq)).body.data).to.include({ valid: 2 });
    const [first, second] = await EinvoiceDocument.of(s.c.ctx).orderBy('id');

    const blank = await s.http.post(`/e-invoice/${first!.id}/cancel`, s.hq).send({ reason: '  ' });
    expect(blank.status).to.equal(422);
    const ok = await s.http.post(`/e-invoice/${first!.id}/cancel`, s.hq).send({ reason: 'Paid to the wrong account' });
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect(ok.body.data).to.include({ status: 'cancelled', cancellable: false });
    expect(ok.body.data.cancelledAt).to.be.a('string');
    const again = await s.http.post(`/e-invoice/${first!.id}/cancel`, s.hq).send({ reason: 'Again' });
    expect(again.status).to.equal(409);

    // Validated 73 hours ago: refused, the document stays valid.
    await EinvoiceDocument.of(s.c.ctx)
      .findById(second!.id)
      .patch({ validatedAt: toDbTime(new Date(Date.now() - 73 * 3600_000)) });
    for (const [lang, text] of [
      ['en', 'The 72-hour cancellation window of this e-invoice has passed: issue a credit note or refund note instead.'],
      ['id', 'Batas 72 jam untuk membatalkan e-faktur ini telah lewat: terbitkan nota kredit atau nota pengembalian dana.'],
    ] as const) {
      const late = await s.http.post(`/e-invoice/${second!.id}/cancel`, s.hq).set('Accept-Language', lang).send({ reason: 'Too late' });
      expect(late.status, JSON.stringify(late.body)).to.equal(409);
      expect(late.body.meta.message).to.equal(text);
    }
    expect((await EinvoiceDocument.of(s.c.ctx).findById(second!.id))!.status).to.equal('valid');
    expect((await s.http.post('/e-invoice/999999/cancel', s.hq).send({ reason: 'x' })).status).to.equal(404);
  });

  it('access: agents never; staff need manage_payouts and cannot change the setup; another company sees nothing of it', async () => {
    const s = await routesWorld();
    await payout(s);
    for (const [method, path] of [
      ['get', '/e-invoice/data'],
      ['get', '/e-invoice/export'],
      ['get', '/e-invoice/settings'],
      ['put', '/e-invoice/settings'],
      ['post', '/e-invoice/submit'],
      ['post', '/e-invoice/1/cancel'],
    ] as const) {
      const res = await s.http[method](path, s.token)
        .query(path.endsWith('settings') || method !== 'get' ? {} : thisMonth())
        .send(method === 'get' ? undefined : { reason: 'x' });
      expect(res.status, `${method} ${path}`).to.equal(403);
    }
    const plain = await staffWith(s.c, ['manage_orders']);
    expect((await s.http.get('/e-invoice/data', plain).query(thisMonth())).status).to.equal(403);
    const payouts = await staffWith(s.c, ['manage_payouts']);
    expect((await s.http.get('/e-invoice/data', payouts).query(thisMonth())).body.data).to.have.length(1);
    expect((await s.http.put('/e-invoice/settings', payouts).send({ enabled: false })).status).to.equal(403);

    const other = await routesWorld();
    expect((await other.http.get('/e-invoice/data', other.hq).query(thisMonth())).body.data).to.have.length(0);
    const theirs = (await EinvoiceDocument.of(s.c.ctx).first())!;
    expect((await other.http.post(`/e-invoice/${theirs.id}/cancel`, other.hq).send({ reason: 'Not ours' })).status).to.equal(404);
    const grid = await readXlsx((await binary(other.http.get('/e-invoice/export', other.hq).query(thisMonth()))).body as Buffer);
    expect(grid).to.have.length(1);
  });

  it('bad month or year → 422; bad setup values → 422 by field; an Indonesian company has no e-invoicing (translated 422)', async () => {
    const s = await routesWorld();
    for (const query of [{ year: 2026, month: 13 }, { year: 2026, month: 0 }, { year: 'abc', month: 1 }, { month: 1 }, { year: 2026 }, { year: 1999, month: 5 }]) {
      const res = await s.http.get('/e-invoice/data', s.hq).query(query);
      expect(res.status, JSON.stringify(query)).to.equal(422);
      expect((await s.http.get('/e-invoice/export', s.hq).query(query)).status).to.equal(422);
    }
    const bad = await s.http.put('/e-invoice/settings', s.hq).send({ tin: '12-34', msicCode: '469' });
    expect(bad.status).to.equal(422);
    expect(bad.body.meta.errors).to.have.keys('tin', 'msicCode');

    const id = await moneySetup({ country: 'ID' });
    for (const [method, path] of [
      ['get', '/e-invoice/data'],
      ['get', '/e-invoice/export'],
      ['get', '/e-invoice/settings'],
      ['put', '/e-invoice/settings'],
      ['post', '/e-invoice/submit'],
    ] as const) {
      const res = await id.http[method](path, id.hq)
        .set('Accept-Language', 'id')
        .query(path.endsWith('settings') || method !== 'get' ? {} : thisMonth())
        .send(method === 'put' ? { enabled: true } : undefined);
      expect(res.status, `${method} ${path}`).to.equal(422);
      expect(res.body.meta.message, `${method} ${path} ${JSON.stringify(res.body)}`).to.equal('E-faktur LHDN hanya berlaku untuk perusahaan Malaysia.');
    }
  });
});
