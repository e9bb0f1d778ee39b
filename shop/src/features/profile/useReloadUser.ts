import { fetchCurrentUser } from '../../../../common/web/session';
import { useSession } from '../../session/SessionContext';

/** After a profile change, the session's copy of the user is loaded again. */
export function useReloadUser() {
  const { setUser } = useSession();
  return async () => setUser(await fetchCurrentUser());
}
