// The public face of the orders module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { type TierPriceOf, tierPricing } from './cart';
export { orderEvents } from './events';
export { companyCtx } from './jobs';
export { applyTracking, recordPayment, sideOf, visibleOrders } from './lifecycle';
export { Order, OrderItem, OrderStock } from './models';
export { describeProblems } from './receiver';
export { orderSummary, presentOrders } from './views';
export { gatewayAvailability } from './checkout';
export { isFirstOrder } from './cart';
export { orderNumbersOf, pickupTime } from './shared';
export { orderEinvoice } from './invoices';
export { draftStoreSale, placeStoreSale, type StoreSaleFulfilment, type StoreSaleInput } from './store-sale';
