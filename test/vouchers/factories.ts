import crypto from 'node:crypto';
import { businessTime, nowDb } from '../../server/platform/time';
import { api, login, newCompany, newUser, platform, type TestCompany } from '../harness';

/** A business day (YYYY-MM-DD, Asia/Kuala_Lumpur) `offset` days from today by the injected clock. */
export function day(offset = 0): string {
  return businessTime().add(offset, 'day').format('YYYY-MM-DD');
}

/** A company with its HQ session and an agent. */
export async function voucherWorld() {
  const c = await newCompany();
  const agent = await newUser(c, { role: 'agent' });
  return { c, agent, token: await login(c.host, c.hq.email), http: api(c.host) };
}

export type VoucherWorld = Awaited<ReturnType<typeof voucherWorld>>;

/** A valid store body (ongoing today), with overrides. */
export function voucherBody(overrides: Record<string, unknown> = {}) {
  return {
    voucherName: 'Raya sale',
    voucherType: 'amount',
    voucherCode: `raya-${crypto.randomBytes(3).toString('hex')}`,
    voucherQuota: 10,
    voucherStartDate: day(-1),
    voucherStopDate: day(10),
    voucherDisc: 500,
    voucherMinPurchase: 0,
    voucherUsgLimit: 1,
    freeShipping: false,
    firstOrder: false,
    package: false,
    ...overrides,
  };
}

export async function createVoucher(w: Pick<VoucherWorld, 'http' | 'token'>, overrides: Record<string, unknown> = {}) {
  const res = await w.http.post('/voucher/store', w.token).send(voucherBody(overrides));
  if (res.status !== 201) throw new Error(`voucher store failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; voucherCode: string; voucherQuota: number; used: number; status: string };
}

/**
 * A minimal unpaid order of the buyer, written straight into `orders` (the orders module owns its
 * rules; voucher tests only need a row for the usage to point at).
 */
export async function newOrder(c: TestCompany, buyerId: number): Promise<{ id: number; orderNo: string }> {
  const orderNo = `T${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
  const now = nowDb();
  const [id] = await platform().db('orders').insert({
    company_id: c.id,
    order_no: orderNo,
    reference_no: orderNo,
    type: 'hq',
    buyer_id: buyerId,
    stage: 'unpaid',
    payment_type: 'manual',
    shipment_type: 'courier',
    subtotal: 10000,
    grand_total: 10000,
    created_at: now,
    updated_at: now,
  });
  return { id: Number(id), orderNo };
}

export async function newAgent(c: TestCompany) {
  return newUser(c, { role: 'agent' });
}
