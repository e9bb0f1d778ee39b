import { clock } from '../server/platform/time';
import { removeMovement, updateStock } from '../server/modules/inventory/service';
import { approve, cancel, complete, setTracking } from '../server/modules/orders/lifecycle';
import { saveBank } from '../server/modules/account/service';
import { banks } from '../server/modules/reference/service';
import { approvePayout, markPaid as markPayoutPaid, requestPayout } from '../server/modules/commissions/payouts';
import type { UserCtx } from '../server/platform/context';
import { fixToday, moment, periodOf, thisMonth, Timeline } from './demo/clock';
import { EINVOICE_FROM, sendDemoEinvoices, setUpDemoEinvoicing } from './demo-einvoice';
import { agent, agentOrder, collect, courier, hqOrder, klDate, loadDemo, pickup, resetTracking, type Demo } from './demo/kit';
import { DEMO_AGENTS } from './demo/network';
import { seeded } from './demo/random';
import { closeMonth, dayOf, growMonth, lastHours, logRefusals, payouts, refused, register, stockWork, topUps, type Year } from './demo/year';

/**
 * A year of history for the demo company, made through the real services with the platform clock
 * moved to each moment (as tests move it), so every order, stock movement, ledger entry,
 * commission line, closed period and report summary is what the product itself writes. Chance
 * comes from one seeded generator (db/demo/random.ts) and the steps run in time order
 * (db/demo/clock.ts Timeline), so every demo is the same but for how much of the current month has
 * gone by. Run once, right after the demo company is created (db/demo.ts), which opens it on the
 * 1st of the month twelve months back.
 *
 * The network (db/demo/network.ts): 43 agents over four levels in all 13 Malaysian states and two
 * federal territories, aged 22 to 57, under four roots. Hafiz (Master Stockist, Johor) joins in
 * the first month, Mei Ling (Penang) and Kavitha (Sabah) later; their teams grow month by month
 * (recruits of recruits, helpers, two agents who stop buying), two agents join this month. Each
 * registers as HQ registers an agent, with a bank account and two customers of its own store.
 *
 * Every month (db/demo/year.ts): the previous month's commissions are closed on the 1st; HQ
 * restocks what runs low on the 2nd and makes one stock adjustment (damaged, roadshow samples, a
 * return, a stock count) on the 20th; the grown network buys stock — the roots from HQ (paid by
 * transfer, credit or online banking), the others from their upline's stock or, when it has too
 * little, through HQ (collected at the branch near Kuala Lumpur, else by courier) — and sells to
 * its customers from its own stock. Some orders are cancelled and refunded to credit (a few in the
 * next month), some carts are deleted unpaid or expire. Some agents ask for payouts, which HQ
 * approves and pays; the roots top up their wallets online. In the current month the latest
 * orders stay where time leaves them: unpaid, waiting for approval, to ship, on their way.
 *
 * The five demo logins keep their own fixed story (the browser tests rely on it): agent1 ←
 * agent2 ← agent3 ← agent4, agent5 join three months ago, and
 * - 3 months ago: first orders from HQ (agent1 at checkout; agent2, agent3, agent4 placed by HQ
 *   on their behalf, paid and collected at the HQ branch) — overrides, product commission,
 *   introducer and helper (agent2 helps agent4) bonuses, and recruitment on each recruit's first
 *   order.
 * - 2 months ago: HQ orders of agent1, agent2, agent4 (one of agent4's left uncollected); agent5's
 *   first order from its upline agent3 (sale profit and recruitment for agent3, shipped by
 *   courier). agent3 buys nothing, so at the close it is below maintenance and its overrides of
 *   the month are forfeited.
 * - Last month: HQ orders of every agent; HQ cancels agent4's uncollected order (refund to its
 *   credit wallet, clawback lines including its share of the closed month's performance bonus);
 *   agent2 asks for its available commission and HQ pays it.
 * - This month: last month is closed and agent1 asks for a payout (left requested). None of the
 *   five has an open order or anything in its cart.
 * The ranks of the demo (Silver and Gold without a side-group requirement) give agent1 and agent2
 * performance and personal-level bonuses; Diamond (leadership) needs a side group.
 *
 * The stock history reads as it happened: the opening restock (db/demo.ts), HQ's deliveries and
 * adjustments, the orders' stock-outs, releases and receipts; HQ's stock ends where the year left
 * it. Once (last month, the 2nd) HQ records a damaged entry on the wrong product and removes it a
 * quarter of an hour later: the console shows the update and its reversal.
 */

