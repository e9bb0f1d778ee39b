import type { MenuGroup } from '../../areas';

/** The console frame's texts: menu sections, the 404 page and the list error (shared/List.tsx); English defines the shape. */
const en = {
  menu: {
    groups: { sales: 'Sales', catalogue: 'Catalogue', network: 'Network', marketing: 'Marketing', money: 'Money', reports: 'Reports', setup: 'Setup' } satisfies Record<MenuGroup, string>,
  },
  notFound: {
    text: 'The page you are looking for does not exist or has moved.',
    back: 'Back to dashboard',
  },
  list: {
    error: 'The list could not be loaded.',
    retry: 'Retry',
  },
};

export default en;
