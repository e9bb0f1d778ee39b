// The public face of the commissions module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { availableOf, ledgerSums } from './ledger';
export { CommissionEntry, CommissionPayout } from './models';
export { estimate, qualification } from './reads';
export { subscribeCommissions } from './subscriptions';
