import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { addBreadcrumb } from '../../../common/web/errorReporting';
import { usePageTitle } from '../../../common/web/site';

/** Names the browser tab after the console page (its resource, or the dashboard) and the company. */
export function DocumentTitle() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const resource = pathname.split('/')[1];
  usePageTitle(resource ? translate(`resources.${resource}.name`, { smart_count: 2, _: resource }) : translate('admin.dashboard.title'));
  useEffect(() => addBreadcrumb(`navigate /admin${pathname}`), [pathname]);
  return null;
}
