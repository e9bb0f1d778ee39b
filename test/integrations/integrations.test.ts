import crypto from 'node:crypto';
import { expect } from 'chai';
import { INTEGRATION_TYPES } from '../../common/integrations';
import { IntegrationSetup, valuesOf } from '../../server/modules/integrations/service';
import { GatewayPayment } from '../../server/modules/payments/models';
import { resetRecheck } from '../../server/modules/payments/service';
import { Order } from '../../server/modules/orders/models';
import { platform } from '../../server/platform';
import { api, login, newCompany, newUser, simulator } from '../harness';
import { tokenOf } from '../orders/factories';
import { assertLedger, followRedirect, gatewayOrder, gatewayShop, payOrder, postCallback, session } from '../payments/helpers';

/** A merchant account registered on the running simulator: what a company's own Billplz account would be. */
function simAccount() {
  const account = { apiKey: `co-${crypto.randomBytes(8).toString('hex')}`, collectionId: `col${crypto.randomBytes(3).toString('hex')}`, xSignatureKey: `cox-${crypto.randomBytes(8).toString('hex')}` };
  simulator().addAccount(account);
  return account;
}

describe('integrations: setups', function () {
  this.timeout(60_000);
  beforeEach(() => resetRecheck());

  it('lists every type with its fields and no setup; agents and staff are refused', async () => {
    const c = await newCompany();
    const hq = await login(c.host, c.hq.email);
    const res = await api(c.host).get('/integration/setup/config', hq);
    expect(res.status).to.equal(200);
    expect(res.body.data.map((t: { type: string }) => t.type)).to.deep.equal([...INTEGRATION_TYPES]);
    const gateway = res.body.data[0];
    expect(gateway).to.deep.include({ type: 'payment_gateway', group: 'payment', setup: null });
    expect(gateway.fields).to.deep.include({ name: 'apiKey', secret: true, required: true });
    const agent = await newUser(c);
    const staff = await newUser(c, { role: 'staff', permissions: ['manage_orders', 'add_user'] });
    for (const token of [tokenOf(c, agent), await login(c.host, staff.email)]) {
      expect((await api(c.host).get('/integration/setup/config', token)).status).to.equal(403);
      expect((await api(c.host).post('/integration/setup/store', token).send({ type: 'courier_dhl', values: {} })).status).to.equal(403);
      expect((await api(c.host).post('/integration/setup/disable', token).send({ setupId: 1 })).status).to.equal(403);
    }
  });

  it('stores gateway credentials encrypted, shows them masked, keeps a secret re-sent masked, checks them at the gateway', async () => {
    const c = await newCompany();
    const hq = await login(c.host, c.hq.email);
    const http = api(c.host);
    const acc = simAccount();
    const badKey = await http.post('/integration/setup/store', hq).send({ type: 'payment_gateway', values: { ...acc, apiKey: 'not-a-key-1234' } });
    expect(badKey.status).to.equal(422);
    expect(badKey.body.meta.errors).to.have.property('apiKey');
    const badCollection = await http.post('/integration/setup/store', hq).send({ type: 'payment_gateway', values: { ...acc, collectionId: 'nosuch' } });
    expect(badCollection.status).to.equal(422);
    expect(badCollection.body.meta.errors).to.have.property('collectionId');
    const missing = await http.post('/integration/setup/store', hq).send({ type: 'payment_gateway', values: { apiKey: acc.apiKey } });
    expect(missing.status).to.equal(422);
    expect(missing.body.meta.errors).to.have.keys(['collectionId', 'xSignatureKey']);
    expect((await http.post('/integration/setup/store', hq).send({ type: 'payment_gateway', values: { ...acc, adminFee: '-5' } })).body.meta.errors).to.have.property('adminFee');
    expect((await http.post('/integration/setup/store', hq).send({ type: 'payment_gateway', values: { ...acc, colour: 'red' } })).status).to.equal(422);
    expect(await IntegrationSetup.of(c.ctx).resultSize()).to.equal(0);

    const stored = await http.post('/integration/setup/store', hq).send({ type: 'payment_gateway', values: { ...acc, adminFee: '150' } });
    expect(stored.status, JSON.stringify(stored.body)).to.equal(200);
    const values = stored.body.data.setup.values;
    expect(values.apiKey).to.equal(`••••${acc.apiKey.slice(-4)}`);
    expect(values.xSignatureKey).to.equal(`••••${acc.xSignatureKey.slice(-4)}`);
    expect(values).to.include({ collectionId: acc.collectionId, adminFee: '150' });
    // The raw row holds no plaintext secret.
    const raw = await platform().db('integration_setups').where({ company_id: c.id }).first();
    expect(raw.credentials).to.match(/^v1:/);
    expect(raw.credentials).not.to.include(acc.apiKey);
    expect(raw.credentials).not.to.include(acc.xSignatureKey);
    expect(raw.hint ?? '').not.to.include(acc.apiKey);
    const config = await http.get('/integration/setup/config', hq);
    expect(JSON.stringify(config.body)).not.to.include(acc.apiKey);
    expect(config.body.data[0].setup).to.include({ id: stored.body.data.setup.id, status: 'active' });

    // The masked values sent back keep the secrets; a changed plain field is stored.
    const again = await http.post('/integration/setup/store', hq).send({ type: 'payment_gateway', values: { ...values, adminFee: '200' } });
    expect(again.status, JSON.stringify(again.body)).to.equal(200);
    const row = (await IntegrationSetup.of(c.ctx).first())!;
    expect(valuesOf(row)).to.deep.equal({ ...acc, adminFee: '200' });
    expect(await IntegrationSetup.of(c.ctx).resultSize()).to.equal(1);
  });

  it('a masked secret with nothing stored is refused; couriers and the wallet store strings; disable keeps the values', async () => {
    const c = await newCompany();
    const hq = await login(c.host, c.hq.email);
    const http = api(c.host);
    const masked = await http.post('/integration/setup/store', hq).send({ type: 'courier_ninjavan', values: { apiKey: '••••abcd', clientId: 'c1', clientKey: 'k-123456789' } });
    expect(masked.status).to.equal(422);
    expect(masked.body.meta.errors).to.have.property('apiKey');
    const courier = await http.post('/integration/setup/store', hq).send({ type: 'courier_ninjavan', values: { apiKey: 'nv-secret-key-9876', clientId: 'c1', clientKey: 'k-123456789' } });
    expect(courier.status).to.equal(200);
    expect(courier.body.data.setup.values).to.deep.equal({ apiKey: '••••9876', clientId: 'c1', clientKey: '••••6789' });
    const wallet = await http.post('/integration/setup/store', hq).send({ type: 'payment_wallet', values: { idNo: '900101-10-1234', userName: 'Ali', bankCode: 'MBB', accountNo: '1234567890' } });
    expect(wallet.status).to.equal(200);
    expect((await http.post('/integration/setup/store', hq).send({ type: 'courier_dhl', values: { apiKey: 'x'.repeat(256) } })).status).to.equal(422);
    const disabled = await http.post('/integration/setup/disable', hq).send({ setupId: courier.body.data.setup.id });
    expect(disabled.status).to.equal(200);
    expect(disabled.body.data.setup).to.include({ status: 'disabled' });
    expect(valuesOf((await IntegrationSetup.of(c.ctx).findById(courier.body.data.setup.id))!).apiKey).to.equal('nv-secret-key-9876');
    // Another company's setup id is not found.
    const b = await newCompany();
    expect(
      (
        await api(b.host)
          .post('/integration/setup/disable', await login(b.host, b.hq.email))
          .send({ setupId: courier.body.data.setup.id })
      ).status,
    ).to.equal(404);
  });

  it("the company's own account takes the payments (its fee, its signature key); disabled → back to the default account", async () => {
    const s = await gatewayShop();
    const acc = simAccount();
    const stored = await s.http.post('/integration/setup/store', s.hq).send({ type: 'payment_gateway', values: { ...acc, adminFee: 250 } });
    expect(stored.status, JSON.stringify(stored.body)).to.equal(200);
    expect((await s.http.get('/payment-gateway/options', s.token)).body.data).to.deep.equal({ available: true, gatewayType: 'company', adminFee: 250, currency: 'MYR' });
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order, session(), '/payment-gateway/checkout/company');
    const bill = simulator().bills.get(pay.billId)!;
    expect(bill).to.include({ apiKey: acc.apiKey, collectionId: acc.collectionId, amount: order.grandTotal + 250 });
    expect(await GatewayPayment.of(s.c.ctx).findById(pay.paymentId)).to.include({ account: 'company', fee: 250 });
    simulator().settle(pay.billId, 'paid');
    // Signed with the company's key: verified with it (the default key would refuse it).
    expect((await followRedirect(s.c.host, simulator().redirectUrl(pay.billId))).headers.location).to.equal(`/checkout/completed?paymentId=${pay.paymentId}`);
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId))).status).to.equal(200);
    expect((await Order.of(s.c.ctx).findById(order.id))!.stage).to.equal('approval');

    await s.http.post('/integration/setup/disable', s.hq).send({ setupId: stored.body.data.setup.id });
    expect((await s.http.get('/payment-gateway/options', s.token)).body.data).to.include({ gatewayType: 'default', adminFee: platform().config.gateway.adminFee });
    expect((await s.http.post('/payment-gateway/topup', s.token).send({ amount: 1000, sessionId: session() })).body.data).to.have.property('billId');
    // A bill of the disabled account is still verified with its key.
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId))).status).to.equal(200);
    await assertLedger(s.c);
  });

  it("a bill keeps the keys it was made with: after HQ changes the company's account, its callback and status re-check still apply it", async () => {
    const s = await gatewayShop();
    const first = simAccount();
    expect((await s.http.post('/integration/setup/store', s.hq).send({ type: 'payment_gateway', values: first })).status).to.equal(200);
    const order = await gatewayOrder(s, s.token);
    const pay = await payOrder(s, order, session());
    expect(await GatewayPayment.of(s.c.ctx).findById(pay.paymentId)).to.include({ account: 'company' });
    const raw = (await GatewayPayment.of(s.c.ctx).findById(pay.paymentId))!.credentials!;
    expect(raw).to.not.include(first.apiKey);
    // HQ moves to another Billplz account while the bill is still open.
    expect((await s.http.post('/integration/setup/store', s.hq).send({ type: 'payment_gateway', values: simAccount() })).status).to.equal(200);
    simulator().settle(pay.billId, 'paid');
    expect((await postCallback(s.c.host, simulator().callbackParams(pay.billId))).status).to.equal(200);
    expect((await Order.of(s.c.ctx).findById(order.id))!.stage).to.equal('approval');

    // The status re-check also asks with the bill's own keys.
    const order2 = await gatewayOrder(s, s.token);
    const pay2 = await payOrder(s, order2, session());
    expect((await s.http.post('/integration/setup/store', s.hq).send({ type: 'payment_gateway', values: simAccount() })).status).to.equal(200);
    simulator().settle(pay2.billId, 'paid');
    expect((await s.http.get(`/payment-gateway/payments/${pay2.paymentId}`, s.token)).body.data).to.include({ status: 'paid', outcome: 'order_paid' });
    await assertLedger(s.c);
  });

  it('a setup whose credentials cannot be read (SECRETS_KEY changed) counts as not configured: checkout still works with the default account', async () => {
    const s = await gatewayShop();
    expect((await s.http.post('/integration/setup/store', s.hq).send({ type: 'payment_gateway', values: simAccount() })).status).to.equal(200);
    await IntegrationSetup.of(s.c.ctx).where('integrationType', 'payment_gateway').patch({ credentials: 'v1.AAAA.BBBB.CCCC' });
    expect((await s.http.get('/payment-gateway/options', s.token)).body.data).to.include({ available: true, gatewayType: 'default' });
    expect((await s.http.get('/sales/payment-method', s.token)).status).to.equal(200);
    const config = await s.http.get('/integration/setup/config', s.hq);
    expect(config.status).to.equal(200);
    expect(config.body.data[0].setup.values).to.deep.equal({});
  });
});
