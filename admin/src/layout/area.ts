import type { ConsoleArea } from '../areas';

/** The console frame's own texts (menu sections, 404 page, list errors) as an area of their own. */
const area: ConsoleArea = { messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') } };

export default area;
