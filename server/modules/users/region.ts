import type { Country } from '../../../common/constants';
import { states } from '../reference';

/**
 * An agent's region, by which reports, analytics and leaderboards break down and filter: its
 * Malaysian state (the name, as the reference data's id) or, for an Indonesian address, its
 * province (the reference data's code: Indonesian addresses leave the state blank). Report
 * summaries stamp it on the order at payment and on the agent at registration; a `state` filter
 * takes the same value, which the console picks from GET /state of the company's country (id).
 */
export function regionOf(u: { country?: string | null; state?: string | null; province?: string | null }): string {
  return ((u.country?.trim().toUpperCase() === 'ID' ? u.province : u.state) ?? '').trim();
}

/** The users column holding the agents' region in a company of `country` (under `alias`). */
export function regionColumn(country: Country | string, alias: string): string {
  return `${alias}.${country === 'ID' ? 'province' : 'state'}`;
}

/** Names of the regions of a company of `country`: a Malaysian state is its own name, a province code its province's. */
export function regionNames(country: Country | string): Map<string, string> {
  return new Map(states(country === 'ID' ? 'ID' : 'MY').map((a) => [a.id, a.name]));
}
