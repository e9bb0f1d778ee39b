import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { ApiErrorDialogs } from '../../../common/web/components/ApiErrorDialogs';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { DocumentTitle } from './DocumentTitle';

/**
 * react-admin's layout (its menu lists the resources canAccess allows) with the company app bar,
 * the 401 and 429 dialogs (docs/rules.md) and the document title.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {/* Before the page, so that a page naming itself (the 404) has the last word. */}
      <DocumentTitle />
      {children}
      <ApiErrorDialogs />
    </RaLayout>
  );
}
