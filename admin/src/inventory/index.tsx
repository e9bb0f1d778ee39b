import type { ConsoleArea } from '../areas';

const area: ConsoleArea = {};

export default area;
