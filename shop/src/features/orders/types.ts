/** An order as GET /api/manage-orders(/:id) returns it (list rows omit items and events). */
export type { Order, OrderCan as OrderActions, OrderEventView as OrderEvent, OrderItemView as OrderItem } from '../../../../common/api/orders';
