import { expect } from 'chai';
import crypto from 'node:crypto';
import { JobRunner } from '../../server/platform/jobs';
import { addSeconds, clock, dbTimeToIso, toDbTime } from '../../server/platform/time';
import { platform } from '../harness';

describe('Jobs: one run per scheduled time, recorded', () => {
  const tick = new Date('2026-11-24T06:01:00.000Z');

  function twoRunners(run: () => Promise<void>) {
    const { db, logger } = platform();
    const name = `tick-${crypto.randomBytes(4).toString('hex')}`;
    const job = { name, schedule: '* * * * *', run };
    const one = new JobRunner(db, logger);
    const two = new JobRunner(db, logger);
    one.register(job);
    two.register(job);
    return { name, one, two };
  }

  it('when a second process fires the same minute after the first has finished, then it does not run it again', async () => {
    let runs = 0;
    const { name, one, two } = twoRunners(async () => void runs++);
    expect(await one.runNow(name, tick)).to.equal(true);
    expect(await two.runNow(name, new Date(tick.getTime() + 250))).to.equal(false); // the same scheduled second
    expect(await two.runNow(name, tick)).to.equal(false);
    expect(runs).to.equal(1);
    expect(await two.runNow(name, addSeconds(tick, 60))).to.equal(true);
    expect(await one.runNow(name, tick)).to.equal(false); // a late clock's older minute
    expect(runs).to.equal(2);
    // By hand (tests, scripts) a job runs whenever its lock is free.
    expect(await one.runNow(name)).to.equal(true);
    expect(runs).to.equal(3);

    const rows = await platform().db('job_runs').where({ name }).orderBy('id');
    expect(rows.map((r) => [dbTimeToIso(r.tick), r.owner])).to.deep.equal([
      [tick.toISOString(), one.owner],
      [addSeconds(tick, 60).toISOString(), two.owner],
      [null, one.owner],
    ]);
    for (const r of rows) {
      expect(r.finishedAt).to.not.equal(null);
      expect(r.error).to.equal(null);
    }
  });

  it('when the same minute fires in two processes at once, then exactly one runs it', async () => {
    let runs = 0;
    const { name, one, two } = twoRunners(async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 30));
    });
    const results = await Promise.all([one.runNow(name, tick), two.runNow(name, tick)]);
    expect(results.filter(Boolean)).to.have.length(1);
    expect(runs).to.equal(1);
    expect(await platform().db('job_runs').where({ name })).to.have.length(1);
  });

  it('when a run fails, then its record keeps the error; runs older than 30 days are pruned daily', async () => {
    const { name, one } = twoRunners(async () => {
      throw new Error('disk full');
    });
    expect(await one.runNow(name, tick)).to.equal(true);
    const failed = await platform().db('job_runs').where({ name }).first();
    expect(failed.error).to.equal('disk full');
    const old = toDbTime(addSeconds(clock.now(), -31 * 86400));
    await platform().db('job_runs').where({ id: failed.id }).update({ startedAt: old });
    expect(await one.runNow(name)).to.equal(true);
    expect(await one.runNow('jobs.pruneRuns')).to.equal(true);
    const left = await platform().db('job_runs').where({ name });
    expect(left.map((r) => r.id)).to.not.include(failed.id);
    expect(left).to.have.length(1);
  });
});
