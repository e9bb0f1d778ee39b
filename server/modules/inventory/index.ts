// The public face of the inventory module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { stockEvents } from './events';
export { hqStock, hqStockSubquery, lockLevel, recordMovement, setLevel, zeroVanishedKeys } from './levels';
export { HQ_STORE, NO_VARIANT, StockLevel, type StockMovement } from './models';
