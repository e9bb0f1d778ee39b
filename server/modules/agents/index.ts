// The public face of the agents module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { agentEvents } from './events';
export { AgentTreeRow } from './genealogy';
export { PERIOD, PeriodParam, currentPeriod, salesKpis } from './kpi';
export { AgentPeriodSales } from './models';
export { markActive, store } from './promotion';
export { isInGroup } from './genealogy';
