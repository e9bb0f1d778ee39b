import type { Config } from '../config';
import type { Db } from './db';
import type { Logger } from './logger';
import type { Mailer } from './mail';
import type { Storage } from './storage';
import type { JobRunner } from './jobs';
import type { RateLimits } from './rate-limit';

/**
 * The process-wide services. Built once by `buildApp` (or a script) and read by services through
 * `platform()`, so that handlers, cron jobs and scripts call the same service functions.
 */
export interface Platform {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  jobs: JobRunner;
  limits: RateLimits;
}

let current: Platform | null = null;

export function setPlatform(p: Platform): void {
  current = p;
}

export function platform(): Platform {
  if (!current) throw new Error('The platform has not been initialised');
  return current;
}
