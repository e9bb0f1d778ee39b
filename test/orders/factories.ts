import { signToken } from '../../server/modules/auth/tokens';
import { Branch, CompanyFeatures } from '../../server/modules/companies/models';
import { StockLevel } from '../../server/modules/inventory/models';
import type { User } from '../../server/modules/users/models';
import { invalidateTenants } from '../../server/platform/tenancy';
import { newCategory, newProduct } from '../catalog/factories';
import { quickAgent } from '../agents/helpers';
import { createCourier } from '../couriers/factories';
import { api, login, newCompany, newTier, type TestCompany } from '../harness';

/** A signed token for a test user without going through login (bcrypt is slow for hundreds of buyers). */
export const tokenOf = (c: TestCompany, user: User) => signToken({ id: user.id, companyId: c.id, tokenVersion: user.tokenVersion }).token;

/** An agent of the tier with a Malaysian address in Selangor. */
export async function buyer(c: TestCompany, tierId: number, uplineId: number | null = null) {
  return quickAgent(c, uplineId, { tierId, country: 'MY', state: 'Selangor', address1: '1 Jalan Test', postcode: '40000', city: 'Shah Alam', phoneCode: '+60', phone: '123456789' });
}

export async function setFeatures(c: TestCompany, patch: Partial<CompanyFeatures>) {
  await CompanyFeatures.of(c.ctx).findById(c.id).patch(patch);
  invalidateTenants();
}

/**
 * A shop: a company with a tier, a published product priced 1000 for the tier (retail 1500),
 * weighing 500 g, with `stock` units at HQ; self-pickup at one branch; HQ's session.
 */
export async function shop(stock = 10) {
  const c = await newCompany();
  const tier = await newTier(c, 1, 'Gold');
  const category = await newCategory(c);
  const product = await newProduct(c, { categoryId: category.id, name: 'Serum', weight: 500, retailPrice: 1500, points: 2, stock }, { [tier.id]: 1000 });
  const branch = await Branch.of(c.ctx).insertAndFetch({ name: 'Main branch', isPickup: true, state: 'Selangor' });
  await setFeatures(c, { selfPickup: true, bookingTimeMinutes: 0 });
  const hq = await login(c.host, c.hq.email);
  return { c, tier, category, product, branch, hq, http: api(c.host) };
}

export type Shop = Awaited<ReturnType<typeof shop>>;

export async function stockOf(c: TestCompany, storeId: number, productId: number) {
  return (await StockLevel.of(c.ctx).where({ storeId, productId, variantId: 0 }).first())?.qty ?? 0;
}

/** Adds `quantity` of the shop's product to the agent's cart and checks out with self-pickup. */
export async function pickupOrder(s: Shop, token: string, quantity = 2, extra: Record<string, unknown> = {}) {
  const add = await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity });
  if (add.status !== 200) throw new Error(`add-cart: ${add.status} ${JSON.stringify(add.body)}`);
  return s.http
    .post('/sales/my-shop/checkout', token)
    .send({ shipmentType: 'pickup', shipmentId: s.branch.id, paymentType: 'manual', totalPaid: add.body.data.amounts.grandTotal, sessionId: `s-${Math.random().toString(36).slice(2)}`, ...extra });
}

const couriers = new WeakMap<Shop, Promise<number>>();

/** The shop's courier (PosLaju covering Selangor, made once per shop). */
export function courierOf(s: Shop): Promise<number> {
  if (!couriers.has(s))
    couriers.set(
      s,
      createCourier(s.c.host, s.hq).then((c) => c.id),
    );
  return couriers.get(s)!;
}

/**
 * Checks out the agent's cart by courier at the quoted total: orders an upline (or the agent
 * itself) sells cannot be picked up at HQ.
 */
export async function courierCheckout(s: Shop, token: string, extra: Record<string, unknown> = {}) {
  const choices = { shipmentType: 'courier', shipmentId: await courierOf(s), paymentType: 'manual', ...extra };
  const quote = await s.http.post('/sales/my-shop/quote', token).send(choices);
  if (quote.status !== 200) return quote;
  return s.http.post('/sales/my-shop/checkout', token).send({ ...choices, totalPaid: quote.body.data.grandTotal, sessionId: `c-${Math.random().toString(36).slice(2)}` });
}

/** Adds `quantity` of the shop's product to the agent's cart and checks out by courier. */
export async function shippedOrder(s: Shop, token: string, quantity = 2, extra: Record<string, unknown> = {}) {
  const add = await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity });
  if (add.status !== 200) throw new Error(`add-cart: ${add.status} ${JSON.stringify(add.body)}`);
  return courierCheckout(s, token, extra);
}
