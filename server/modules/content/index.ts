// The public face of the content module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { Term, TermTier } from './models';
export { deleteBody, deleteQuery, idOf } from './params';
export { type Kind, type Visibility, list, rows, sendWelcomeGreeting, store, visibleTo } from './service';
