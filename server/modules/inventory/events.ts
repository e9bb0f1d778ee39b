import { defineEvent } from '../../platform/events';
import type { StockMovement } from './models';

/** What happens to stock that modules above react to (platform/events.ts; subscribers in server/wiring.ts). */
export const stockEvents = {
  /** A stock movement recorded, in its transaction, after its stock level changed. */
  moved: defineEvent<{ movement: StockMovement }>('inventory.moved'),
};
