export type {
  CheckCalculationView,
  CheckLineView,
  CommissionLineView,
  EstimateView,
  IncomeStatementView,
  MoneyBalanceView,
  PayoutView,
  QualificationView,
  TypeTotal,
} from '../../../../common/commissions';

/** GET /list-bank */
export interface Bank {
  code: string;
  name: string;
}
