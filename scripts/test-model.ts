import { spawnSync } from 'node:child_process';

/**
 * npm run test:model -- --runs N [--seed S] [--shrink]: the engine against the reference model
 * (test/commissions/model.test.ts) on N random companies; the seed defaults to a new one each call
 * (printed, so that a failure can be run again). --shrink makes fast-check shrink a failure to a
 * minimal counterexample (slower). Runs mocha with MODEL_RUNS, MODEL_SEED and MODEL_SHRINK.
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = option('runs') ?? '100';
const seed = option('seed') ?? String(Date.now() % 2_147_483_647);
if (!/^\d+$/.test(runs) || !/^\d+$/.test(seed)) {
  console.error('usage: npm run test:model -- --runs N [--seed S] [--shrink]');
  process.exit(2);
}
console.log(`reference model: ${runs} runs, seed ${seed}`);
const env = { ...process.env, MODEL_RUNS: runs, MODEL_SEED: seed, MODEL_SHRINK: args.includes('--shrink') ? '1' : '0' };
const result = spawnSync('npx', ['mocha', '--reporter', 'spec', 'test/commissions/model.test.ts'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
