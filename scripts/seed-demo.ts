import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../db/demo';
import { runCli } from './cli';

/** npm run seed:demo — loads the demo company unless it exists. */
void runCli(async () => {
  const { created } = await seedDemo();
  console.log(created ? 'Demo company created.' : 'The demo company already exists; nothing changed.');
  for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(24)} ${l.email}`);
  console.log(`  password: ${DEMO_PASSWORD}`);
});
