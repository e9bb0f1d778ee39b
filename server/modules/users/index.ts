// The public face of the users module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { type TokenPurpose, User, UserPermission, UserToken } from './models';
export { assertStrongPassword, hashPassword, passwordMatches } from './passwords';
export { accountForm, audienceOf, bankForm, leaderRef, managesAgents, seesLeaderContact, seesPrivate, serializeUser } from './present';
export { authenticatedRow, recallPrincipal, rememberPrincipal } from './principals';
export { regionColumn, regionNames, regionOf } from './region';
export { isTierHeld } from './service';
