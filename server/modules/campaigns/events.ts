import { defineEvent } from '../../platform/events';
import type { Campaign, Redemption } from './models';

/**
 * What happens to redemptions that modules above campaigns react to (platform/events.ts;
 * subscribers in server/wiring.ts). Published in the redemption's transaction.
 */
export const campaignEvents = {
  /**
   * A reward given to its agent: the redemption moved to handed_over (win-prize), the moment CP58
   * counts it (docs/tax.md) — final, a handed-over redemption is never cancelled. `redemption` as
   * it is after the change (status, handedOverAt), `campaign` its campaign (title, reward type and cost).
   */
  rewardGiven: defineEvent<{ redemption: Redemption; campaign: Campaign }>('campaigns.rewardGiven'),
};
