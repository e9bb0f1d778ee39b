// The public face of the receipts module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { attachReceipt } from './service';
