import dayjs from 'dayjs';
import { TIME_ZONE } from '../common/constants';
import type { GuestAddress, GuestCheckoutInput, StoreCartLine, StoreFulfilment } from '../common/api/store';
import type { Ctx, UserCtx } from '../server/platform/context';
import { AppError } from '../server/platform/errors';
import { platform } from '../server/platform';
import type { UploadedFile } from '../server/platform/http/route';
import { saveFeatures } from '../server/modules/companies/features';
import { Category, Product, ProductTierPrice } from '../server/modules/catalog/models';
import { recordMovement } from '../server/modules/inventory/levels';
import { HQ_STORE, NO_VARIANT, StockLevel } from '../server/modules/inventory/models';
import { approve, cancel, complete, expireOrders, setTracking } from '../server/modules/orders/lifecycle';
import { companyCtx } from '../server/modules/orders/jobs';
import { GatewayPayment } from '../server/modules/payments/models';
import { applyPaid } from '../server/modules/payments/service';
import { OrderReceipt } from '../server/modules/receipts/models';
import { approveReceipt } from '../server/modules/receipts/service';
import { checkout, quote, receipt } from '../server/modules/stores/checkout';
import { visit } from '../server/modules/stores/catalogue';
import { countDay, publicStore } from '../server/modules/stores/shared';
import { register, saveProducts, uploadImage } from '../server/modules/stores/setup';
import { moment, monthStart, type Timeline } from './demo/clock';
import { agent, courier as courierChoice, hqOrder, nextTracking, type Demo } from './demo/kit';
import { dayOf } from './demo/year';
import { postcodeOf } from './demo/network';
import { seeded, type Random } from './demo/random';
import { encodePng, letterTile } from './tile';

/**
 * The demo company's agent storefronts (issue 28; docs/stores.md), written into the year's
 * timeline (db/demo-history.ts runs the steps in time order with the rest of the history), through
 * the stores module's own services — register, logo and banner, products, the visit beacon, the
 * guest's quote and checkout, the gateway's paid callback, the receipt upload — and the orders'
 * lifecycle as the seller takes it, so orders, stock, commissions and the store summaries
 * (store_daily, store_product_monthly) agree:
 *
 * - Four months back HQ switches the storefront add-on and transfer receipts on, adds a fifth
 *   category (Body & Bath, five products with HQ stock) and sets a store price (the floor an agent
 *   store may sell at) on every product: twelve products an agent store may sell.
 * - Hafiz (Master Stockist, Johor) buys the new products from HQ, then opens "Hafiz Beauty Johor",
 *   an own-stock store: guests pay by bank transfer into his account and upload the receipt, he
 *   approves it, ships by courier and completes; one paid order is
 *   cancelled and refunded, one unpaid order expires, the latest one waits for his check.
 * - Aisyah (agent1) opens "Aisyah's Glow Corner" three months back, a dropship store: HQ sells and
 *   ships from its stock, guests pay online through the company's gateway (the simulator of
 *   `npm start` and the browser tests; without a gateway — `npm run seed:demo` — the store gets its
 *   visits but no orders), one guest leaves without paying and the order expires. Every order of
 *   agent1's store is paid or closed, so agent1 has no open order (the browser tests rely on it).
 *   Dropship orders stop at "delivery": completing one would receive the units into agent1's own
 *   stock (orders/lifecycle.ts complete), which the customer got.
 * - Both stores get visits every day (the page's visit beacon).
 */

const SEED = 28;

/** Body & Bath: name, SKU, weight (g), retail price and each tier's price (sen, Master Stockist first), product commission and introducer bonus. */
const BODY_AND_BATH: [name: string, sku: string, weight: number, retailPrice: number, prices: number[], commission: number, introducerBonus: number][] = [
  ['Body Lotion 200ml', 'BODY-200', 220, 6900, [3400, 3900, 4500, 5100], 150, 50],
  ['Hand Cream 50ml', 'HAND-50', 80, 3900, [1900, 2200, 2500, 2900], 100, 50],
  ['Lip Balm SPF15', 'LIP-15', 20, 2500, [1200, 1400, 1600, 1800], 50, 20],
  ['Face Mist 100ml', 'MIST-100', 130, 5500, [2700, 3100, 3600, 4000], 100, 50],
  ['Bath Salts 500g', 'BATH-500', 550, 4500, [2200, 2500, 2900, 3300], 100, 50],
];

