// The public face of the wallet module: what other modules may import (docs/architecture.md,
// "Module boundaries"); its other files are private. Models, services, types and events only: no routes.
export { WalletBalance } from './models';
export { type CompanyMoney, balanceOf, companyMoney, credit, debit, lockWallet } from './service';
export { orderNumbers } from './service';
