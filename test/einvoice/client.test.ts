import { expect } from 'chai';
import { batches, MyInvoisClient, MyInvoisError, resetClientState, sha256Hex, type PreparedDocument } from '../../server/modules/einvoice/client';
import { startMyInvoisSimulator, type MyInvoisSimulator } from '../../server/modules/einvoice/simulator';
import { buildDocument, type DocumentInput } from '../../server/modules/einvoice/ubl';
import { loadPem, signDocument } from '../../server/modules/einvoice/signature';
import { clock } from '../../server/platform/time';
import { COMPANY_TIN, companyParty, invoiceInput, makeCertificate, selfBilledInput, uniqueNumber } from './helpers';

const TAXPAYER = { clientId: 'acme-erp', clientSecret: 'acme-secret-0001', tin: COMPANY_TIN };
const INTERMEDIARY = { clientId: 'bureau-erp', clientSecret: 'bureau-secret-0001', tin: null, represents: [COMPANY_TIN] };

const prepared = (input: DocumentInput): PreparedDocument => ({ json: JSON.stringify(buildDocument(input)), codeNumber: input.number });

async function failure(promise: Promise<unknown>): Promise<MyInvoisError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MyInvoisError) return error;
    throw error;
  }
  throw new Error('expected a MyInvoisError');
}

