import { TenantModel } from '../../platform/model';

/** Personal sales of one agent in one month (docs/compensation.md "Facts and periods"). */
export class AgentPeriodSales extends TenantModel {
  static override tableName = 'agent_period_sales';
  agentId!: number;
  period!: string;
  psAmount!: number;
  psUnits!: number;
  /** The commissionable part (purchases HQ sold). */
  csAmount!: number;
  csUnits!: number;
  orders!: number;
}
