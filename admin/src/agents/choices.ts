import { useLoad } from '../shared/query';
import { bankChoices, tierChoices, tiers, type Choice, type TierRef } from './api';

/**
 * The choices that pages and forms offer about agents (tiers, banks), each loaded once and shared
 * by every page that offers it. Kept apart from api.ts, which loads with the console's first
 * screen: these hooks belong to the pages' chunks.
 */

/** The company's tiers, rank 1 (highest) first; empty while loading or when they cannot be read (the pickers that offer them stay empty). */
export function useTiers(): TierRef[] {
  return useLoad(['agents', 'tiers'], async () => [...(await tiers())].sort((a, b) => a.rankNumber - b.rankNumber)).data ?? [];
}

/** The tiers as choices ("1. Master Stockist"); empty while loading or when they cannot be read. */
export function useTierChoices(): Choice[] {
  return useLoad(['agents', 'tierChoices'], tierChoices).data ?? [];
}

/** The banks of a country (GET /list-bank); empty while loading, when they cannot be read, or while not `enabled`. */
export function useBankChoices(country: string, enabled = true): Choice[] {
  return useLoad(['agents', 'banks', country], enabled ? () => bankChoices(country) : null).data ?? [];
}
