import type { CartItemType, PaymentType } from '../../../../common/orders';

/** The cart, shipping and payment shapes of the orders API (server/modules/orders). */
import type { Amounts } from '../../../../common/api/orders';
import type { ReceiverCheck } from '../../../../common/receiver';

export type { Amounts };

export type LineProblem = 'deleted' | 'suspended' | 'outOfStock' | 'firstOrderOnly' | 'preorderLimit';

export interface ComboChoice {
  productId: number;
  variantId: number | null;
  quantity: number;
}

export interface CartLine {
  id: number;
  itemType: CartItemType;
  productId: number | null;
  variantId: number | null;
  packageId: number | null;
  comboId: number | null;
  choices: ComboChoice[] | null;
  quantity: number;
  name: string;
  image: string | null;
  variantName: string | null;
  unitPrice: number;
  lineTotal: number;
  available: boolean;
  problem: LineProblem | null;
}

export interface Cart {
  seller: { type: 'hq' | 'upline' | 'personal'; id: number | null; name: string };
  items: CartLine[];
  /** `problem`: the message key of why the applied voucher does not apply to the cart as it is now. */
  voucher: { code: string; name: string; discount: number; freeShipping: boolean; problem: string | null } | null;
  amounts: Amounts;
  isFirstOrder: boolean;
  minimum: { unit: number; amount: number; met: boolean; basis: 'unit' | 'amount' } | null;
  openOrder: { id: number; orderNo: string; grandTotal: number; stage: string } | null;
}

export interface ShipMethods {
  /** The receiver the order would ship to and what a courier still needs of it. */
  receiver: ReceiverCheck;
  couriers: { courierId: number; name: string; service: string | null; price: number; free: boolean }[];
  pickup: { enabled: boolean; branches: { id: number; name: string; address: string | null }[]; bookingMinutes: number };
}

export interface PaymentMethod {
  type: PaymentType;
  name: string;
  adminFee: number;
  /** The credit wallet's balance (credit only). */
  balance?: number;
}

/** The cart's purpose: ordering stock from the agent's seller (default) or selling to its own customer. */
export type CartPurpose = 'stock' | 'personal';