/** Hafiz's first stock of Body & Bath (above the Master Stockist minimum). */
const HAFIZ_STOCK: [string, number][] = [
  ['BODY-200', 15],
  ['HAND-50', 15],
  ['LIP-15', 20],
  ['MIST-100', 10],
  ['BATH-500', 10],
];

/** The store price (the floor of an agent store's price): 85 % of retail, to 10 sen. */
const storePriceOf = (retail: number) => Math.round((retail * 0.85) / 10) * 10;

interface DemoStore {
  key: string;
  slug: string;
  name: string;
  about: string;
  whatsapp: string;
  fulfilment: StoreFulfilment;
  colours: [number, number, number][];
  /** Months back it opens, and on which day. */
  back: number;
  day: number;
  /** Guest orders in each month from the opening month on (index 0 = the opening month). */
  orders: number[];
  /** Visits a day, around. */
  visits: number;
}

export const DEMO_STORES: DemoStore[] = [
  {
    key: 'agent1',
    slug: 'aisyah-glow',
    name: "Aisyah's Glow Corner",
    about: 'Skincare, wellness and body care picked by Aisyah, sent to your door from the company’s warehouse. Ask me anything on WhatsApp!',
    whatsapp: '60123456701',
    fulfilment: 'dropship',
    colours: [
      [233, 120, 150],
      [250, 200, 160],
    ],
    back: 3,
    day: 2,
    orders: [4, 6, 7, 3],
    visits: 14,
  },
  {
    key: 'hafiz',
    slug: 'hafiz-beauty',
    name: 'Hafiz Beauty Johor',
    about: 'Original products from my own stock in Johor Bahru, sent by courier anywhere in Malaysia. Pay by bank transfer and upload the receipt.',
    whatsapp: '60127654321',
    fulfilment: 'own',
    colours: [
      [40, 110, 120],
      [150, 210, 190],
    ],
    back: 4,
    day: 8,
    orders: [3, 4, 5, 5, 3],
    visits: 9,
  },
];

const GUESTS: [first: string, last: string][] = [
  ['Farah', 'Nabila'],
  ['Wei Jie', 'Ong'],
  ['Priya', 'Nair'],
  ['Amirul', 'Hakim'],
  ['Hui Min', 'Chan'],
  ['Sofia', 'Rahim'],
  ['Arjun', 'Menon'],
  ['Nadia', 'Kassim'],
  ['Jia Hui', 'Teo'],
  ['Irfan', 'Zulkifli'],
  ['Mei Xin', 'Yap'],
  ['Balqis', 'Anuar'],
  ['Kiran', 'Das'],
  ['Zara', 'Iskandar'],
  ['Adam', 'Lim'],
  ['Syafiqah', 'Roslan'],
];

/** Where guests live: [state, city] of the postcode list (db/demo/network.ts). */
const PLACES: [string, string][] = [
  ['Selangor', 'Shah Alam'],
  ['Selangor', 'Kajang'],
  ['Wp Kuala Lumpur', 'Kuala Lumpur'],
  ['Johor', 'Johor Bahru'],
  ['Johor', 'Batu Pahat'],
  ['Melaka', 'Melaka'],
  ['Pulau Pinang', 'Pulau Pinang'],
  ['Negeri Sembilan', 'Seremban'],
  ['Sabah', 'Kota Kinabalu'],
  ['Sarawak', 'Kuching'],
];

const png = (buffer: Buffer, name: string): UploadedFile => ({ buffer, originalName: name, kind: 'png', size: buffer.length });

/** A banner 960 × 320: a diagonal blend of the store's two colours with soft light circles. */
export function bannerPng(colours: [number, number, number][], width = 960, height = 320): Buffer {
  const [a, b] = colours as [[number, number, number], [number, number, number]];
  const rgb = Buffer.alloc(width * height * 3);
  const circles = [
    [0.8, 0.3, 0.22],
    [0.65, 0.85, 0.15],
    [0.15, 0.75, 0.12],
  ];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.7 + (y / height) * 0.3;
      let light = 0;
      for (const [cx, cy, r] of circles) {
        const dx = x / width - cx!;
        const dy = (y / height - cy!) * (height / width);
        if (Math.sqrt(dx * dx + dy * dy) < r!) light += 0.12;
      }
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) rgb[i + c] = Math.min(255, Math.round(a[c]! + (b[c]! - a[c]!) * t + (255 - a[c]!) * light));
    }
  }
  return encodePng(width, height, rgb);
}

