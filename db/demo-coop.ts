import type { Ctx, UserCtx } from '../server/platform/context';
import { AppError } from '../server/platform/errors';
import type { UploadedFile } from '../server/platform/http/route';
import { saveFeatures } from '../server/modules/companies/features';
import { Product } from '../server/modules/catalog/models';
import { approve, complete, setTracking } from '../server/modules/orders/lifecycle';
import { companyCtx } from '../server/modules/orders/jobs';
import { OrderReceipt } from '../server/modules/receipts/models';
import { approveReceipt } from '../server/modules/receipts/service';
import { checkout, quote, receipt } from '../server/modules/stores/checkout';
import { visit } from '../server/modules/stores/catalogue';
import { addBanner, register, updatePickup } from '../server/modules/stores/coop';
import { saveProducts } from '../server/modules/stores/setup';
import type { GuestCheckoutInput } from '../common/api/store';
import { moment, type Timeline } from './demo/clock';
import { agent, courier as courierChoice, hqOrder, nextTracking, type Demo } from './demo/kit';
import { dayOf } from './demo/year';
import { seeded } from './demo/random';
import { bannerPng } from './demo-stores';
import { encodePng } from './tile';

/**
 * The demo company's school co-op store (issue 28; docs/stores.md "Co-op store"), written into the
 * year's timeline (db/demo-history.ts) through the stores module's own services, after the
 * storefronts' part (db/demo-stores.ts) has added Body & Bath:
 *
 * - Three months back HQ switches the co-op add-on on; Mei Ling (Master Stockist, Pulau Pinang)
 *   buys Body & Bath stock from HQ by courier (approved, shipped, received).
 * - She opens "Koperasi SK Jelutong" (slug koperasi-sk-jelutong) for SK Jelutong: five classes,
 *   pickup at the school hall on school days 07:30–13:00, two banners, the five Body & Bath
 *   products at retail.
 * - Parents order every month since (student, parent, class; pickup the next school day at noon),
 *   pay by bank transfer with the receipt, Mei Ling approves it; the orders of past months have been
 *   collected at the school, this month's wait for pickup (the picking list shows them by class).
 */

const SEED = 2811;
export const DEMO_COOP = {
  key: 'meiling',
  slug: 'koperasi-sk-jelutong',
  name: 'Koperasi SK Jelutong',
  schoolName: 'SK Jelutong',
  schoolAddress: 'Jalan Jelutong, 11600 George Town, Pulau Pinang',
  classes: ['1 Amanah', '2 Bestari', '3 Cemerlang', '4 Dinamik', '5 Efisien'],
  pickupPoint: 'School hall (Dewan Sekolah)',
  /** Monday to Friday, 07:30–13:00. */
  pickupTimes: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '07:30', to: '13:00' })),
  /** Orders per month, three months back to this one. */
  orders: [3, 5, 6, 4],
};

const STOCK: [string, number][] = [
  ['HAND-50', 25],
  ['LIP-15', 40],
  ['BATH-500', 15],
  ['BODY-200', 15],
  ['MIST-100', 10],
];

const PARENTS: [parent: string, student: string][] = [
  ['Rosnah Ahmad', 'Aiman Hakimi'],
  ['Tan Mei Hua', 'Tan Jun Kai'],
  ['Lakshmi Devi', 'Kavin Raj'],
  ['Noraini Ismail', 'Nur Alya'],
  ['Lim Siew Peng', 'Lim Zi Xuan'],
  ['Zulkifli Omar', 'Muhammad Irfan'],
  ['Chong Wai Ling', 'Chong Kai Le'],
  ['Suhaila Yusof', 'Siti Aisyah'],
  ['Ramesh Kumar', 'Dhanya Sri'],
  ['Hasnah Salleh', 'Adam Harith'],
];

const png = (buffer: Buffer, name: string): UploadedFile => ({ buffer, originalName: name, kind: 'png', size: buffer.length });

/** The next school day (Monday–Friday) after `when`, at 12:00 Kuala Lumpur, ISO. */
function nextSchoolNoon(when: Date): string {
  const kl = new Date(when.getTime() + 8 * 3_600_000);
  for (let d = 1; d <= 7; d += 1) {
    const day = new Date(Date.UTC(kl.getUTCFullYear(), kl.getUTCMonth(), kl.getUTCDate() + d, 4, 0, 0));
    const weekday = day.getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day.toISOString();
  }
  throw new Error('demo: no school day');
}

async function as(d: Demo): Promise<UserCtx> {
  const { company } = await companyCtx(d.ctx.companyId);
  return { ...agent(d, DEMO_COOP.key), company };
}

