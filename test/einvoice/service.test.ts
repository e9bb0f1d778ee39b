import { expect } from 'chai';
import { EinvoiceDocument, EinvoiceSettings } from '../../server/modules/einvoice/models';
import { cancelDocument, getSettings, issueSelfBilledForPayout, saveSettings, submitAllPending, submitPending, validationLink } from '../../server/modules/einvoice/service';
import type { MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import { mandatoryFieldErrors } from '../../server/modules/einvoice/ubl';
import { User } from '../../server/modules/users/models';
import { clock } from '../../server/platform/time';
import { translate } from '../../server/platform/i18n';
import { platform } from '../harness';
import { moneySetup, today } from '../commissions/money-factories';
import { SETUP, agentParticulars, hqCtxOf, makeCertificate, paidPayout, withSimulator, type MoneyWorld } from './helpers';

type Setup = MoneyWorld;

const PARTICULARS = { ...SETUP, sstNumber: '', clientId: 'acme-client' };

/** The agent's particulars, then a payout of `amount` approved and marked paid through the API. */
const payout = async (s: Setup, amount?: number) => (await agentParticulars(s), paidPayout(s, amount));

describe('einvoice: settings, the self-billed e-invoice of a paid payout, submission', () => {
  let sim: MyInvoisSimulator;
  withSimulator((started) => (sim = started));

  it('stores the setup with the secret encrypted and shown masked; refuses bad values in the three languages; Indonesia has none', async () => {
    const s = await moneySetup({ closed: 30_000 });
    const view = await saveSettings(hqCtxOf(s), PARTICULARS);
    expect(view).to.include({ enabled: true, tin: 'C25845632020', clientId: 'acme-client', documentVersion: '1.0', sstNumber: null });
    expect(view.clientSecret).to.equal('••••3456');
    const row = (await EinvoiceSettings.of(s.c.ctx).first())!;
    expect(row.credentials).to.match(/^v1:/).and.not.contain('acme-secret');
    // The masked secret sent back keeps the stored one.
    await saveSettings(hqCtxOf(s), { clientSecret: view.clientSecret });
    expect((await getSettings(s.c.ctx)).clientSecret).to.equal('••••3456');
    for (const [lang, text] of [
      ['en', 'Enter a TIN as LHDN issues it (e.g. C1234567890 or IG12345678901).'],
      ['ms', 'Masukkan TIN seperti yang dikeluarkan LHDN (cth. C1234567890 atau IG12345678901).'],
    ] as const) {
      try {
        await saveSettings({ ...hqCtxOf(s), lang }, { tin: '12-34', msicCode: '469' });
        expect.fail('saved');
      } catch (error) {
        const e = error as { status: number; fields: Record<string, { key: string }> };
        expect(e.status).to.equal(422);
        expect(e.fields.tin!.key).to.equal('einvoice.tin');
        expect(e.fields.msicCode!.key).to.equal('einvoice.msic');
        expect(translate('einvoice.tin', lang)).to.equal(text);
      }
    }
    // Version 1.1 needs a certificate.
    try {
      await saveSettings(hqCtxOf(s), { documentVersion: '1.1' });
      expect.fail('saved');
    } catch (error) {
      expect((error as { fields: Record<string, { key: string }> }).fields.documentVersion!.key).to.equal('einvoice.certificateRequired');
    }
    const id = await moneySetup({ country: 'ID' });
    try {
      await getSettings(id.c.ctx);
      expect.fail('read');
    } catch (error) {
      expect(error).to.include({ status: 422, key: 'einvoice.notAvailable' });
    }
  });

  it('a payout marked paid writes one pending self-billed e-invoice (11, 037) in its transaction; the job submits it and it comes back Valid', async () => {
    const s = await moneySetup({ closed: 30_000 });
    await saveSettings(hqCtxOf(s), PARTICULARS);
    const payoutId = await payout(s);
    const docs = await EinvoiceDocument.of(s.c.ctx);
    expect(docs).to.have.length(1);
    expect(docs[0]).to.include({
      type: '11',
      status: 'pending',
      codeNumber: `SB-${payoutId}`,
      sourceType: 'payout',
      sourceId: String(payoutId),
      supplierTin: 'IG11223344550',
      buyerTin: 'C25845632020',
    });
    expect(Number(docs[0]!.totalPayable)).to.equal(12_345);
    expect(Number(docs[0]!.taxAmount)).to.equal(0);

    const report = await submitPending(s.c.ctx, { pollIntervalMs: 10 });
    expect(report).to.deep.equal({ submitted: 1, valid: 1, invalid: 0, deferred: 0 });
    const doc = (await EinvoiceDocument.of(s.c.ctx).findById(docs[0]!.id))!;
    expect(doc.status).to.equal('valid');
    expect(doc.uuid).to.match(/^[0-9A-Z]{26}$/);
    expect(doc.longId).to.match(/^[0-9A-Z]{40}$/);
    expect(validationLink(doc)).to.equal(`${sim.portalUrl}/${doc.uuid}/share/${doc.longId}`);
    const sent = JSON.parse(doc.document!);
    expect(mandatoryFieldErrors(sent)).to.deep.equal([]);
    const inv = sent.Invoice[0];
    expect(inv.InvoiceTypeCode[0]._).to.equal('11');
    expect(inv.InvoiceLine[0].Item[0].CommodityClassification[0].ItemClassificationCode[0]._).to.equal('037');
    expect(inv.LegalMonetaryTotal[0].PayableAmount[0]._).to.equal(123.45);
    expect(inv.AccountingSupplierParty[0].Party[0].PostalAddress[0].CountrySubentityCode[0]._).to.equal('10');
    expect(sim.documents.get(doc.uuid!)!.json).to.equal(doc.document);
    // The validation link opens the portal's page of the document (the simulator's).
    const page = await fetch(validationLink(doc)!);
    expect(page.status).to.equal(200);
    expect(await page.text())
      .to.contain(`SB-${payoutId}`)
      .and.contain('Valid');
    // Nothing left to do; cancel within 72 hours works, a second cancel is refused.
    expect(await submitPending(s.c.ctx)).to.deep.equal({ submitted: 0, valid: 0, invalid: 0, deferred: 0 });
    const cancelled = await cancelDocument(s.c.ctx, doc.id, 'Paid to the wrong account');
    expect(cancelled.status).to.equal('cancelled');
    try {
      await cancelDocument(s.c.ctx, doc.id, 'Again');
      expect.fail('cancelled twice');
    } catch (error) {
      expect(error).to.include({ status: 409, key: 'einvoice.notCancellable' });
    }
  });

  it('the einvoice.submit job sends every company’s due documents', async () => {
    const a = await moneySetup({ closed: 30_000 });
    const b = await moneySetup({ closed: 30_000 });
    await saveSettings(hqCtxOf(a), PARTICULARS);
    await saveSettings(hqCtxOf(b), { ...PARTICULARS, tin: 'C10000000010', clientId: `b-client-${b.c.id}` });
    await payout(a);
    await payout(b);
    expect(await platform().jobs.runNow('einvoice.submit')).to.equal(true);
    for (const s of [a, b]) expect((await EinvoiceDocument.of(s.c.ctx).first())!.status).to.equal('valid');
    expect(await submitAllPending()).to.include({ submitted: 0 });
  });

  it('one run sends one round of `limit` documents; with a budget, rounds go on until none is due', async () => {
    const s = await moneySetup({ closed: 30_000 });
    await saveSettings(hqCtxOf(s), { ...PARTICULARS, clientId: `rounds-${s.c.id}` });
    await User.of(s.c.ctx).findById(s.agent.id).patch({ tin: 'IG11223344550', identityNo: '900101-10-5555', phoneCode: '+60', phone: '123456789' });
    // Five self-billed documents as five paid payouts would write them.
    for (let id = 1; id <= 5; id++) await issueSelfBilledForPayout(s.c.ctx, { id: 900_000 + id, agentId: s.agent.id, amount: 1_000 * id, paidOn: today() });
    expect(await submitPending(s.c.ctx, { limit: 2, pollIntervalMs: 10 })).to.include({ submitted: 2, valid: 2 });
    expect(await submitPending(s.c.ctx, { limit: 2, pollIntervalMs: 10, budgetMs: 60_000 })).to.include({ submitted: 3, valid: 3 });
    expect(await EinvoiceDocument.of(s.c.ctx).where('status', 'valid').resultSize()).to.equal(5);
  });

  it('two senders at once send each document once', async () => {
    const s = await moneySetup({ closed: 60_000 });
    await saveSettings(hqCtxOf(s), { ...PARTICULARS, clientId: `race-${s.c.id}` });
    await payout(s, 10_000);
    await payout(s, 10_000);
    const before = sim.calls.filter((c) => c.path.startsWith('/api/v1.0/documentsubmissions') && c.method === 'POST').length;
    const reports = await Promise.all([submitPending(s.c.ctx, { pollIntervalMs: 10 }), submitPending(s.c.ctx, { pollIntervalMs: 10 })]);
    expect(reports.reduce((n, r) => n + r.submitted, 0)).to.equal(2);
    const docs = await EinvoiceDocument.of(s.c.ctx);
    expect(docs.map((d) => d.status)).to.deep.equal(['valid', 'valid']);
    // MyInvois received each document once, and neither sender was refused (an identical second payload would be a 422).
    expect([...sim.documents.values()].filter((d) => docs.some((x) => x.codeNumber === d.codeNumber))).to.have.length(2);
    expect(reports.reduce((n, r) => n + r.deferred, 0)).to.equal(0);
    expect(sim.calls.filter((c) => c.path.startsWith('/api/v1.0/documentsubmissions') && c.method === 'POST').length - before).to.be.within(1, 2);
  });

  it('no e-invoice when e-invoicing is off or starts after the payment date', async () => {
    const s = await moneySetup({ closed: 60_000 });
    await saveSettings(hqCtxOf(s), { ...PARTICULARS, enabled: false });
    await payout(s, 10_000);
    await saveSettings(hqCtxOf(s), { enabled: true, fromDate: '2099-01-01' });
    await payout(s, 10_000);
    expect(await EinvoiceDocument.of(s.c.ctx).resultSize()).to.equal(0);
  });

  it('version 1.1: the document is signed with the company’s certificate and the simulator verifies it', async () => {
    const s = await moneySetup({ closed: 60_000 });
    const cert = makeCertificate();
    const view = await saveSettings(hqCtxOf(s), { ...PARTICULARS, documentVersion: '1.1', pkcs12: cert.p12.toString('base64'), pkcs12Passphrase: 'p12-pass' });
    expect(view.certificate!.subject).to.contain('CN=Test Signing CA');
    expect(view.certificate!.expiresInDays).to.be.within(28, 30);
    const row = (await EinvoiceSettings.of(s.c.ctx).first())!;
    expect(row.certificate).to.match(/^v1:/).and.not.contain('PRIVATE KEY');
    await payout(s);
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 1, valid: 1 });
    const doc = (await EinvoiceDocument.of(s.c.ctx).first())!;
    expect(JSON.parse(doc.document!).Invoice[0].UBLExtensions).to.be.an('array');
    // Once the certificate has expired nothing is sent: a translated 422 naming the date, the document stays pending.
    await payout(s, 10_000);
    clock.advance(31 * 86_400_000);
    try {
      await submitPending({ ...s.c.ctx, lang: 'ms' });
      expect.fail('sent');
    } catch (error) {
      expect(error).to.include({ status: 422, key: 'einvoice.certificateExpired' });
      expect(translate('einvoice.certificateExpired', 'ms', (error as { params: Record<string, unknown> }).params)).to.match(
        /^Sijil tandatangan tamat tempoh pada \d{4}-\d{2}-\d{2}\. Muat naik yang baharu\.$/,
      );
    }
    expect(await EinvoiceDocument.of(s.c.ctx).where('status', 'pending').resultSize()).to.equal(1);
    expect((await getSettings(s.c.ctx)).certificate).to.include({ expired: true });
  });

  it('a document LHDN finds invalid keeps its error list; MyInvois refusing the credentials defers the documents', async () => {
    const s = await moneySetup({ closed: 60_000 });
    await saveSettings(hqCtxOf(s), { ...PARTICULARS, phone: '' });
    await payout(s, 10_000);
    expect(await submitPending(s.c.ctx, { pollIntervalMs: 10 })).to.include({ submitted: 1, invalid: 1 });
    const invalid = (await EinvoiceDocument.of(s.c.ctx).first())!;
    expect(invalid.status).to.equal('invalid');
    const errors = JSON.parse(invalid.errors!) as Array<{ propertyPath: string; errorMs: string }>;
    expect(errors.map((e) => e.propertyPath)).to.deep.equal(['Invoice.AccountingCustomerParty.Party.Contact.Telephone']);

    // Wrong credentials (the simulator kept the first secret of this client id): pending, with the reason and a later attempt.
    await saveSettings(hqCtxOf(s), { phone: '+60312345678', clientSecret: 'another-secret-999' });
    await payout(s, 10_000);
    const report = await submitPending(s.c.ctx, { pollIntervalMs: 10 });
    expect(report).to.include({ deferred: 1, submitted: 0 });
    const deferred = (await EinvoiceDocument.of(s.c.ctx).where('status', 'pending').first())!;
    expect(deferred.attempts).to.equal(1);
    expect(JSON.parse(deferred.errors!)[0].code).to.equal('invalid_client');
    expect(deferred.nextAttemptAt).to.not.equal(null);
    // Not due again before its next attempt.
    expect(await submitPending(s.c.ctx)).to.include({ deferred: 0, submitted: 0 });
  });
});
