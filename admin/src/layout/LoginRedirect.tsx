import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ADMIN_BASE } from '../../../common/web/constants';
import { sharedLoginUrl } from '../providers/authProvider';

/**
 * The console has no login form of its own: react-admin's login route forwards to the shared
 * login page, which brings the user back to the console page they were sent away from.
 */
export function LoginRedirect() {
  const state = useLocation().state as { nextPathname?: string; nextSearch?: string } | null;
  // Once, on arrival.
  const leave = useEffectEvent(() => {
    const back = state?.nextPathname ? `${ADMIN_BASE.slice(0, -1)}${state.nextPathname}${state.nextSearch ?? ''}` : ADMIN_BASE;
    window.location.replace(sharedLoginUrl(back));
  });
  useEffect(() => leave(), []);
  return null;
}
