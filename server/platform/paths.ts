import fs from 'node:fs';
import path from 'node:path';

/**
 * The project folder: the nearest folder above this file holding package.json. The same code
 * runs from the sources (tsx) and compiled into dist/ (the production image), so paths to the
 * built front ends and package.json are taken from here, never from `__dirname` depth.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const ROOT = findRoot(__dirname);
