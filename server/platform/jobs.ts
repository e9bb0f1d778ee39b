import crypto from 'node:crypto';
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

/**
 * node-cron jobs in the server process. Each run first takes a row lock in `job_locks` with one
 * conditional UPDATE, so when several processes share a database only one of them runs a job at a
 * time; later modules only `register` jobs. `runNow` is what tests and scripts call.
 */
export class JobRunner {
  private readonly jobs = new Map<string, JobDef>();
  private readonly tasks: ScheduledTask[] = [];
  private readonly owner = crypto.randomBytes(8).toString('hex');

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

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
      this.tasks.push(cron.schedule(job.schedule, () => void this.runNow(job.name), { timezone: TIME_ZONE }));
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.tasks.map((t) => t.stop()));
    this.tasks.length = 0;
  }

  /** Runs the job if its lock is free; returns whether it ran. */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    if (!(await this.acquire(job))) return false;
    let error: string | null = null;
    try {
      await job.run();
    } catch (err) {
      error = String((err as Error).message).slice(0, 500);
      this.logger.error({ err, job: name }, 'job failed');
    } finally {
      await this.db('job_locks').where({ name, owner: this.owner }).update({ lockedUntil: null, lastRunAt: nowDb(), lastError: error });
    }
    return true;
  }

  private async acquire(job: JobDef): Promise<boolean> {
    await this.db('job_locks').insert({ name: job.name }).onConflict('name').ignore();
    const now = clock.now();
    const taken = await this.db('job_locks')
      .where({ name: job.name })
      .andWhere((w) => w.whereNull('locked_until').orWhere('locked_until', '<', toDbTime(now)))
      .update({ owner: this.owner, lockedUntil: toDbTime(addSeconds(now, job.lockSeconds ?? 3600)) });
    return taken === 1;
  }
}
