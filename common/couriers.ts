/**
 * Courier rates (docs/rules.md: Courier), shared by the server, which enforces and applies them, and
 * the console, which checks a form before sending it. One source of truth for the band rules.
 *
 * A courier charges by the order's weight (grams) or by its units. Each region lists its bands
 * in ascending order; a band covers what is `lt` (less than) or `lte` (less than or equal to)
 * its upper limit and was not covered by an earlier band. An amount beyond the last band has no
 * rate ("shipping not found").
 */
export const RATE_BASES = ['weight', 'unit'] as const;
export type RateBasis = (typeof RATE_BASES)[number];

export const COMPARISONS = ['lt', 'lte'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** Bounds the forms and the schemas share. */
export const COURIER_LIMITS = {
  regions: 50,
  ratesPerRegion: 50,
  /** 10 tonnes in grams, or 10 million units. */
  maxUpTo: 10_000_000,
  /** Minor units. */
  maxMoney: 1_000_000_000,
} as const;

export interface RateBand {
  upTo: number;
  comparison: Comparison;
  price: number;
}

export type BandProblem = 'courier.bandDuplicate' | 'courier.bandOverlap';

/** A courier as GET /api/courier(/:id) shows it (server/modules/couriers): its regions with their states and rate bands. */
export interface CourierView {
  id: number;
  name: string;
  service: string;
  rateBy: RateBasis;
  freeShippingThreshold: number | null;
  handlingFee: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  regions: { id: number; name: string; states: string[]; rates: RateBand[] }[];
}

/**
 * Per band index, what is wrong with a region's bands: a band whose limit equals the previous
 * one repeats it; one below the previous limit overlaps it (it could never apply). The only
 * same-limit pair that is not a repeat is `< n` followed by `≤ n` (which then covers n alone).
 */
export function bandProblems(bands: readonly Pick<RateBand, 'upTo' | 'comparison'>[]): Map<number, BandProblem> {
  const problems = new Map<number, BandProblem>();
  for (let i = 1; i < bands.length; i++) {
    const previous = bands[i - 1];
    const band = bands[i];
    if (band.upTo < previous.upTo) problems.set(i, 'courier.bandOverlap');
    else if (band.upTo === previous.upTo && !(previous.comparison === 'lt' && band.comparison === 'lte')) {
      problems.set(i, 'courier.bandDuplicate');
    }
  }
  return problems;
}

/** The band that applies to an amount (grams or units), or null when none covers it. */
export function bandFor<B extends Pick<RateBand, 'upTo' | 'comparison'>>(bands: readonly B[], amount: number): B | null {
  for (const band of bands) {
    if (band.comparison === 'lt' ? amount < band.upTo : amount <= band.upTo) return band;
  }
  return null;
}
