import { TenantModel } from '../../platform/model';
import type { IntegrationStatus, IntegrationType } from '../../../common/integrations';

/** A company's credentials for one integration (db/migrations/20261122001100_payments_fulfilment.ts): `credentials` is encrypted JSON. */
export class IntegrationSetup extends TenantModel {
  static override tableName = 'integration_setups';
  integrationType!: IntegrationType;
  status!: IntegrationStatus;
  /** server/platform/secrets.ts text of `{ field: value }`; never returned by the API. */
  credentials!: string;
  /** Masked summary for lists (no secret). */
  hint!: string | null;
  updatedBy!: number | null;
}
