import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../common/api/users';

interface Session {
  /** Loaded by the guard on first entry, or handed over by the login form. */
  user: CurrentUser | null;
  setUser: (user: CurrentUser | null) => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const value = useMemo(() => ({ user, setUser }), [user]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The signed-in user, for pages behind the guard. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser must be used behind RequireAuth');
  return user;
}
