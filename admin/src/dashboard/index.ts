import type { ConsoleArea } from '../areas';

/** The console's home (Dashboard.tsx, react-admin's dashboard): only its texts are an area's. */
const area: ConsoleArea = {
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
