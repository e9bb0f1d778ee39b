import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { addBreadcrumb } from '../../../common/web/errorReporting';
import { usePageTitle } from '../../../common/web/site';
import { AREAS } from '../areas';
import { currentEntry } from './currentEntry';

const MENU = AREAS.flatMap((area) => area.menu ?? []);

/**
 * Names the browser tab after the console page and the company: its menu entry, else its
 * resource or its area's `<first segment>.title` text (e.g. profile.title), else the company alone.
 */
export function DocumentTitle() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const segment = pathname.split('/')[1];
  const entry = currentEntry(MENU, pathname);
  const title = !segment
    ? translate('admin.dashboard.title')
    : entry
      ? translate(entry.label, { smart_count: 2 })
      : translate(`resources.${segment}.name`, { smart_count: 2, _: translate(`${segment}.title`, { _: '' }) });
  usePageTitle(title || undefined);
  useEffect(() => addBreadcrumb(`navigate /admin${pathname}`), [pathname]);
  return null;
}