/** The demo's stores as their steps see them: a context with the company's features as they are now. */
interface Run {
  d: Demo;
  tl: Timeline;
  rnd: Random;
  /** The company as a job sees it (features reloaded after HQ switched the add-on on). */
  ctx: () => Promise<Ctx>;
  /** Guests so far (sessions and e-mails). */
  guests: number;
}

/** An agent's context with the company as it is now (its features). */
async function as(run: Run, key: string): Promise<UserCtx> {
  const { company } = await run.ctx();
  return { ...agent(run.d, key), company };
}

/** HQ's part, four months back: the add-on on, Body & Bath with stock, store prices on every product. */
function hqSetup(run: Run): void {
  const { d, tl } = run;
  tl.add(moment(4, 1, 9), async () => {
    await saveFeatures(d.hq, { ejenstoreStatus: true, manualReceipt: true } as never);
    const scope = d.ctx;
    const category = await Category.of(scope).insertAndFetch({ name: 'Body & Bath' });
    for (const [name, sku, weight, retailPrice, prices, commission, introducerBonus] of BODY_AND_BATH) {
      const key = await platform().storage.save(d.ctx.companyId, 'products', 'png', letterTile(name));
      const product = await Product.of(scope).insertAndFetch({
        categoryId: category.id,
        name,
        sku,
        weight,
        retailPrice,
        commission,
        introducerBonus,
        points: Math.round(retailPrice / 1000),
        status: 'published',
        coverImage: key,
        description: `${name}: gentle, everyday body care from the demo company's own range.`,
      } as never);
      for (const [i, tierId] of d.tierIds.entries()) await ProductTierPrice.of(scope).insert({ productId: product.id, tierId, price: prices[i]! });
      await recordMovement(scope, { storeId: HQ_STORE, productId: product.id, variantId: NO_VARIANT, qtyIn: 300, qtyOut: 0, invType: 'restock', invDesc: 'Opening stock', userId: d.hq.user.id });
      // The history's steps know the products by SKU (an agent's stock, its sales from it).
      d.products.set(sku, product.id);
    }
    for (const product of await Product.of(scope).whereIn('id', [...d.products.values()])) {
      await Product.of(scope)
        .findById(product.id)
        .patch({ storePrice: storePriceOf(Number(product.retailPrice)) } as never);
    }
  });
  // Hafiz stocks up on Body & Bath for his store: by courier to Johor, approved, shipped, received.
  const when = moment(4, 3, 11);
  tl.add(when, async () => {
    const id = await hqOrder(d, 'hafiz', HAFIZ_STOCK, courierChoice(d));
    tl.after(when, 22, async () => void (await approve(d.hq, [id])));
    tl.after(when, 46, () => setTracking(d.hq, id, nextTracking()));
    tl.after(when, 100, () => complete(agent(d, 'hafiz'), id));
  });
}

/** The store registered with its logo, banner and twelve products, a few below retail (never below the store price). */
function openStore(run: Run, s: DemoStore): void {
  run.tl.add(moment(s.back, s.day, 15), async () => {
    const owner = await as(run, s.key);
    await register(owner, { name: s.name, slug: s.slug, whatsapp: s.whatsapp, about: s.about, fulfilment: s.fulfilment });
    await uploadImage(owner, 'logo', png(letterTile(s.name, 160), 'logo.png'));
    await uploadImage(owner, 'banner', png(bannerPng(s.colours), 'banner.png'));
    const products = await Product.of(owner)
      .whereIn('id', [...run.d.products.values()])
      .orderBy('id');
    await saveProducts(
      owner,
      products.map((p, i) => {
        const retail = Number(p.retailPrice);
        const floor = Number(p.storePrice) || retail;
        // Every third product 5 % off retail, to 10 sen, within the allowed range.
        const price = i % 3 === 1 ? Math.max(floor, Math.round((retail * 0.95) / 10) * 10) : retail;
        return { productId: p.id, price };
      }),
    );
  });
}