/** The parent's checkout after the quote (a total that moved is taken again once). */
async function place(ctx: Ctx, input: Omit<GuestCheckoutInput, 'totalPaid'>) {
  const { grandTotal } = await quote(ctx, DEMO_COOP.slug, { items: input.items, shipmentType: 'pickup' });
  try {
    return await checkout(ctx, DEMO_COOP.slug, { ...input, totalPaid: grandTotal });
  } catch (error) {
    const total = error instanceof AppError && error.key === 'orders.totalChanged' ? (error.params as { grandTotal?: number } | undefined)?.grandTotal : undefined;
    if (total === undefined) throw error;
    return checkout(ctx, DEMO_COOP.slug, { ...input, totalPaid: total });
  }
}

/** Adds the co-op store's steps to the year's timeline (after demoStores, which adds Body & Bath). */
export function demoCoop(d: Demo, tl: Timeline): void {
  const rnd = seeded(SEED);
  tl.add(moment(3, 3, 9), async () => void (await saveFeatures(d.hq, { eKoopStatus: true } as never)));
  const bought = moment(3, 3, 11);
  tl.add(bought, async () => {
    const id = await hqOrder(d, DEMO_COOP.key, STOCK, courierChoice(d));
    tl.after(bought, 22, async () => void (await approve(d.hq, [id])));
    tl.after(bought, 46, () => setTracking(d.hq, id, nextTracking()));
    tl.after(bought, 100, () => complete(agent(d, DEMO_COOP.key), id));
  });
  tl.add(moment(3, 9, 15), async () => {
    const owner = await as(d);
    const { slug, name, schoolName, schoolAddress, classes, pickupPoint, pickupTimes } = DEMO_COOP;
    await register(owner, {
      name,
      slug,
      whatsapp: '60124445566',
      about: 'The school co-op: order for your child, collect at the school hall.',
      schoolName,
      schoolAddress,
      classes,
      pickupPoint,
      pickupTimes,
    });
    await addBanner(
      owner,
      { title: 'Back to school', description: 'Everything for the new term, collected at the school hall.', url: null },
      png(
        bannerPng([
          [40, 90, 160],
          [150, 200, 240],
        ]),
        'banner1.png',
      ),
    );
    await addBanner(
      owner,
      { title: 'Sports day', description: 'Lip balm and hand cream for the big day.', url: 'https://example.com/sk-jelutong/sports-day' },
      png(
        bannerPng([
          [200, 120, 40],
          [250, 220, 150],
        ]),
        'banner2.png',
      ),
    );
    const products = await Product.of(owner).whereIn(
      'sku',
      STOCK.map(([sku]) => sku),
    );
    await saveProducts(
      owner,
      products.map((p) => ({ productId: p.id, price: Number(p.retailPrice) })),
      'coop',
    );
  });
  let n = 0;
  for (const [m, count] of DEMO_COOP.orders.entries()) {
    const back = 3 - m;
    for (let i = 0; i < count; i += 1) {
      const day = m === 0 ? 12 + i * 4 : Math.min(26, 3 + Math.floor(((i + 0.5) * 24) / count));
      const when = dayOf(back, day, rnd.int(7, 20));
      const g = n++;
      const [parent, student] = PARENTS[g % PARENTS.length]!;
      const className = DEMO_COOP.classes[(g * 3) % DEMO_COOP.classes.length]!;
      const lines = STOCK.filter((_, k) => (g + k) % 3 === 0).slice(0, 2);
      tl.add(when, async () => {
        const ctx = await companyCtx(d.ctx.companyId);
        await visit(ctx, DEMO_COOP.slug);
        const placed = await place(ctx, {
          items: lines.map(([sku], k) => ({ productId: d.products.get(sku)!, variantId: null, quantity: 1 + ((g + k) % 2) })),
          name: parent,
          email: `${parent.toLowerCase().replace(/\s+/g, '.')}${g}@mail.demo.test`,
          phoneCode: '60',
          phoneNumber: `1${String(30000000 + g * 7717).slice(0, 8)}`,
          shipmentType: 'pickup',
          address: null,
          paymentMethod: 'transfer',
          notes: null,
          sessionId: `demo-coop-${g}`,
          lang: g % 3 === 1 ? 'ms' : 'en',
          coop: { studentName: student, parentName: parent, className },
          pickupAt: nextSchoolNoon(when),
        });
        const orderId = Number(placed.statusToken.split('.')[0]);
        tl.after(when, 2, async () => void (await receipt(await companyCtx(d.ctx.companyId), placed.statusToken, png(encodePng(60, 90, Buffer.alloc(60 * 90 * 3, 235)), 'receipt.png'))));
        tl.after(when, 6, async () => {
          const owner = await as(d);
          const pending = await OrderReceipt.of(owner).where({ orderId, status: 'pending' }).first();
          if (!pending) throw new Error(`demo: no receipt for co-op order ${orderId}`);
          await approveReceipt(owner, pending.id);
        });
        // Past months' orders were collected at the school; this month's wait for pickup.
        if (back > 0) tl.after(when, 40, async () => void (await updatePickup(await as(d), orderId, { status: 'picked_up' })));
      });
    }
  }
}
