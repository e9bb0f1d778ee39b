import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../../../common/web/session';
import { PageLoader } from '../../layout/PageLoader';
import { PATHS } from '../../paths';
import { useSession } from '../../session/SessionContext';

/** Clears local storage and goes to the login page. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const { setUser } = useSession();
  useEffect(() => {
    signOut();
    setUser(null);
    void navigate(PATHS.login, { replace: true });
  }, [navigate, setUser]);
  return <PageLoader />;
}
