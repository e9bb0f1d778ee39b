// The public face of the campaigns module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { campaignEvents } from './events';
export { Campaign, Redemption } from './models';
export { subscribeCampaigns } from './subscriptions';
