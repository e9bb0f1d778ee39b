// The public face of the customers module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { customerEvents } from './events';
export { CustomerAddress } from './models';
export { guestCustomer, receiverOf, type CustomerInput } from './service';
