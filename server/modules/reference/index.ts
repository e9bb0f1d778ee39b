// The public face of the reference module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { nameKey } from './data';
export { type AddressField, type AddressInput, type Country, addressProblems, banks, isBank, msic, states } from './service';
