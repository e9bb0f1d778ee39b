import { defineEvent } from '../../platform/events';

/** What happens to agents that modules above react to (platform/events.ts; subscribers in server/wiring.ts). */
export const agentEvents = {
  /** An agent registered (by HQ, an upline or itself), in its registration's transaction. */
  joined: defineEvent<{ agentId: number }>('agents.joined'),
  /** An agent promoted to tier `tierId` (promote-demote), in that change's transaction. */
  promoted: defineEvent<{ agentId: number; tierId: number }>('agents.promoted'),
};
