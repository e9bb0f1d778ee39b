import type { RouteDef } from '../../platform/http/route';

/** Issue 8 — filled in by its module (see the module's doc comment). */
export const fulfilmentRoutes: RouteDef[] = [];
