import { LANGUAGES, type Lang } from '../../common/constants';
export { translate } from '../../common/messages';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first supported language of an Accept-Language header (`ms-MY`, `id`, `in` …). */
export function langFromHeader(header: string | undefined): Lang | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const lang = tag === 'in' ? 'id' : tag === 'may' || tag === 'zsm' ? 'ms' : tag;
    if (isLang(lang)) return lang;
  }
  return null;
}
