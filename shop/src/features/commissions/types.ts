import type { CheckLineView } from '../../../../common/commissions';

export type { CheckLineView, CommissionLineView, EstimateView, IncomeStatementView, MoneyBalanceView, PayoutView, QualificationView, TypeTotal } from '../../../../common/commissions';

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
