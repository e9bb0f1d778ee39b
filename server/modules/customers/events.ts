import { defineEvent } from '../../platform/events';

/** What happens to agents' customer books that modules above react to (platform/events.ts; subscribers in server/wiring.ts). */
export const customerEvents = {
  /** An entry added to (sign 1) or deleted from (−1) an agent's customer book, in that change's transaction. */
  counted: defineEvent<{ entry: { agentId: number; createdAt?: string }; sign: 1 | -1 }>('customers.counted'),
};
