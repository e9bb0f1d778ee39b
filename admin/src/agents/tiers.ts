import { useLoad } from '../shared/query';
import { tierChoices, tiers, type Choice, type TierRef } from './api';

/**
 * The company's tiers for pickers, loaded once and shared by every page that offers them (apart
 * from api.ts, which loads with the console: these hooks belong to the pages' chunks).
 */

/** The company's tiers, rank 1 (highest) first; empty while loading or when they cannot be read (the pickers that offer them stay empty). */
export function useTiers(): TierRef[] {
  return useLoad(['agents', 'tiers'], async () => [...(await tiers())].sort((a, b) => a.rankNumber - b.rankNumber)).data ?? [];
}

/** The tiers as choices ("1. Master Stockist"); empty while loading or when they cannot be read. */
export function useTierChoices(): Choice[] {
  return useLoad(['agents', 'tierChoices'], tierChoices).data ?? [];
}
