import type { CheckLineView, TypeTotal } from '../../../../common/commissions';

export type { CheckLineView, CommissionLineView, IncomeStatementView, MoneyBalanceView, PayoutView, QualificationView, TypeTotal } from '../../../../common/commissions';

/** GET /commission/estimate: the open month so far, per type (provisional until the month closes). */
export interface EstimateView {
  period: string;
  types: TypeTotal[];
  total: number;
}

/** GET /commission/check-calculation */
export interface CheckCalculationView {
  total: number;
  count: number;
  lines: CheckLineView[];
}

/** GET /list-bank */
export interface Bank {
  code: string;
  name: string;
}
