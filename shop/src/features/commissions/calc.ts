import { COMMISSION_TYPES, type CommissionLineView, type TypeTotal } from '../../../../common/commissions';

/** The commission screens' arithmetic, apart from React so that the server-side suite can test it. */

/** Lines summed per type, in the order of COMMISSION_TYPES, types without lines left out. */
export function sumByType(lines: Pick<CommissionLineView, 'type' | 'kind' | 'amount'>[]): TypeTotal[] {
  const totals = new Map<string, TypeTotal>();
  for (const line of lines) {
    const total = totals.get(line.type) ?? { type: line.type, earned: 0, clawedBack: 0, adjusted: 0, net: 0 };
    if (line.kind === 'earn') total.earned += line.amount;
    else if (line.kind === 'clawback') total.clawedBack += line.amount;
    else total.adjusted += line.amount;
    total.net += line.amount;
    totals.set(line.type, total);
  }
  return COMMISSION_TYPES.flatMap((type) => totals.get(type) ?? []);
}

/** How far `current` is toward `target`, 0–100 (a target of 0 is met). */
export const progressOf = (current: number, target: number) => (target <= 0 ? 100 : Math.max(0, Math.min(100, (current / target) * 100)));

/** An account number with all but its last four characters hidden. */
export const maskAccount = (number: string) => `•••• ${number.slice(-4)}`;
