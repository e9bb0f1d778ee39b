import { TenantModel } from '../../platform/model';

/** A ranked agent level. Rank 1 is the highest; the setup issue adds the commission fields. */
export class Tier extends TenantModel {
  static override tableName = 'tiers';

  levelName!: string;
  rankNumber!: number;
}