/** Visits every day from the opening on (the page's beacon counts one a browser session), fewer at the start. */
function visits(run: Run, s: DemoStore): void {
  for (let back = s.back; back >= 0; back -= 1) {
    const days = dayjs(monthStart(back)).tz(TIME_ZONE).daysInMonth();
    for (let day = back === s.back ? s.day + 1 : 1; day <= days; day += 1) {
      const n = Math.max(1, Math.round(s.visits * (0.6 + run.rnd.next() * 0.8) * (back === s.back ? 0.5 : 1)));
      run.tl.add(moment(back, day, 8 + run.rnd.int(0, 12)), async () => {
        const ctx = await run.ctx();
        // The day's first visit through the beacon's service, the rest as the same counter write at once (the demo loads faster).
        await visit(ctx, s.slug);
        if (n > 1) await countDay(ctx, (await publicStore(ctx, s.slug)).id, { visits: n - 1 });
      });
    }
  }
}

/** The products a guest's cart may hold: for an own-stock store only those the agent holds with some to spare. */
async function cartOf(run: Run, s: DemoStore, ctx: Ctx, lines: number, rnd: () => number): Promise<StoreCartLine[]> {
  const ids = [...run.d.products.values()].sort((a, b) => a - b);
  let candidates = ids;
  if (s.fulfilment === 'own') {
    const owner = agent(run.d, s.key).user.id;
    const held = new Map((await StockLevel.of(ctx).where({ storeId: owner, variantId: NO_VARIANT })).map((l) => [l.productId, Number(l.qty)]));
    candidates = ids.filter((id) => (held.get(id) ?? 0) >= 4);
  }
  const picked = new Set<number>();
  for (let i = 0; i < lines && picked.size < candidates.length; i += 1) picked.add(candidates[Math.floor(rnd() * candidates.length)]!);
  return [...picked].map((productId) => ({ productId, variantId: null, quantity: 1 + Math.floor(rnd() * 2) }));
}

/** The guest's checkout after the quote (a total the server changed meanwhile is taken again once). */
async function placeGuestOrder(ctx: Ctx, slug: string, input: Omit<GuestCheckoutInput, 'totalPaid'>) {
  const { grandTotal } = await quote(ctx, slug, { items: input.items, shipmentType: input.shipmentType, address: input.address });
  try {
    return await checkout(ctx, slug, { ...input, totalPaid: grandTotal });
  } catch (error) {
    const total = error instanceof AppError && error.key === 'orders.totalChanged' ? (error.params as { grandTotal?: number } | undefined)?.grandTotal : undefined;
    if (total === undefined) throw error;
    return checkout(ctx, slug, { ...input, totalPaid: total });
  }
}

type Fate = 'completed' | 'shipped' | 'refunded' | 'expired' | 'waiting';

/** One guest order of the store on `day` of month `back` and what happens to it after. */
function guestOrder(run: Run, s: DemoStore, back: number, day: number, fate: Fate): void {
  const { d, tl, rnd } = run;
  const g = run.guests++;
  const [first, last] = GUESTS[g % GUESTS.length]!;
  const [state, city] = PLACES[rnd.int(0, PLACES.length - 1)]!;
  const lines = rnd.int(1, 3);
  const chance = seeded(SEED * 1000 + g).next;
  const when = dayOf(back, day, rnd.int(9, 21));
  tl.add(when, async () => {
    const ctx = await run.ctx();
    const items = await cartOf(run, s, ctx, lines, chance);
    if (!items.length) return;
    const address: GuestAddress = { address1: `${10 + g} Jalan Demo ${1 + (g % 9)}`, postcode: postcodeOf(state, city), city, state };
    const placed = await placeGuestOrder(ctx, s.slug, {
      items,
      name: `${first} ${last}`,
      email: `${first.toLowerCase().replace(/\s+/g, '')}.${last.toLowerCase()}${g}@mail.demo.test`,
      phoneCode: '60',
      phoneNumber: `1${String(20000000 + g * 7919).slice(0, 8)}`,
      shipmentType: 'courier',
      address,
      paymentMethod: s.fulfilment === 'dropship' ? 'gateway' : 'transfer',
      notes: null,
      sessionId: `demo-store-${g}`,
      lang: g % 4 === 1 ? 'ms' : 'en',
    });
    const orderId = Number(placed.statusToken.split('.')[0]);
    if (fate === 'expired') {
      // The guest never pays: the expiry job cancels the order after the company's 24 hours.
      tl.after(when, 25, async () => void (await expireOrders(d.ctx)));
      return;
    }
    if (s.fulfilment === 'dropship') {
      // Paid on the gateway right away: the bill's paid callback as Billplz sends it.
      const bill = await GatewayPayment.of(ctx).where({ orderId, status: 'pending' }).orderBy('id', 'desc').first();
      if (!bill) throw new Error(`demo: no gateway bill for store order ${orderId}`);
      await applyPaid(ctx, bill.billId, 'callback');
      after(run, s, when, orderId, fate, 0);
      return;
    }
    // Own stock: the guest uploads the transfer receipt on the order page a few hours later, the agent approves it.
    tl.after(when, 3, async () => void (await receipt(await run.ctx(), placed.statusToken, png(encodePng(60, 90, Buffer.alloc(60 * 90 * 3, 235)), 'receipt.png'))));
    if (fate === 'waiting') return;
    tl.after(when, 8, async () => {
      const owner = await as(run, s.key);
      const pending = await OrderReceipt.of(owner).where({ orderId, status: 'pending' }).first();
      if (!pending) throw new Error(`demo: no receipt for store order ${orderId}`);
      await approveReceipt(owner, pending.id);
    });
    after(run, s, when, orderId, fate, 8);
  });
}

