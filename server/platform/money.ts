/**
 * Money arithmetic of commissions and of order amounts: integers in minor units, percentages in
 * basis points (1250 = 12.50 %). Every rounding goes through `roundHalfUp`: half away from zero,
 * so a negative amount rounds to exactly the negation of its positive twin (a clawback of x is −x,
 * where `Math.round(-2.5)` would give −2 for 2.5 → 3). Computed on BigInt, so products of amounts
 * up to 1e15 minor units and rates are exact; the result must be a safe integer.
 */

type Int = number | bigint;

const big = (value: Int, name: string): bigint => {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new RangeError(`${name} is not a safe integer: ${value}`);
  return BigInt(value);
};

/** `numerator` / `denominator` rounded half away from zero (denominator > 0). */
export function roundHalfUp(numerator: Int, denominator: Int): number {
  const n = big(numerator, 'numerator');
  const d = big(denominator, 'denominator');
  if (d <= 0n) throw new RangeError('denominator must be positive');
  const magnitude = ((n < 0n ? -n : n) * 2n + d) / (2n * d);
  const result = n < 0n ? -magnitude : magnitude;
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(Number.MIN_SAFE_INTEGER)) throw new RangeError('result is not a safe integer');
  return Number(result);
}

/** `a` × `b` / `c`, rounded half away from zero, without intermediate overflow. */
export function mulDiv(a: Int, b: Int, c: Int): number {
  return roundHalfUp(big(a, 'a') * big(b, 'b'), c);
}

/** `bp` basis points of `amount` (minor units), rounded half away from zero. */
export function percentOf(amount: Int, bp: Int): number {
  return mulDiv(amount, bp, 10_000);
}

/**
 * Splits `total` (minor units, at least 0) over `weights` in proportion, by largest remainder (ties:
 * the earlier index); the parts add up to `total`. A negative weight counts as 0; nothing to share
 * over (or nothing to share) gives zeros. Order pricing shares a voucher over lines with it, the
 * e-invoices share an order's tax over its lines and a credit note over the original's tax groups.
 */
export function allocate(total: number, weights: number[]): number[] {
  const clamped = weights.map((w) => Math.max(w, 0));
  const sum = clamped.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = clamped.map((w) => BigInt(total) * BigInt(w));
  const parts = exact.map((e) => Number(e / BigInt(sum)));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e % BigInt(sum) })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
