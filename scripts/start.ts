import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { exitOnStartupError, startServer } from '../server/main';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../db/demo';

/**
 * npm start — builds the front ends if they are missing, migrates, loads the demo company into
 * an empty database, serves, and prints where and how to sign in. An existing database keeps its data.
 */
async function main() {
  const root = path.resolve(__dirname, '..');
  const built = ['admin', 'shop', 'store'].every((app) => fs.existsSync(path.join(root, 'dist', app, 'index.html')));
  const canBuild = fs.existsSync(path.join(root, 'scripts/build-web.ts'));
  if (!built && canBuild) {
    console.log('Building the front ends (first start only)…');
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build-web.ts')], { stdio: 'inherit', cwd: root });
    if (r.status !== 0) throw new Error('The front-end build failed');
  }
  const { url, platform, close } = await startServer({ seedDemo: true });
  console.log(`\nAgentHub is running at ${url}  (HQ console: ${url}/admin)`);
  console.log(`Database: ${platform.config.databaseUrl}`);
  console.log('Demo logins (password ' + DEMO_PASSWORD + '):');
  for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(24)} ${l.email}`);
  const stop = () => void close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch(exitOnStartupError);