/** After payment (`paidAfter` hours after `when`): the seller approves, then refunds or ships; the agent completes its own sales. */
function after(run: Run, s: DemoStore, when: Date, orderId: number, fate: Fate, paidAfter: number): void {
  const { d, tl } = run;
  const seller = async () => (s.fulfilment === 'dropship' ? d.hq : await as(run, s.key));
  if (fate === 'refunded') {
    tl.after(when, paidAfter + 20, async () => void (await cancel(await seller(), [orderId], 'The customer changed their mind: refunded')));
    return;
  }
  if (fate === 'waiting') return;
  tl.after(when, paidAfter + 16, async () => void (await approve(await seller(), [orderId])));
  tl.after(when, paidAfter + 30, async () => setTracking(await seller(), orderId, nextTracking()));
  // A dropship order stays in delivery (see the module comment); the agent completes its own.
  if (s.fulfilment === 'own' && fate === 'completed') tl.after(when, paidAfter + 100, async () => complete(await seller(), orderId));
}

/**
 * The store's guest orders month by month, spread over the month (the current month's over the
 * part gone by: year.ts dayOf); the latest are still on their way. Own stock: completed, one
 * refunded, one expired unpaid, the last one waiting for the agent's check of its receipt.
 * Dropship: shipped, one expired unpaid.
 */
function orders(run: Run, s: DemoStore): void {
  const months = s.orders.length;
  for (const [m, count] of s.orders.entries()) {
    const back = s.back - m;
    const firstDay = m === 0 ? s.day + 2 : 2;
    for (let i = 0; i < count; i += 1) {
      const day = Math.min(27, firstDay + Math.floor(((i + 0.5) * (27 - firstDay)) / count));
      let fate: Fate = s.fulfilment === 'own' ? 'completed' : 'shipped';
      if (m === 1 && i === 1) fate = s.fulfilment === 'own' ? 'refunded' : 'expired';
      if (m === months - 2 && i === 0 && s.fulfilment === 'own') fate = 'expired';
      if (back === 0 && i === count - 1 && s.fulfilment === 'own') fate = 'waiting';
      guestOrder(run, s, back, day, fate);
    }
  }
}

/** Adds the stores' steps to the year's timeline (db/demo-history.ts calls it before playing it). */
export function demoStores(d: Demo, tl: Timeline): void {
  const run: Run = {
    d,
    tl,
    rnd: seeded(SEED),
    // Loaded at each step: cheap next to a checkout, and HQ changes the features once.
    ctx: () => companyCtx(d.ctx.companyId),
    guests: 0,
  };
  hqSetup(run);
  for (const s of DEMO_STORES) {
    openStore(run, s);
    visits(run, s);
    if (s.fulfilment === 'dropship' && !d.gateway) continue;
    orders(run, s);
  }
}
