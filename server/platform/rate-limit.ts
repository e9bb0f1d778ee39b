import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { MessageKey } from '../../common/messages';
import type { Config, RateRule } from '../config';
import { TooManyRequestsError } from './errors';

export type LimitName = keyof Config['rateLimits'];

/** Limits whose window is not the 5 minutes of docs/rules.md's general message say when to come back. */
const MESSAGES: Partial<Record<LimitName, MessageKey>> = { selfRegister: 'selfreg.tooMany' };

/**
 * Fixed-window counters per client key. Memory by default; with REDIS_URL the counters live in
 * Redis so that several processes behind a load balancer share them.
 */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;
  private readonly redis: Redis | null;

  constructor(rules: Config['rateLimits'], redisUrl: string | null) {
    // Commands wait for the connection while it is being made; a lost store fails a request after one retry.
    this.redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
    const make = (name: string, rule: RateRule): RateLimiterAbstract =>
      this.redis
        ? new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `rl:${name}`, points: rule.points, duration: rule.seconds })
        : new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.seconds });
    this.limiters = {
      login: make('login', rules.login),
      verification: make('verification', rules.verification),
      forgotPassword: make('forgot', rules.forgotPassword),
      general: make('general', rules.general),
      selfRegister: make('selfreg', rules.selfRegister),
      storePublic: make('storepub', rules.storePublic),
      storeCheckout: make('storeco', rules.storeCheckout),
    };
  }

  /** Counts one hit; throws 429 once the key has used its points in the window. */
  async hit(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new TooManyRequestsError(Math.ceil(err.msBeforeNext / 1000), MESSAGES[name]);
      throw err; // the store itself failed
    }
  }

  async close(): Promise<void> {
    if (this.redis?.status === 'ready') await this.redis.quit();
    else this.redis?.disconnect();
  }
}