export const HISTORY_MONTHS = 12;
const SEED = 17;

async function bankAccount(agent: UserCtx, holder: string) {
  await saveBank(agent, { accBankCountry: 'MY', accBankCompany: banks('MY')[0]!.code, accBankNumber: `51${String(agent.user.id).padStart(8, '0')}`, accBankName: holder });
}

/** A stock update entered by mistake and removed: the update and its reversal stay in the history. */
function stockMistake(d: Demo, tl: Timeline) {
  let mistake = 0;
  tl.add(moment(1, 2, 9.25), async () => {
    mistake = (await updateStock(d.hq, { productId: d.products.get('SUN-50')!, qtyOut: 2, invType: 'damaged', remarks: 'Entered on the wrong product' })).id;
  });
  tl.add(moment(1, 2, 9.5), async () => void (await removeMovement(d.hq, mistake)));
}

/** The fixed story of the five demo logins (see the module comment). */
function loginsStory(d: Demo, tl: Timeline) {
  const at = (back: number, day: number, run: () => Promise<unknown>) => tl.add(moment(back, day), async () => void (await run()));
  at(3, 3, async () =>
    collect(d, [
      await agentOrder(
        d,
        'agent1',
        [
          ['GLOW-30', 20],
          ['NIGHT-50', 10],
        ],
        pickup(d),
        d.hq,
      ),
    ]),
  );
  at(3, 5, async () =>
    collect(d, [
      await hqOrder(d, 'agent2', [
        ['GLOW-30', 10],
        ['HYDRA-100', 5],
      ]),
    ]),
  );
  at(3, 8, async () =>
    collect(d, [
      await hqOrder(d, 'agent3', [
        ['GLOW-30', 4],
        ['HYDRA-100', 2],
        ['NIGHT-50', 1],
      ]),
    ]),
  );
  at(3, 12, async () =>
    collect(d, [
      await hqOrder(d, 'agent4', [
        ['GLOW-30', 3],
        ['HYDRA-100', 2],
      ]),
    ]),
  );

  at(2, 4, async () =>
    collect(d, [
      await hqOrder(d, 'agent1', [
        ['GLOW-30', 20],
        ['HYDRA-100', 10],
      ]),
    ]),
  );
  at(2, 6, async () =>
    collect(d, [
      await hqOrder(d, 'agent2', [
        ['GLOW-30', 12],
        ['NIGHT-50', 6],
      ]),
    ]),
  );
  at(2, 10, async () =>
    collect(d, [
      await hqOrder(d, 'agent4', [
        ['GLOW-30', 4],
        ['NIGHT-50', 2],
      ]),
    ]),
  );
  // agent5's first order, from its upline agent3's own stock, shipped by courier.
  at(2, 14, async () => {
    const seller = agent(d, 'agent3');
    const id = await agentOrder(
      d,
      'agent5',
      [
        ['GLOW-30', 2],
        ['HYDRA-100', 1],
      ],
      courier(d),
      seller,
    );
    await approve(seller, [id]);
    await setTracking(seller, id, 'EP000000001MY');
    await complete(seller, id);
  });
  let refunded = 0;
  at(
    2,
    18,
    async () =>
      void (refunded = await hqOrder(d, 'agent4', [
        ['GLOW-30', 2],
        ['HYDRA-100', 1],
      ])),
  );

  at(1, 3, async () =>
    collect(d, [
      await hqOrder(d, 'agent1', [
        ['GLOW-30', 20],
        ['NIGHT-50', 10],
      ]),
    ]),
  );
  at(1, 5, async () =>
    collect(d, [
      await hqOrder(d, 'agent2', [
        ['GLOW-30', 10],
        ['HYDRA-100', 5],
        ['NIGHT-50', 5],
      ]),
    ]),
  );
  at(1, 7, async () =>
    collect(d, [
      await hqOrder(d, 'agent3', [
        ['GLOW-30', 6],
        ['HYDRA-100', 3],
      ]),
    ]),
  );
  at(1, 9, () => cancel(d.hq, [refunded], 'Not collected: refunded to credit'));
  at(1, 10, async () => {
    const agent2 = agent(d, 'agent2');
    await bankAccount(agent2, 'Budi Agent');
    const payout = await requestPayout(agent2, undefined);
    await approvePayout(d.hq, payout.id);
    await markPayoutPaid(d.hq, payout.id, { reference: 'DEMO-TRF-0001', paidOn: klDate() });
  });
  at(1, 12, async () =>
    collect(d, [
      await hqOrder(d, 'agent4', [
        ['GLOW-30', 3],
        ['HYDRA-100', 2],
      ]),
    ]),
  );
  at(1, 15, async () =>
    collect(d, [
      await hqOrder(d, 'agent5', [
        ['GLOW-30', 1],
        ['NIGHT-50', 2],
      ]),
    ]),
  );

  tl.add(thisMonth(0.05), async () => {
    const agent1 = agent(d, 'agent1');
    await bankAccount(agent1, 'Aisyah Agent');
    await requestPayout(agent1, undefined);
  });
}

