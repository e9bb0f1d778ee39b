import type { Ctx } from './context';

/** A subscriber receives the publisher's context, which carries its transaction. */
export type Subscriber<P> = (tx: Ctx, payload: P) => Promise<void>;

/**
 * A domain event: a fact one module announces inside its transaction ("order paid"), to which
 * modules above it react without the publisher knowing them (docs/architecture.md, "Module
 * boundaries"). The publisher's module defines the event and exports it from its index; each
 * reacting module subscribes at start-up (server/wiring.ts). `publish` runs the subscribers one
 * after the other, in the order they subscribed, each awaited, in the publisher's transaction
 * (the context's; publishers publish inside one):
 * their writes commit or roll back with the fact, a subscriber that throws stops the rest and the
 * error reaches the publisher (so its transaction rolls back), and the subscription order is the
 * lock order of the work they do.
 */
export interface DomainEvent<P> {
  readonly name: string;
  subscribe(subscriber: Subscriber<P>): void;
  publish(tx: Ctx, payload: P): Promise<void>;
  /** How many subscribers it has (start-up checks and tests). */
  readonly subscribers: number;
}

export function defineEvent<P>(name: string): DomainEvent<P> {
  const subscribers: Subscriber<P>[] = [];
  return {
    name,
    subscribe(subscriber) {
      subscribers.push(subscriber);
    },
    async publish(tx, payload) {
      for (const subscriber of [...subscribers]) await subscriber(tx, payload);
    },
    get subscribers() {
      return subscribers.length;
    },
  };
}

/**
 * A port: what a lower module needs and a module above it provides at start-up
 * (server/wiring.ts), so that the lower module never imports the higher one. Using it before it is
 * provided is a programming error.
 */
export interface Port<T> {
  readonly name: string;
  provide(implementation: T): void;
  /** The provided implementation; throws when start-up has not provided it. */
  get(): T;
  readonly provided: boolean;
}

export function definePort<T>(name: string): Port<T> {
  let implementation: T | undefined;
  let provided = false;
  return {
    name,
    provide(impl) {
      implementation = impl;
      provided = true;
    },
    get() {
      if (!provided) throw new Error(`The port ${name} has not been provided (server/wiring.ts)`);
      return implementation as T;
    },
    get provided() {
      return provided;
    },
  };
}
