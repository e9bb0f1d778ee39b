import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { addBreadcrumb } from '../../../common/web/errorReporting';
import { ErrorBoundary } from '../system/ErrorBoundary';
import { PageLoader } from './PageLoader';

/**
 * Where a layout shows the current screen: a spinner while its code loads, and an error boundary
 * that starts afresh on each route, so one failed screen does not block the others.
 */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  useEffect(() => addBreadcrumb(`navigate ${pathname}`), [pathname]);
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
