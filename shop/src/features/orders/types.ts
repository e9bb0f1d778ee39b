/** An order as GET /api/manage-orders(/:id) returns it (list rows omit items and events). */
export type { Order } from '../../../../common/api/orders';
