import type { RouteDef } from '../../platform/http/route';

export const courierRoutes: RouteDef[] = [];
