import type { ConsoleArea } from '../areas';

/** Issue 8 console area — filled in by its pages. */
const area: ConsoleArea = {};

export default area;
