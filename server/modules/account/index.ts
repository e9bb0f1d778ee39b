// The public face of the account module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { CountryCode, accountFields, normIdentity, optionalBankFields, requiredIdentity, socialFields } from './schemas';
export { type AccountInput, type SocialInput, blank, checkAddress, saveAccount, saveBank, saveSocial, userDetail } from './service';
export { inGroup } from './service';
