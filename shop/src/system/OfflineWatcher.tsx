import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../paths';

/** Shows the offline page whenever the browser loses the network (and on start when it has none). */
export function OfflineWatcher() {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (location.pathname === PATHS.offline) return;
    const from = location.pathname + location.search + location.hash;
    const goOffline = () => void navigate(PATHS.offline, { state: { from } });
    if (!navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    return () => window.removeEventListener('offline', goOffline);
  }, [location, navigate]);

  return null;
}
