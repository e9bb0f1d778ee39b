// The public face of the payments module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { startLocalGateway } from './local';
export { checkGatewayAccount, gatewayAvailability } from './accounts';
export { storeBill } from './store-bill';
