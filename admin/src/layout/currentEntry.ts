import type { MenuEntry } from '../areas';

/** The menu entry of the page shown: the longest address that the path is, or lies under. */
export function currentEntry(entries: MenuEntry[], pathname: string): MenuEntry | undefined {
  return entries.filter((e) => pathname === e.to || pathname.startsWith(`${e.to}/`)).sort((a, b) => b.to.length - a.to.length)[0];
}
