// The public face of the cp58 module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { Cp58Statement } from './models';
export { yearFigures } from './service';
