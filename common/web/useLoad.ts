import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from './api';

/**
 * Runs `load` whenever `key` changes (nothing while it is null), with loading and error state and
 * a retry, for the agent app and the public store. `load` may be a new function on every render:
 * the latest one is kept in a ref, so only a new key or a retry loads again. `initial` is data the server already put in
 * the page for this key (the `store-data` script), so the first screen paints without a round
 * trip. An answer that arrives after the key changed is dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, initial?: T) {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: ApiError }>(() => (initial === undefined ? { key: null } : { key, data: initial }));
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  }, [load]);
  const fresh = state.key === key;
  const have = fresh && (state.data !== undefined || state.error !== undefined);

  useEffect(() => {
    if (key === null || have) return;
    let current = true;
    latestLoad.current().then(
      (data) => current && setState({ key, data }),
      (error: ApiError) => current && setState({ key, error }),
    );
    return () => {
      current = false;
    };
    // `have` only stops a load the server already answered; a new key or a retry loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : undefined,
    loading: key !== null && !have,
    retry: useCallback(() => {
      setState({ key: null });
      setAttempt((n) => n + 1);
    }, []),
  };
}
