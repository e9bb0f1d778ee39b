import { useEffect, useState } from 'react';
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

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => update({ q: typed.trim(), page: '' }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return { params, search, page, typed, setTyped, update };
}
