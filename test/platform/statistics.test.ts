import { expect } from 'chai';
import { dialect } from '../../server/platform/db';
import { platform } from '../harness';

describe('Jobs: db.statistics', () => {
  it('refreshes SQLite planner statistics of a table that has grown (MariaDB keeps its own)', async function () {
    const { db, jobs } = platform();
    expect(jobs.names()).to.include('db.statistics');
    if (dialect(db) !== 'sqlite') return void (await jobs.runNow('db.statistics'));
    await db.raw('CREATE TABLE statistics_probe (id INTEGER PRIMARY KEY, k INTEGER NOT NULL)');
    try {
      await db.raw('CREATE INDEX statistics_probe_k ON statistics_probe (k)');
      await db.raw('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000) INSERT INTO statistics_probe (k) SELECT i % 7 FROM n');
      const stat = async () =>
        (await db('sqlite_master').where({ name: 'sqlite_stat1' }).first())
          ? ((await db.raw("SELECT stat FROM sqlite_stat1 WHERE tbl = 'statistics_probe'")) as { stat: string }[])[0]?.stat
          : undefined;
      expect(await stat()).to.equal(undefined);
      expect(await jobs.runNow('db.statistics')).to.equal(true);
      expect(await stat()).to.match(/^5000 /);
    } finally {
      await db.raw('DROP TABLE statistics_probe');
    }
  });
});
