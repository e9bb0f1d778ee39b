import { loadConfig } from '../server/config';
import { createDb, migrateLatest } from '../server/platform/db';

/** npm run migrate — applies pending migrations to DATABASE_URL. */
const db = createDb(loadConfig().databaseUrl);
migrateLatest(db)
  .then((applied) => console.log(applied.length ? `Applied:\n  ${applied.join('\n  ')}` : 'Already up to date.'))
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => db.destroy());
