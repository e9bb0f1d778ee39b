import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { BillplzError, createBill, getBill, listBanks, redirectValues, verifyCallback, verifyRedirect } from '../../server/modules/payments/billplz';
import { startSimulator, type Simulator } from '../../server/modules/payments/simulator';

const API_KEY = 'sim-api-key-1';
const COLLECTION = 'simcoll1';
const X_KEY = 'sim-x-signature-key';

interface Received {
  body: URLSearchParams;
  at: number;
}

/** A local callback receiver standing in for our server: records every POST body. */
async function receiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: new URLSearchParams(Buffer.concat(chunks).toString('utf8')), at: Date.now() });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('payments: Billplz adapter against the local simulator', () => {
  let sim: Simulator;
  let hook: Awaited<ReturnType<typeof receiver>>;

  beforeEach(async () => {
    sim = await startSimulator({ port: 0, apiKeys: [API_KEY], collections: [COLLECTION], xSignatureKey: X_KEY });
    hook = await receiver();
  });
  afterEach(async () => {
    await sim.close();
    await hook.close();
  });

  const bill = (amount = 12345, overrides: Partial<Parameters<typeof createBill>[0]> = {}) =>
    createBill(
      {
        apiKey: API_KEY,
        collectionId: COLLECTION,
        email: 'buyer@example.my',
        name: 'Ali Ahmad',
        amount,
        description: 'Order SO00000001',
        callbackUrl: `${hook.url}/payments/billplz/callback`,
        redirectUrl: `${hook.url}/checkout/return?session=abc`,
        reference1: 'SO00000001',
        ...overrides,
      },
      { baseUrl: sim.apiBase },
    );

  const click = (id: string, action: 'pay' | 'fail') => fetch(`${sim.url}/bills/${id}`, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });

  it('creates a bill, shows its payment page, pays it, calls back signed and redirects signed', async () => {
    const created = await bill();
    expect(created).to.include({ state: 'due', paid: false, amount: 12345, collectionId: COLLECTION, reference1: 'SO00000001' });
    expect(created.url).to.equal(`${sim.url}/bills/${created.id}`);

    const pageHtml = await (await fetch(created.url)).text();
    expect(pageHtml).to.contain('RM 123.45');
    expect(pageHtml).to.contain('value="pay"');
    expect(pageHtml).to.contain('value="fail"');

    const paid = await click(created.id, 'pay');
    expect(paid.status).to.equal(302);

    // Callback first (the default): it has arrived by the time the browser is redirected.
    expect(hook.received).to.have.length(1);
    const callback = hook.received[0].body;
    expect(verifyCallback(callback, X_KEY)).to.equal(true);
    expect(verifyCallback(callback, 'someone-elses-key')).to.equal(false);
    expect(Object.fromEntries(callback)).to.include({ id: created.id, paid: 'true', state: 'paid', amount: '12345', paid_amount: '12345', transaction_status: 'completed' });
    expect(callback.get('paid_at')).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0800$/);

    const location = new URL(paid.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).to.equal(`${hook.url}/checkout/return`);
    expect(location.searchParams.get('session')).to.equal('abc');
    expect(verifyRedirect(location.searchParams, X_KEY)).to.equal(true);
    expect(redirectValues(location.searchParams)).to.deep.equal({ id: created.id, paid: true, paidAt: callback.get('paid_at') });

    const fetched = await getBill(API_KEY, created.id, { baseUrl: sim.apiBase });
    expect(fetched).to.include({ id: created.id, state: 'paid', paid: true, paidAmount: 12345 });
    expect(await (await fetch(created.url)).text()).to.contain('has been paid');
  });

  it('a failed payment calls back and redirects paid=false, leaving the bill due (it can be paid later)', async () => {
    const created = await bill(500);
    const failed = await click(created.id, 'fail');
    expect(failed.status).to.equal(302);
    expect(verifyCallback(hook.received[0].body, X_KEY)).to.equal(true);
    expect(Object.fromEntries(hook.received[0].body)).to.include({ paid: 'false', state: 'due', paid_amount: '0', paid_at: '', transaction_status: 'failed' });
    const location = new URL(failed.headers.get('location')!);
    expect(verifyRedirect(location.searchParams, X_KEY)).to.equal(true);
    expect(redirectValues(location.searchParams)).to.include({ paid: false });
    expect(await getBill(API_KEY, created.id, { baseUrl: sim.apiBase })).to.include({ state: 'due', paid: false });

    expect((await click(created.id, 'pay')).status).to.equal(302);
    expect(await getBill(API_KEY, created.id, { baseUrl: sim.apiBase })).to.include({ state: 'paid', paid: true });
  });

  it('a bad API key is a typed 401 error without the key in it; unknown collection and bill are typed too', async () => {
    try {
      await bill(100, { apiKey: 'wrong-secret-key' });
      expect.fail('should throw');
    } catch (error) {
      expect(error).to.be.instanceOf(BillplzError);
      const e = error as BillplzError;
      expect(e).to.include({ kind: 'unauthorized', gatewayStatus: 401, status: 502, key: 'gateway.unauthorized', gatewayMessage: 'Invalid access token' });
      expect(`${e.message} ${JSON.stringify(e)}`).not.to.contain('wrong-secret-key');
    }
    const noCollection = await bill(100, { collectionId: 'nope' }).catch((e: unknown) => e);
    expect(noCollection).to.be.instanceOf(BillplzError).and.to.include({ kind: 'notFound', gatewayStatus: 404 });
    const invalid = await bill(100, { name: '' }).catch((e: unknown) => e);
    expect(invalid).to.be.instanceOf(BillplzError).and.to.include({ kind: 'rejected', gatewayStatus: 422, gatewayMessage: "Name can't be blank" });
    const badAmount = await bill(0).catch((e: unknown) => e);
    expect(badAmount).to.be.instanceOf(BillplzError).and.to.include({ kind: 'rejected' });
    const noBill = await getBill(API_KEY, 'missing', { baseUrl: sim.apiBase }).catch((e: unknown) => e);
    expect(noBill).to.be.instanceOf(BillplzError).and.to.include({ kind: 'notFound' });
    // Another merchant's key does not see the bill.
    const created = await bill();
    const other = await startSimulator({ port: 0, apiKeys: [API_KEY, 'other-key'], collections: [COLLECTION], xSignatureKey: X_KEY });
    try {
      const mine = await createBill(
        { apiKey: API_KEY, collectionId: COLLECTION, email: 'a@b.my', name: 'A', amount: 100, description: 'd', callbackUrl: hook.url, redirectUrl: hook.url },
        { baseUrl: other.apiBase },
      );
      const err = await getBill('other-key', mine.id, { baseUrl: other.apiBase }).catch((e: unknown) => e);
      expect(err).to.be.instanceOf(BillplzError).and.to.include({ kind: 'notFound' });
    } finally {
      await other.close();
    }
    expect(created.id).to.be.a('string');
  });

  it('an unreachable or silent gateway is a typed "unavailable" error within the timeout', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const { port } = silent.address() as AddressInfo;
    try {
      const started = Date.now();
      const err = await getBill(API_KEY, 'x', { baseUrl: `http://127.0.0.1:${port}/api`, timeoutMs: 200 }).catch((e: unknown) => e);
      expect(err).to.be.instanceOf(BillplzError).and.to.include({ kind: 'unavailable', gatewayStatus: 0, gatewayMessage: 'timeout', status: 503 });
      expect(Date.now() - started).to.be.below(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    const refused = await getBill(API_KEY, 'x', { baseUrl: 'http://127.0.0.1:1/api', timeoutMs: 2000 }).catch((e: unknown) => e);
    expect(refused).to.be.instanceOf(BillplzError).and.to.include({ kind: 'unavailable' });
  });

  it('lists the online-banking banks', async () => {
    const banks = await listBanks(API_KEY, { baseUrl: sim.apiBase });
    expect(banks.length).to.be.greaterThan(0);
    expect(banks[0]).to.have.keys('code', 'active');
  });

  it('delivers the same callback repeatedly, all identically signed', async () => {
    const created = await bill(2000);
    sim.delivery.callbackTimes = 5;
    expect((await click(created.id, 'pay')).status).to.equal(302);
    expect(hook.received).to.have.length(5);
    for (const r of hook.received) expect(verifyCallback(r.body, X_KEY)).to.equal(true);
    expect(new Set(hook.received.map((r) => r.body.toString())).size).to.equal(1);
    expect(sim.deliveries.filter((d) => d.billId === created.id).map((d) => d.status)).to.deep.equal([200, 200, 200, 200, 200]);

    expect(await sim.sendCallback(created.id, { times: 2 })).to.deep.equal([200, 200]);
    expect(hook.received).to.have.length(7);
  });

  it('redirects before a late callback (out of order)', async () => {
    const created = await bill(3000);
    sim.delivery.order = 'redirect-first';
    sim.delivery.callbackDelayMs = 150;
    const redirectedAt = Date.now();
    const response = await click(created.id, 'pay');
    expect(response.status).to.equal(302);
    expect(verifyRedirect(new URL(response.headers.get('location')!).searchParams, X_KEY)).to.equal(true);
    expect(hook.received).to.have.length(0);
    await sim.idle();
    expect(hook.received).to.have.length(1);
    expect(hook.received[0].at - redirectedAt).to.be.at.least(100);
    expect(verifyCallback(hook.received[0].body, X_KEY)).to.equal(true);
  });

  it('a callback still waiting to be delivered late does not hold up close (it is dropped)', async () => {
    const created = await bill(3500);
    sim.settle(created.id, 'paid');
    const late = sim.sendCallback(created.id, { delayMs: 60_000 });
    const started = Date.now();
    await sim.close();
    expect(Date.now() - started).to.be.below(1000);
    expect(await late).to.deep.equal([]);
    expect(hook.received).to.have.length(0);
    sim = await startSimulator({ port: 0, apiKeys: [API_KEY], collections: [COLLECTION], xSignatureKey: X_KEY }); // for afterEach
  });

  it('sends forged and tampered callbacks and redirects that fail verification', async () => {
    const created = await bill(4000);
    sim.settle(created.id, 'paid');
    await sim.sendCallback(created.id, { forge: true });
    await sim.sendCallback(created.id, { tamper: { paid_amount: '400000', amount: '400000' } });
    await sim.sendCallback(created.id);
    expect(hook.received.map((r) => verifyCallback(r.body, X_KEY))).to.deep.equal([false, false, true]);
    expect(sim.deliveries.map((d) => d.forged)).to.deep.equal([true, true, false]);

    expect(verifyRedirect(new URL(sim.redirectUrl(created.id, { forge: true })).searchParams, X_KEY)).to.equal(false);
    expect(verifyRedirect(new URL(sim.redirectUrl(created.id, { tamper: { paid: 'true', id: 'another' } })).searchParams, X_KEY)).to.equal(false);
    expect(verifyRedirect(new URL(sim.redirectUrl(created.id)).searchParams, X_KEY)).to.equal(true);
  });
});
