// The public face of the companies module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { notificationRecipients } from './features';
export { Branch, Company, CompanyFeatures } from './models';