describe('einvoice: MyInvois client against the simulator', () => {
  let sim: MyInvoisSimulator;
  const endpoints = () => ({ identityUrl: sim.identityUrl, apiUrl: sim.apiUrl, portalUrl: sim.portalUrl });
  const taxpayer = (options = {}) => new MyInvoisClient(endpoints(), TAXPAYER, { maxWaitMs: 5_000, ...options });

  beforeEach(async () => {
    resetClientState();
    sim = await startMyInvoisSimulator({ clients: [TAXPAYER, INTERMEDIARY], taxpayers: [{ tin: 'IG11223344550', idType: 'NRIC', idValue: '900101105555' }] });
  });
  afterEach(async () => {
    clock.reset();
    await sim.close();
  });

  const logins = () => sim.calls.filter((c) => c.path === '/connect/token');

  it('logs in with a form body once and reuses the token until shortly before it expires', async () => {
    const client = taxpayer();
    await Promise.all([client.validateTin('IG11223344550', 'NRIC', '900101105555'), client.validateTin('IG11223344550', 'NRIC', '999')]);
    await client.validateTin('IG00000000000', 'NRIC', '1');
    expect(logins()).to.have.length(1);
    expect(logins()[0]!.status).to.equal(200);
    // 56 minutes later the token (3,600 s) is within its last 5 minutes: a new login.
    clock.advance(56 * 60_000);
    await client.validateTin('IG00000000001', 'NRIC', '1');
    expect(logins()).to.have.length(2);
  });

  it('an intermediary logs in with onbehalfof and may act only for the taxpayers it was granted', async () => {
    const bureau = new MyInvoisClient(endpoints(), { clientId: INTERMEDIARY.clientId, clientSecret: INTERMEDIARY.clientSecret, onBehalfOf: COMPANY_TIN });
    const result = await bureau.submit([prepared(invoiceInput())]);
    expect(result.accepted).to.have.length(1);
    expect(logins()[0]!.onBehalfOf).to.equal(COMPANY_TIN);
    const stranger = new MyInvoisClient(endpoints(), { clientId: INTERMEDIARY.clientId, clientSecret: INTERMEDIARY.clientSecret, onBehalfOf: 'C99999999990' });
    const error = await failure(stranger.validateTin('IG11223344550', 'NRIC', '900101105555'));
    expect(error.kind).to.equal('unauthorized');
    expect(error.status).to.equal(502);
    expect(error.code).to.equal('invalid_grant');
  });

  it('wrong credentials are an unauthorized error that never shows the secret; Basic auth is refused by the identity service', async () => {
    const error = await failure(new MyInvoisClient(endpoints(), { clientId: TAXPAYER.clientId, clientSecret: 'wrong-secret' }).token());
    expect(error.kind).to.equal('unauthorized');
    expect(error.key).to.equal('einvoice.unauthorized');
    expect(error.message).to.not.contain('wrong-secret');
    const basic = await fetch(`${sim.identityUrl}/connect/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${TAXPAYER.clientId}:${TAXPAYER.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(basic.status).to.equal(400);
  });

  it('submit → poll → Valid, with uuid, long id and the validation link', async () => {
    sim.options.pendingPolls = 1;
    const client = taxpayer();
    const docs = [prepared(invoiceInput()), prepared(selfBilledInput())];
    const result = await client.submit(docs);
    expect(result.submissionUid).to.match(/^[0-9A-Z]{26}$/);
    expect(result.accepted.map((a) => a.codeNumber)).to.deep.equal(docs.map((d) => d.codeNumber));
    const first = await client.getSubmission(result.submissionUid);
    expect(first.overallStatus).to.equal('in progress');
    const done = await client.pollSubmission(result.submissionUid, { intervalMs: 10 });
    expect(done.overallStatus).to.equal('valid');
    for (const d of done.documents) {
      expect(d.status).to.equal('Valid');
      expect(d.longId).to.match(/^[0-9A-Z]{40}$/);
      expect(client.shareLink(d.uuid, d.longId!)).to.equal(`${sim.portalUrl}/${d.uuid}/share/${d.longId}`);
    }
    // What reached the simulator is the exact document with its SHA-256.
    const stored = sim.documents.get(done.documents[0]!.uuid)!;
    expect(stored.json).to.equal(docs[0]!.json);
  });

  it('a document missing mandatory fields comes back Invalid with LHDN’s error list', async () => {
    const client = taxpayer();
    const bad = invoiceInput();
    const doc = buildDocument(bad) as { Invoice: Array<Record<string, any>> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    const buyer = doc.Invoice[0]!.AccountingCustomerParty[0].Party[0];
    buyer.PartyIdentification = buyer.PartyIdentification.filter((p: { ID: Array<{ schemeID: string }> }) => p.ID[0]!.schemeID !== 'TIN');
    const good = prepared(invoiceInput());
    const result = await client.submit([{ json: JSON.stringify(doc), codeNumber: bad.number }, good]);
    const status = await client.pollSubmission(result.submissionUid, { intervalMs: 10 });
    expect(status.overallStatus).to.equal('partially valid');
    const invalid = status.documents.find((d) => d.codeNumber === bad.number)!;
    expect(invalid.status).to.equal('Invalid');
    expect(invalid.longId).to.equal(null);
    const details = await client.getDocumentDetails(invalid.uuid);
    expect(details.errors.map((e) => e.propertyName)).to.deep.equal(['BuyerTIN']);
    expect(details.errors[0]!.errorMs).to.contain('wajib');
  });

  it('a document issued more than 72 hours ago is Invalid (too old)', async () => {
    const client = taxpayer();
    const result = await client.submit([prepared(invoiceInput({ issuedAt: new Date(Date.now() - 73 * 3600_000) }))]);
    const status = await client.pollSubmission(result.submissionUid, { intervalMs: 10 });
    expect(status.documents[0]!.status).to.equal('Invalid');
    expect((await client.getDocumentDetails(status.documents[0]!.uuid)).errors[0]!.error).to.contain('too old');
  });

  it('the identical payload within 10 minutes is a 422 DuplicateSubmission with Retry-After; the same document in another submission within 2 hours is Invalid', async () => {
    const client = taxpayer();
    const doc = prepared(invoiceInput());
    await client.submit([doc]);
    const error = await failure(client.submit([doc]));
    expect(error.kind).to.equal('duplicate');
    expect(error.status).to.equal(409);
    expect(error.retryAfterSeconds).to.be.within(590, 600);
    // Same type, number, issue time and supplier TIN, in a different payload.
    const again = await client.submit([doc, prepared(invoiceInput())]);
    const status = await client.pollSubmission(again.submissionUid, { intervalMs: 10 });
    const dup = status.documents.find((d) => d.codeNumber === doc.codeNumber)!;
    expect(dup.status).to.equal('Invalid');
    expect((await client.getDocumentDetails(dup.uuid)).errors.map((e) => e.errorCode)).to.deep.equal(['DuplicateDocument']);
    // After 10 minutes the identical payload is accepted again (and is itself a duplicate document).
    clock.advance(11 * 60_000);
    const later = await client.submit([doc]);
    expect(later.accepted).to.have.length(1);
  });

  it('a 429 is obeyed: the client waits Retry-After and tries again', async () => {
    sim.setLimit('validateTin', 2, 1_000);
    const client = taxpayer();
    const started = Date.now();
    for (const n of [1, 2, 3]) await client.validateTin(`IG0000000000${n}`, 'NRIC', '1');
    const limited = sim.calls.filter((c) => c.path.startsWith('/api/v1.0/taxpayer/validate'));
    expect(limited.map((c) => c.status)).to.deep.equal([404, 404, 429, 404]);
    expect(Date.now() - started).to.be.at.least(900);
    // Without retries the 429 is a typed rateLimited error (503 to our callers), never a 500.
    const other = { clientId: 'impatient-erp', clientSecret: 'impatient-secret', tin: COMPANY_TIN };
    sim.addClient(other);
    const impatient = new MyInvoisClient(endpoints(), other, { maxRetries: 0 });
    await impatient.validateTin('IG00000000004', 'NRIC', '1');
    await impatient.validateTin('IG00000000005', 'NRIC', '1');
    const error = await failure(impatient.validateTin('IG00000000006', 'NRIC', '1'));
    expect(error.kind).to.equal('rateLimited');
    expect(error.status).to.equal(503);
    expect(error.retryAfterSeconds).to.equal(1);
  });

  it('the client queues under its own limits per client id, so the simulator never answers 429', async () => {
    sim.setLimit('validateTin', 3, 600);
    // The client's minute is a little longer than the provider's (here 800 ms against 600 ms): calls leave before they arrive.
    const client = taxpayer({ limits: { validateTin: 3 }, windowMs: 800 });
    const started = Date.now();
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => client.validateTin(`IG1000000000${n}`, 'NRIC', '1')));
    expect(Date.now() - started).to.be.at.least(550);
    expect(sim.calls.filter((c) => c.status === 429)).to.have.length(0);
  });

  it('cancels within 72 hours of validation; after that the window error says to issue a credit note', async () => {
    const client = taxpayer();
    const docs = [prepared(invoiceInput()), prepared(invoiceInput())];
    const status = await client.pollSubmission((await client.submit(docs)).submissionUid, { intervalMs: 10 });
    const [a, b] = status.documents;
    clock.advance(71 * 3600_000);
    await client.cancel(a!.uuid, 'Wrong buyer');
    expect(sim.documents.get(a!.uuid)!.status).to.equal('Cancelled');
    expect((await client.getSubmission(status.submissionUid)).documents.find((d) => d.uuid === a!.uuid)!.status).to.equal('Cancelled');
    clock.advance(2 * 3600_000);
    const error = await failure(client.cancel(b!.uuid, 'Too late'));
    expect(error.kind).to.equal('cancelWindow');
    expect(error.code).to.equal('OperationPeriodOver');
    expect(error.key).to.equal('einvoice.cancelWindow');
    expect(sim.documents.get(b!.uuid)!.status).to.equal('Valid');
    const twice = await failure(client.cancel(a!.uuid, 'Again'));
    expect(twice.kind).to.equal('rejected');
  });

  it('validates a TIN with its ID, caching the answers', async () => {
    const client = taxpayer();
    expect(await client.validateTin('IG11223344550', 'NRIC', '900101105555')).to.equal(true);
    expect(await client.validateTin('IG11223344550', 'NRIC', '900101105555')).to.equal(true);
    expect(await client.validateTin('IG11223344550', 'NRIC', '111111111111')).to.equal(false);
    expect(await client.validateTin('IG11223344550', 'NRIC', '111111111111')).to.equal(false);
    expect(sim.calls.filter((c) => c.path.startsWith('/api/v1.0/taxpayer/validate'))).to.have.length(2);
    const error = await failure(client.validateTin('IG11223344550', 'BOGUS' as 'NRIC', '1'));
    expect(error.kind).to.equal('rejected');
  });

  it('keeps to the size limits: 100 documents, 300 KB each, 5 MB in all; batches split within them', async () => {
    const client = taxpayer();
    const one = prepared(invoiceInput());
    const many = Array.from({ length: 101 }, (_, i) => ({ ...one, codeNumber: `N${i}` }));
    expect((await failure(client.submit(many))).kind).to.equal('tooLarge');
    const huge = invoiceInput({
      lines: Array.from({ length: 700 }, (_, i) => ({ description: `Line ${i} ${'x'.repeat(200)}`, quantity: 1, unitPrice: 100, classification: '022', taxType: '06' as const, taxRateBp: 0 })),
    });
    const big = prepared(huge);
    expect(Buffer.byteLength(big.json)).to.be.greaterThan(300 * 1024);
    const error = await failure(client.submit([big]));
    expect(error.kind).to.equal('tooLarge');
    expect(error.status).to.equal(422);
    expect(sim.calls.filter((c) => c.path.startsWith('/api/v1.0/documentsubmissions'))).to.have.length(0);
    // 250 documents of ~2 KB: three submissions (100, 100, 50); 40 documents of ~200 KB: 5 MB allows 18 per submission.
    expect(batches(Array.from({ length: 250 }, (_, i) => ({ ...one, codeNumber: `B${i}` }))).map((b) => b.length)).to.deep.equal([100, 100, 50]);
    const medium = { json: 'x'.repeat(200 * 1024), codeNumber: 'M' };
    const split = batches(Array.from({ length: 40 }, (_, i) => ({ ...medium, codeNumber: `M${i}` })));
    for (const b of split) {
      const body = JSON.stringify({ documents: b.map((d) => ({ format: 'JSON', document: Buffer.from(d.json).toString('base64'), documentHash: sha256Hex(d.json), codeNumber: d.codeNumber })) });
      expect(Buffer.byteLength(body)).to.be.at.most(5 * 1024 * 1024);
    }
    expect(split.reduce((n, b) => n + b.length, 0)).to.equal(40);
    // The simulator enforces the limits itself.
    const token = await client.token();
    const oversize = await fetch(`${sim.apiUrl}/api/v1.0/documentsubmissions/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ documents: [{ format: 'JSON', document: 'A'.repeat(5 * 1024 * 1024), documentHash: '0', codeNumber: 'X' }] }),
    });
    expect(oversize.status).to.equal(400);
    expect(((await oversize.json()) as { error: { code: string } }).error.code).to.equal('MaximumSizeExceeded');
  });

  it('a wrong documentHash is rejected at submission; a document of another taxpayer is 403 IncorrectSubmitter', async () => {
    const client = taxpayer();
    const token = await client.token();
    const doc = prepared(invoiceInput());
    const response = await fetch(`${sim.apiUrl}/api/v1.0/documentsubmissions/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ documents: [{ format: 'JSON', document: Buffer.from(doc.json).toString('base64'), documentHash: sha256Hex(`${doc.json} `), codeNumber: doc.codeNumber }] }),
    });
    expect(response.status).to.equal(202);
    const body = (await response.json()) as { acceptedDocuments: unknown[]; rejectedDocuments: Array<{ error: { code: string } }> };
    expect(body.acceptedDocuments).to.have.length(0);
    expect(body.rejectedDocuments[0]!.error.code).to.equal('DocumentHashMismatch');
    const foreign = await failure(client.submit([prepared(invoiceInput({ supplier: companyParty('C11111111110'), number: uniqueNumber() }))]));
    expect(foreign.kind).to.equal('incorrectSubmitter');
  });

  it('a signed version 1.1 document is Valid; one changed after signing is Invalid with the DS errors', async () => {
    const cert = makeCertificate();
    const signer = loadPem(cert.certPem, cert.keyPem);
    const client = taxpayer();
    const input = { ...invoiceInput(), version: '1.1' as const };
    const signed = signDocument(buildDocument(input), signer, new Date()) as { Invoice: Array<Record<string, any>> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    const tamperedInput = { ...invoiceInput(), version: '1.1' as const };
    const tampered = signDocument(buildDocument(tamperedInput), signer, new Date()) as typeof signed;
    tampered.Invoice[0]!.InvoiceLine[0].Item[0].Description[0]._ = 'Something else';
    const result = await client.submit([
      { json: JSON.stringify(signed), codeNumber: input.number },
      { json: JSON.stringify(tampered), codeNumber: tamperedInput.number },
    ]);
    const status = await client.pollSubmission(result.submissionUid, { intervalMs: 10 });
    expect(status.documents.map((d) => d.status)).to.deep.equal(['Valid', 'Invalid']);
    expect((await client.getDocumentDetails(status.documents[1]!.uuid)).errors.map((e) => e.errorCode)).to.deep.equal(['DS322', 'DS323']);
    // Version 1.1 without a signature is Invalid too.
    const unsigned = { ...invoiceInput(), version: '1.1' as const };
    const plain = await client.pollSubmission((await client.submit([prepared(unsigned)])).submissionUid, { intervalMs: 10 });
    expect((await client.getDocumentDetails(plain.documents[0]!.uuid)).errors.map((e) => e.errorCode)).to.deep.equal(['DS302']);
  });

  it('an unreachable MyInvois is an unavailable error (503)', async () => {
    const url = sim.url;
    await sim.close();
    const error = await failure(new MyInvoisClient({ identityUrl: url, apiUrl: url, portalUrl: url }, TAXPAYER).token());
    expect(error.kind).to.equal('unavailable');
    expect(error.status).to.equal(503);
    sim = await startMyInvoisSimulator({});
  });
});
