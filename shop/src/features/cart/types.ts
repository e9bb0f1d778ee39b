/** The cart, shipping and payment shapes of the orders API, as the server types them (common/api/orders.ts). */
export type { Amounts, Cart, CartLine, ComboChoice, LineProblem, PaymentMethod, ShipMethods } from '../../../../common/api/orders';

/** The cart's purpose: ordering stock from the agent's seller (default) or selling to its own customer. */
export type CartPurpose = 'stock' | 'personal';
