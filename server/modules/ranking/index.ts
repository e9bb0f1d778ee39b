// The public face of the ranking module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { boardTop } from './reads';
export { closeScores, joinScores, orderScores } from './scores';
