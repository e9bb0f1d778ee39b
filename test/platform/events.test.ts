import { expect } from 'chai';
import { defineEvent, definePort } from '../../server/platform/events';
import { inTransaction } from '../../server/platform/tx';
import { NotificationRecipient } from '../../server/modules/companies/models';
import { orderEvents } from '../../server/modules/orders';
import { buildGraph, cycles, importsOf } from '../../scripts/module-graph';
import { newCompany } from '../harness';

describe('Domain events and ports (platform/events.ts)', () => {
  it('runs the subscribers in the order they subscribed, each awaited before the next', async () => {
    const event = defineEvent<{ n: number }>('test.ordered');
    const seen: string[] = [];
    event.subscribe(async (_tx, { n }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push(`first ${n}`);
    });
    event.subscribe(async (_tx, { n }) => void seen.push(`second ${n}`));
    event.subscribe(async (_tx, { n }) => void seen.push(`third ${n}`));
    const c = await newCompany();
    await inTransaction(c.ctx, (tx) => event.publish(tx, { n: 1 }));
    expect(seen).to.deep.equal(['first 1', 'second 1', 'third 1']);
    expect(event.subscribers).to.equal(3);
  });

  it('hands the subscribers the transaction of the publisher: a failing subscriber rolls back the fact and what earlier subscribers wrote, and later ones never run', async () => {
    const event = defineEvent<{ email: string }>('test.rollback');
    let lastRan = false;
    event.subscribe(async (tx, { email }) => void (await NotificationRecipient.of(tx).insert({ email: `sub-${email}` })));
    event.subscribe(async () => {
      throw new Error('subscriber failed');
    });
    event.subscribe(async () => {
      lastRan = true;
    });
    const c = await newCompany();
    let error: Error | null = null;
    try {
      await inTransaction(c.ctx, async (tx) => {
        await NotificationRecipient.of(tx).insert({ email: 'fact@example.test' });
        await event.publish(tx, { email: 'fact@example.test' });
      });
    } catch (err) {
      error = err as Error;
    }
    expect(error?.message).to.equal('subscriber failed');
    expect(lastRan).to.equal(false);
    expect(await NotificationRecipient.of(c.ctx).where('email', 'like', '%fact@example.test')).to.have.length(0);

    // The same writes without the failing subscriber commit together.
    const ok = defineEvent<{ email: string }>('test.commit');
    ok.subscribe(async (tx, { email }) => void (await NotificationRecipient.of(tx).insert({ email: `sub-${email}` })));
    await inTransaction(c.ctx, async (tx) => {
      await NotificationRecipient.of(tx).insert({ email: 'kept@example.test' });
      await ok.publish(tx, { email: 'kept@example.test' });
    });
    const kept = await NotificationRecipient.of(c.ctx).where('email', 'like', '%kept@example.test').orderBy('email');
    expect(kept.map((r) => r.email)).to.deep.equal(['kept@example.test', 'sub-kept@example.test']);
  });

  it('refuses a port used before start-up provided it, and calls the provided function after', () => {
    const port = definePort<(n: number) => number>('test.port');
    expect(port.provided).to.equal(false);
    expect(() => port.get()).to.throw('The port test.port has not been provided');
    port.provide((n) => n * 2);
    expect(port.get()(21)).to.equal(42);
  });

  it('start-up subscribed the modules that react to a paid order (commissions, campaigns, report summaries, e-invoicing, store summaries)', () => {
    expect(orderEvents.paid.subscribers).to.equal(5);
    expect(orderEvents.refunded.subscribers).to.equal(5);
  });
});

describe('Module boundaries (scripts/module-graph.ts)', () => {
  it('reads static, re-exported, type-only, multi-line and dynamic imports, not commented ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b/models';",
      'import {\n  c,\n  d,\n} from "../c";',
      "export { e } from './e';",
      "const f = await import('../f');",
      "// import { g } from '../g';",
      "/* import { h } from '../h'; */",
    ].join('\n');
    expect(importsOf(source)).to.deep.equal(['./a', '../b/models', '../c', './e', '../f']);
  });

  it('finds each knot of modules that depend on each other', () => {
    const edges = new Map([
      ['orders', new Set(['catalog', 'commissions'])],
      ['commissions', new Set(['orders'])],
      ['catalog', new Set(['tiers'])],
    ]);
    expect(cycles(edges)).to.deep.equal([{ path: ['commissions', 'orders', 'commissions'], members: ['commissions', 'orders'] }]);
    edges.get('commissions')!.clear();
    expect(cycles(edges)).to.deep.equal([]);
  });

  it('the server keeps its boundaries: no cycle, no import of another module’s private file, no platform → module import', () => {
    expect(buildGraph().problems).to.deep.equal([]);
  });
});
