import { loadConfig } from '../server/config';
import { closePlatform, createPlatform } from '../server/app';
import type { Platform } from '../server/platform';

/** Runs an operator command with the platform (database, mail, storage) set up, then closes it. */
export async function runCli(task: (p: Platform) => Promise<void>): Promise<void> {
  const p = await createPlatform(loadConfig());
  try {
    await task(p);
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
  } finally {
    await closePlatform(p);
  }
}

/** `--name value` and repeated `--domain a --domain b` options. */
export function options(argv: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new Error(`Unexpected argument ${argv[i]}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${m[1]} needs a value`);
    (out[m[1]] ??= []).push(value);
  }
  return out;
}
