import { formatMoney } from '../../../../common/money';
import { useCurrentUser } from '../../session/SessionContext';

/** Formats minor units in the company's currency: RM 1,234.50 / Rp 1.234.500. */
export function useMoney(): (minor: number) => string {
  const { company } = useCurrentUser();
  return (minor) => formatMoney(minor, company.currency);
}
