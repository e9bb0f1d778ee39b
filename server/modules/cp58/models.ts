import type { Pojo } from 'objection';
import type { Cp58Status } from '../../../common/cp58';
import { TenantModel } from '../../platform/model';

/** Tables of db/migrations/20261128080100_cp58.ts. */

/** One agent's CP58 statement of one calendar year (docs/tax.md). */
export class Cp58Statement extends TenantModel {
  static override tableName = 'cp58_statements';

  agentId!: number;
  year!: number;
  status!: Cp58Status;
  commissions!: number;
  bonuses!: number;
  nonMonetary!: number;
  total!: number;
  /** JSON text of common/cp58.ts Cp58Particulars. */
  particulars!: string;
  pdfKey!: string | null;
  generatedAt!: string;
  generatedBy!: number | null;
  issuedAt!: string | null;
  issuedBy!: number | null;

  override $parseDatabaseJson(json: Pojo): Pojo {
    const out = super.$parseDatabaseJson(json);
    for (const key of ['id', 'agentId', 'year', 'commissions', 'bonuses', 'nonMonetary', 'total']) if (typeof out[key] === 'string') out[key] = Number(out[key]);
    return out;
  }
}

/** The company's CP58 setting, a column of its features row (read and written by this module only). */
export class Cp58Setting extends TenantModel {
  static override tableName = 'company_features';
  static override idColumn = 'companyId';

  /** Minor units: a statement is generated when the agent's yearly total exceeds it. */
  cp58Threshold!: number;

  override $parseDatabaseJson(json: Pojo): Pojo {
    const out = super.$parseDatabaseJson(json);
    if (typeof out.cp58Threshold === 'string') out.cp58Threshold = Number(out.cp58Threshold);
    return out;
  }
}
