import crypto from 'node:crypto';
import os from 'node:os';
import cron, { type ScheduledTask } from 'node-cron';
import { TIME_ZONE } from '../../common/constants';
import type { Db } from './db';
import type { Logger } from './logger';
import { addSeconds, clock, nowDb, toDbTime } from './time';

export interface JobDef {
  name: string;
  /** cron expression, read in Asia/Kuala_Lumpur */
  schedule: string;
  /** how long the lock is held at most, should a run die without releasing it */
  lockSeconds?: number;
  run: () => Promise<void>;
}

/** How long `job_runs` keeps its rows. */
const RUN_HISTORY_DAYS = 30;

/**
 * node-cron jobs in the server process. Each run first takes a row lock in `job_locks` with one
 * conditional UPDATE, so when several processes share a database only one of them runs a job at a
 * time; a scheduled run also names its scheduled time (tick), and the lock is only taken for a
 * tick later than the last one run, so each scheduled time runs once however many processes fire
 * it and however late their clocks are. Every run is recorded in `job_runs` (which process, when,
 * its error). Later modules only `register` jobs. `runNow` is what tests and scripts call.
 */
export class JobRunner {
  private readonly jobs = new Map<string, JobDef>();
  private readonly tasks: ScheduledTask[] = [];
  /** Names this process in `job_runs`: host, pid, and a random part for two runners in one process. */
  readonly owner = `${os.hostname().slice(0, 40)}/${process.pid}/${crypto.randomBytes(3).toString('hex')}`;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {
    this.register({
      name: 'jobs.pruneRuns',
      schedule: '40 3 * * *',
      run: async () => {
        await this.db('job_runs')
          .where('started_at', '<', toDbTime(addSeconds(clock.now(), -RUN_HISTORY_DAYS * 86400)))
          .delete();
      },
    });
  }

  register(job: JobDef): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} registered twice`);
    if (!cron.validate(job.schedule)) throw new Error(`Job ${job.name} has an invalid schedule`);
    this.jobs.set(job.name, job);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  start(): void {
    for (const job of this.jobs.values()) {
      // context.date is the scheduled time the task fired for, not the moment it ran.
      this.tasks.push(cron.schedule(job.schedule, (context) => void this.runNow(job.name, context.date), { timezone: TIME_ZONE }));
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.tasks.map((t) => t.stop()));
    this.tasks.length = 0;
  }

  /**
   * Runs the job if its lock is free and, for a scheduled run, its `tick` has not run yet;
   * returns whether it ran.
   */
  async runNow(name: string, tick?: Date): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    const tickDb = tick ? toDbTime(new Date(Math.floor(tick.getTime() / 1000) * 1000)) : null;
    if (!(await this.acquire(job, tickDb))) {
      this.logger.debug({ job: name, tick: tickDb, owner: this.owner }, 'job skipped: running elsewhere or this tick already ran');
      return false;
    }
    this.logger.debug({ job: name, tick: tickDb, owner: this.owner }, 'job run');
    const [runId] = await this.db('job_runs').insert({ name, tick: tickDb, owner: this.owner, startedAt: nowDb() });
    let error: string | null = null;
    try {
      await job.run();
    } catch (err) {
      error = String((err as Error).message).slice(0, 500);
      this.logger.error({ err, job: name }, 'job failed');
    } finally {
      const finishedAt = nowDb();
      await this.db('job_runs').where({ id: runId }).update({ finishedAt, error });
      await this.db('job_locks').where({ name, owner: this.owner }).update({ lockedUntil: null, lastRunAt: finishedAt, lastError: error });
    }
    return true;
  }

  private async acquire(job: JobDef, tick: string | null): Promise<boolean> {
    await this.db('job_locks').insert({ name: job.name }).onConflict('name').ignore();
    const now = clock.now();
    const taken = await this.db('job_locks')
      .where({ name: job.name })
      .andWhere((w) => void w.whereNull('locked_until').orWhere('locked_until', '<', toDbTime(now)))
      .modify((q) => {
        if (tick) q.andWhere((w) => void w.whereNull('last_tick').orWhere('last_tick', '<', tick));
      })
      .update({ owner: this.owner, lockedUntil: toDbTime(addSeconds(now, job.lockSeconds ?? 3600)), ...(tick ? { lastTick: tick } : {}) });
    return taken === 1;
  }
}
