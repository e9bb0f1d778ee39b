import { expect } from 'chai';
import { setLevel } from '../../server/modules/inventory/levels';
import { User } from '../../server/modules/users/models';
import { Product } from '../../server/modules/catalog/models';
import { buyer, courierOf, setFeatures, shop, tokenOf, type Shop } from '../orders/factories';
import { newProduct } from '../catalog/factories';
import { api, newCompany, type TestCompany } from '../harness';

/**
 * A storefront world: the orders tests' shop (a Gold tier, the product "Serum" at 1000 for the tier,
 * retail 1500, 500 g, HQ stock, a pickup branch, self pickup on) with a store price of 1200, the
 * storefront switch and manual receipts on, an agent of the tier holding `agentStock` units with a
 * bank account, and PosLaju covering Selangor.
 */
export async function storeWorld(agentStock = 10) {
  const s = await shop(20);
  await setFeatures(s.c, { ejenstoreStatus: true, manualReceipt: true });
  await Product.of(s.c.ctx).findById(s.product.id).patch({ storePrice: 1200 });
  const agent = await buyer(s.c, s.tier.id);
  await User.of(s.c.ctx).findById(agent.id).patch({ bankCompany: 'Maybank', bankName: 'Aisyah Test', bankNumber: '1234567890' });
  if (agentStock) await setLevel(s.c.ctx, { storeId: agent.id, productId: s.product.id, variantId: 0 }, agentStock, 'correction', null);
  await courierOf(s);
  return { ...s, agent, token: tokenOf(s.c, agent) };
}
export type StoreWorld = Awaited<ReturnType<typeof storeWorld>>;

let n = 0;
export const uniqueSlug = (prefix = 'shop') => `${prefix}-${Date.now().toString(36)}-${++n}`;

/** Registers the agent's store and lists the product at `price`. */
export async function openStore(w: StoreWorld, options: { slug?: string; fulfilment?: 'own' | 'dropship'; price?: number } = {}) {
  const slug = options.slug ?? uniqueSlug();
  const reg = await w.http.post('/store/register', w.token).send({ name: 'Aisyah Beauty', slug, whatsapp: '60123456789', about: 'Skincare', fulfilment: options.fulfilment ?? 'own' });
  expect(reg.status, JSON.stringify(reg.body)).to.equal(201);
  const put = await w.http.put('/store/products', w.token).send({ products: [{ productId: w.product.id, price: options.price ?? 1400 }] });
  expect(put.status, JSON.stringify(put.body)).to.equal(200);
  return slug;
}

export const guest = (extra: Record<string, unknown> = {}) => ({
  name: 'Siti Aminah',
  email: `siti${Date.now()}${++n}@example.com`,
  phoneCode: '60',
  phoneNumber: '123456789',
  shipmentType: 'courier',
  address: { address1: '2 Jalan Mawar', postcode: '40000', city: 'Shah Alam', state: 'Selangor' },
  paymentMethod: 'transfer',
  sessionId: `sess-${Date.now()}-${++n}`,
  ...extra,
});

/** Quotes then checks out at the quoted total. */
export async function guestCheckout(host: string, slug: string, body: Record<string, unknown>) {
  const items = body.items as unknown[];
  const q = await api(host)
    .post(`/public/stores/${slug}/quote`)
    .send({ items, shipmentType: body.shipmentType, address: body.address ?? null });
  expect(q.status, JSON.stringify(q.body)).to.equal(200);
  const res = await api(host)
    .post(`/public/stores/${slug}/checkout`)
    .send({ ...body, totalPaid: q.body.data.grandTotal });
  return { quote: q.body.data as { grandTotal: number; subtotal: number; shippingFee: number }, res };
}

export { newCompany, newProduct, setFeatures, type Shop, type TestCompany };
