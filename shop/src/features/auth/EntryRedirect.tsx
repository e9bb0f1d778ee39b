import { Navigate } from 'react-router-dom';
import { hasToken } from '../../../../common/web/storage';
import { PATHS } from '../../paths';

/** The opaque member and HQ entry paths: the dashboard when signed in, otherwise login for that kind of user. */
export default function EntryRedirect({ type }: { type: 'member' | 'hq' }) {
  return <Navigate to={hasToken() ? PATHS.home : `${PATHS.login}?type=${type}`} replace />;
}
