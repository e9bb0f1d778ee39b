// The public face of the reports module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { RecruitsDaily, SalesDaily } from './models';
export { type Grain, ITEM_COLUMNS, type PageSpec, type ReportFilters, SALES_COLUMNS, filtersOf, itemSource, knexOf, numbers, salesSource, salesSums, salesTotals } from './query';
export { productList, recruitmentSummary } from './service';
export { subscribeReports } from './subscriptions';
