import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../common/web/api';

/**
 * Runs `load` whenever `key` changes (nothing while it is null), with loading and error state and
 * a way to retry. An answer that arrives after the key changed is dropped, so a page never shows
 * the data of the filter it just left. `load` may be a new function on every render (an inline
 * arrow): the latest one is kept in a ref, so only a new key or a retry loads again.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>) {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: ApiError }>({ key: null });
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  }, [load]);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    latestLoad.current().then(
      (data) => current && setState({ key, data }),
      (error: ApiError) => current && setState({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : undefined,
    loading: key !== null && !fresh,
    retry: useCallback(() => {
      setState({ key: null });
      setAttempt((n) => n + 1);
    }, []),
  };
}
