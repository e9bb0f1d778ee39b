import { useLocaleState, useTranslate } from 'react-admin';
import type { Lang } from '../../../common/constants';

/**
 * A translator over texts that travel with a page's lazy chunk instead of the console's language
 * chunk (whose size counts in the first screen's JavaScript budget): `translate('area.key',
 * { name })` with `%{name}` parameters, in the console's language. A key the page's texts lack is
 * translated by the console's own catalogue (shared labels, react-admin's), so nothing shows raw.
 */
export function pageTranslator(catalogs: Record<Lang, object>) {
  return function usePageTranslate(): (key: string, params?: Record<string, unknown>) => string {
    const [locale] = useLocaleState();
    const translate = useTranslate();
    const texts = catalogs[locale as Lang] ?? catalogs.en;
    return (key, params = {}) => {
      let node: unknown = texts;
      for (const part of key.split('.')) node = node !== null && typeof node === 'object' && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined;
      if (typeof node !== 'string') return translate(key, params);
      return node.replace(/%\{(\w+)\}/g, (_, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : ''));
    };
  };
}