/** E-invoicing from the 1st of the month EINVOICE_FROM months back (db/demo-einvoice.ts); each month's documents sent on the 2nd of the next. */
function einvoicing(d: Demo, tl: Timeline) {
  tl.add(moment(EINVOICE_FROM, 1, 8), () => setUpDemoEinvoicing(d));
  for (let back = EINVOICE_FROM - 1; back >= 1; back--) tl.add(moment(back, 2, 3), () => sendDemoEinvoices(d.ctx, periodOf(back + 1)));
  tl.add(thisMonth(0.02), () => sendDemoEinvoices(d.ctx, periodOf(1)));
}

/** A part of the demo that adds its own steps to the year's timeline (db/demo-stores.ts …), run in time order with the rest. */
export type HistoryPart = (d: Demo, tl: Timeline) => void;

export async function seedDemoHistory(companyId: number, passwordHash: string, parts: HistoryPart[] = []): Promise<void> {
  const now = clock.now();
  fixToday(now);
  resetTracking();
  refused.clear();
  try {
    const d = await loadDemo(companyId);
    const tl = new Timeline(now);
    const y: Year = { d, tl, rnd: seeded(SEED), passwordHash, transfers: 1 };
    for (const a of DEMO_AGENTS) tl.add(dayOf(a.back, a.day, a.login ? 9 : 11), () => register(y, a));
    for (let back = HISTORY_MONTHS; back >= 0; back -= 1) {
      if (back < HISTORY_MONTHS) closeMonth(y, back + 1);
      stockWork(y, back);
      topUps(y, back);
      growMonth(y, back);
    }
    for (const [back, count] of [
      [10, 2],
      [7, 3],
      [4, 3],
      [2, 4],
      [0, 3],
    ] as const)
      payouts(y, back, count);
    lastHours(y);
    loginsStory(d, tl);
    stockMistake(d, tl);
    einvoicing(d, tl);
    for (const part of parts) part(d, tl);
    await tl.play();
    logRefusals();
  } finally {
    fixToday(null);
  }
}
