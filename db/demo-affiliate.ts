import type { UploadedFile } from '../server/platform/http/route';
import type { Ctx, UserCtx } from '../server/platform/context';
import { AppError } from '../server/platform/errors';
import { saveFeatures } from '../server/modules/companies/features';
import { Product } from '../server/modules/catalog/models';
import { approve, cancel, expireOrders, setTracking } from '../server/modules/orders/lifecycle';
import { companyCtx } from '../server/modules/orders/jobs';
import { GatewayPayment } from '../server/modules/payments/models';
import { applyPaid } from '../server/modules/payments/service';
import { checkout, quote } from '../server/modules/stores/checkout';
import { clickThrough, registerAffiliate } from '../server/modules/stores/affiliate';
import { cookieValue } from '../server/modules/stores/affiliate-attribution';
import { saveHqProducts, saveHqStore, uploadHqImage } from '../server/modules/stores/hq-store';
import { bannerPng } from './demo-stores';
import { moment, type Timeline } from './demo/clock';
import { agent, nextTracking, type Demo } from './demo/kit';
import { dayOf } from './demo/year';
import { postcodeOf } from './demo/network';
import { seeded, type Random } from './demo/random';
import { letterTile } from './tile';

/**
 * The demo company's affiliate store (issue 28; docs/stores.md "HQ's store", "Affiliate links"),
 * in the year's timeline (db/demo-history.ts), through the stores module's own services so that
 * orders, commissions and the summaries agree:
 *
 * - Three months back HQ switches the affiliate add-on on, gives each product an affiliate
 *   commission (5 % of retail, to 10 sen) and opens its own store "Glow HQ Official" (logo,
 *   banner, every product at retail) — after the storefront demo set the products' store prices.
 * - Aisyah (agent1) registers as affiliate "aisyah" two days later; her links get clicks every day
 *   (the home link and product links), and some visitors buy: the guest's checkout carries her
 *   signed click, so the order's affiliate is agent1. Orders are paid on the gateway (the simulator
 *   of `npm start` and the browser tests; without one — `npm run seed:demo` — only the clicks),
 *   approved and shipped by HQ; one is refunded (the commission clawed back), one left unpaid expires.
 * - A few guests buy from HQ's store without a link: HQ's sales, no affiliate.
 */

const SEED = 2828;
export const DEMO_HQ_STORE = { slug: 'glow-hq', name: 'Glow HQ Official' } as const;
export const DEMO_AFFILIATE = { key: 'agent1', code: 'aisyah' } as const;
/** Attributed orders in each month from three months back to this one, and unattributed ones. */
const ORDERS = [2, 3, 3, 2];
const DIRECT = [1, 1, 1, 0];

const png = (buffer: Buffer, name: string): UploadedFile => ({ buffer, originalName: name, kind: 'png', size: buffer.length });

interface Run {
  d: Demo;
  tl: Timeline;
  rnd: Random;
  ctx: () => Promise<Ctx>;
  guests: number;
}

const withCompany = async (run: Run, c: UserCtx): Promise<UserCtx> => ({ ...c, company: (await run.ctx()).company });

function setup(run: Run): void {
  const { d, tl } = run;
  tl.add(moment(3, 1, 10), async () => {
    await saveFeatures(d.hq, { goAffiliateStatus: true } as never);
    for (const p of await Product.of(d.ctx).whereIn('id', [...d.products.values()])) {
      await Product.of(d.ctx)
        .findById(p.id)
        .patch({ affiliateCommission: Math.round((Number(p.retailPrice) * 0.05) / 10) * 10 } as never);
    }
    const hq = await withCompany(run, d.hq);
    await saveHqStore(hq, { ...DEMO_HQ_STORE, whatsapp: '60320001000', about: 'The company’s own store: every product of the range, shipped from our warehouse or collected at our branch.' });
    await uploadHqImage(hq, 'logo', png(letterTile(DEMO_HQ_STORE.name, 160), 'logo.png'));
    await uploadHqImage(
      hq,
      'banner',
      png(
        bannerPng([
          [30, 90, 160],
          [140, 200, 230],
        ]),
        'banner.png',
      ),
    );
    const products = await Product.of(d.ctx)
      .whereIn('id', [...d.products.values()])
      .orderBy('id');
    await saveHqProducts(
      hq,
      products.map((p) => ({ productId: p.id, price: Number(p.retailPrice) })),
    );
  });
  tl.add(moment(3, 3, 12), async () => void (await registerAffiliate(await withCompany(run, agent(d, DEMO_AFFILIATE.key)), { code: DEMO_AFFILIATE.code })));
}

