import type { ConsoleArea } from '../areas';
import { layoutTexts } from './messages';

/** The console frame's own texts (menu sections, 404 page, list errors) as an area of their own. */
const area: ConsoleArea = { messages: layoutTexts };

export default area;
