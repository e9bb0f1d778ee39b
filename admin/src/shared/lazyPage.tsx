import { Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { lazyScreen } from '../../../common/web/lazy';

/**
 * A console page whose code loads when it is first shown (its own chunk), with react-admin's
 * loading indicator meanwhile; a chunk that does not arrive fails into the layout's error page.
 * Areas declare their pages with this so that the console's first download stays small however
 * many areas there are (scripts/build-web.ts checks the budget).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazyScreen<P>(() => load().then((component) => ({ default: component })));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