/** Clicks of the links every day from registration on: the home link and a product's. */
function clicks(run: Run): void {
  for (let back = 3; back >= 0; back -= 1) {
    for (let day = back === 3 ? 4 : 1; day <= 28; day += 1) {
      const n = 1 + run.rnd.int(0, 4);
      run.tl.add(dayOf(back, day, 8 + run.rnd.int(0, 10)), async () => {
        const ctx = await run.ctx();
        const ids = [...run.d.products.values()].sort((a, b) => a - b);
        for (let i = 0; i < n; i += 1) await clickThrough(ctx, DEMO_AFFILIATE.code, i % 2 ? ids[(day + i) % ids.length]! : null);
      });
    }
  }
}

const GUESTS: [string, string][] = [
  ['Nurul', 'Huda'],
  ['Kevin', 'Tan'],
  ['Aina', 'Sofea'],
  ['Ravi', 'Kumar'],
  ['Liyana', 'Azmi'],
  ['Daniel', 'Wong'],
];

type Fate = 'shipped' | 'refunded' | 'expired';

function order(run: Run, back: number, day: number, attributed: boolean, fate: Fate): void {
  const { d, tl, rnd } = run;
  const g = run.guests++;
  const [first, last] = GUESTS[g % GUESTS.length]!;
  const when = dayOf(back, day, 12 + rnd.int(0, 8));
  const pick = seeded(SEED + g);
  tl.add(when, async () => {
    const ctx = await run.ctx();
    const ids = [...d.products.values()].sort((a, b) => a - b);
    const items = [{ productId: ids[pick.int(0, ids.length - 1)]!, variantId: null, quantity: 1 + pick.int(0, 1) }];
    const address = { address1: `${20 + g} Jalan Afiliasi`, postcode: postcodeOf('Selangor', 'Shah Alam'), city: 'Shah Alam', state: 'Selangor' };
    const input = {
      items,
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${g}@aff.demo.test`,
      phoneCode: '60',
      phoneNumber: `1${String(30000000 + g * 7907).slice(0, 8)}`,
      shipmentType: 'courier' as const,
      address,
      paymentMethod: 'gateway' as const,
      notes: null,
      sessionId: `demo-affiliate-${g}`,
      lang: 'en',
    };
    // The visitor's browser carries the click of the affiliate link (set a little earlier).
    const attribution = { cookie: attributed ? cookieValue(ctx, agent(d, DEMO_AFFILIATE.key).user.id, Math.floor(when.getTime() / 1000) - 3600) : null };
    const { grandTotal } = await quote(ctx, DEMO_HQ_STORE.slug, { items, shipmentType: 'courier', address });
    let placed;
    try {
      placed = await checkout(ctx, DEMO_HQ_STORE.slug, { ...input, totalPaid: grandTotal }, attribution);
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'orders.totalChanged')) throw error;
      placed = await checkout(ctx, DEMO_HQ_STORE.slug, { ...input, totalPaid: (error.params as { grandTotal: number }).grandTotal }, attribution);
    }
    const orderId = Number(placed.statusToken.split('.')[0]);
    if (fate === 'expired') {
      tl.after(when, 25, async () => void (await expireOrders(d.ctx)));
      return;
    }
    const bill = await GatewayPayment.of(ctx).where({ orderId, status: 'pending' }).orderBy('id', 'desc').first();
    if (!bill) throw new Error(`demo: no gateway bill for HQ store order ${orderId}`);
    await applyPaid(ctx, bill.billId, 'callback');
    if (fate === 'refunded') {
      tl.after(when, 20, async () => void (await cancel(d.hq, [orderId], 'The customer changed their mind: refunded')));
      return;
    }
    tl.after(when, 16, async () => void (await approve(d.hq, [orderId])));
    tl.after(when, 30, async () => setTracking(d.hq, orderId, nextTracking()));
  });
}

/** Adds the affiliate store's steps to the year's timeline (db/demo-history.ts calls it before playing it). */
export function demoAffiliate(d: Demo, tl: Timeline): void {
  const run: Run = { d, tl, rnd: seeded(SEED), ctx: () => companyCtx(d.ctx.companyId), guests: 0 };
  setup(run);
  clicks(run);
  if (!d.gateway) return;
  for (const [m, count] of ORDERS.entries()) {
    const back = 3 - m;
    const firstDay = m === 0 ? 6 : 2;
    for (let i = 0; i < count; i += 1) {
      const day = Math.min(27, firstDay + Math.floor(((i + 0.5) * (27 - firstDay)) / count));
      const fate: Fate = m === 1 && i === 1 ? 'refunded' : m === 2 && i === 2 ? 'expired' : 'shipped';
      order(run, back, day, true, fate);
    }
    for (let i = 0; i < DIRECT[m]!; i += 1) order(run, back, 15 + i, false, 'shipped');
  }
}
