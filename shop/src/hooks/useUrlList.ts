import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const SEARCH_DELAY_MS = 300;

/**
 * A list's search, page and filters kept in the address (so coming back to the page keeps them):
 * `typed` is the search box, written to `q` (and back to page 1) after a short pause; `update`
 * sets or clears parameters, replacing the history entry.
 */
export function useUrlList() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  // Only typing starts the pause: a search changed through the address (back, a link) is not
  // overwritten by the box. The address is read when the pause ends.
  const writeSearch = useEffectEvent(() => {
    if (typed.trim() !== search) update({ q: typed.trim(), page: '' });
  });
  useEffect(() => {
    const timer = setTimeout(writeSearch, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return { params, search, page, typed, setTyped, update };
}
