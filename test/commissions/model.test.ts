import { expect } from 'chai';
import fc from 'fast-check';
import { balanceOf } from '../../server/modules/commissions/ledger';
import { play, scenarioArb } from './model/generator';
import { lineKey, runModel } from './model/model';
import { engineLines, readWorld } from './model/world';

/**
 * The engine against the independent reference model (test/commissions/model/model.ts): random
 * companies and months played through the real services (generator.ts), then the same commission
 * lines — (period, type, kind, beneficiary, source type, source id, amount) — and the same ledger
 * balance per agent. `npm test` runs a few cases with a fixed seed; `npm run test:model -- --runs N
 * [--seed S]` (MODEL_RUNS, MODEL_SEED) runs more; MODEL_STATS=1 prints how many lines of each type
 * and kind the runs made (whether the generator reaches a rule).
 */

const runs = Number(process.env.MODEL_RUNS ?? 30);
const seed = Number(process.env.MODEL_SEED ?? 20261127);
const stats = new Map<string, number>();

describe('commissions: the engine agrees with the reference model (property)', function () {
  this.timeout(Math.max(60_000, runs * 30_000));

  it(`gives the same lines and balances on ${runs} random companies (seed ${seed})`, async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb(), async (scenario) => {
        const { c, agents } = await play(scenario);
        const world = await readWorld(c.id);
        const model = runModel(world);
        if (process.env.MODEL_STATS) stats.set('payouts paid', (stats.get('payouts paid') ?? 0) + world.payouts.length);
        if (process.env.MODEL_STATS) for (const l of model.lines) stats.set(`${l.type}/${l.kind}`, (stats.get(`${l.type}/${l.kind}`) ?? 0) + 1);
        const engine = (await engineLines(c.id)).map(lineKey).sort();
        expect(engine, 'commission lines (engine vs model)').to.deep.equal(model.lines.map(lineKey).sort());
        const balances = await Promise.all(agents.map(async (a) => [a.id, (await balanceOf(c.ctx, a.id)).balance]));
        expect(balances, 'ledger balances (engine vs model)').to.deep.equal(agents.map((a) => [a.id, model.balances.get(a.id) ?? 0]));
      }),
      { numRuns: runs, seed, endOnFailure: process.env.MODEL_SHRINK !== '1' },
    );
    if (process.env.MODEL_STATS) console.log([...stats].sort());
  });
});
