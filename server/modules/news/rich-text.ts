/**
 * The rich text of a news post, reduced to a safe subset before it is stored: a few formatting
 * tags without attributes, links to http(s) and mailto addresses only, every other tag dropped
 * (script, style and the like with their content), all text escaped and the tags balanced. What
 * comes out is rebuilt from scratch, never passed through, so it is safe to show as HTML
 * whatever came in; the agent app renders it as is.
 */

const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a']);
/** What editors write for the same thing (a browser's editable area writes div for a line). */
const RENAMED: Record<string, string> = { div: 'p', h1: 'h2', h5: 'h4', h6: 'h4', strike: 's', del: 's' };
const VOID = new Set(['br']);
/** Tags whose content is code or a widget, never text: dropped with their content. */
const DROP_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'select', 'head', 'xmp', 'noembed', 'noframes']);
const LINK_SCHEME = /^(https?:\/\/|mailto:)/i;

/**
 * A comment, a declaration or processing instruction, or a start or end tag with its attributes.
 * An attribute name or unquoted value never holds `<`, so a run of unfinished tags fails at once
 * instead of being rescanned from each `<` (linear time however the text is made).
 */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Text as HTML: entity references are kept, every other `&` and the angle brackets escaped. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (value: string) =>
  value.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|amp|lt|gt|quot|apos|nbsp);/gi, (all, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? all;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

/**
 * The link address of an `a` tag's attributes, or null. The scheme must be written out plainly
 * both before and after entity references are read, so no encoded `javascript:` gets through.
 */
function linkOf(attributes: string): string | null {
  for (const m of attributes.matchAll(ATTRIBUTE)) {
    if (m[1].toLowerCase() !== 'href') continue;
    const raw = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    const href = decode(raw);
    return LINK_SCHEME.test(raw) && LINK_SCHEME.test(href) && !/[\s\u0000-\u001f]/.test(href) ? href : null;
  }
  return null;
}

export function sanitizeRichText(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let at = 0;
  const close = (depth: number) => {
    while (open.length > depth) out.push(`</${open.pop()}>`);
  };
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(input); m; m = TOKEN.exec(input)) {
    out.push(escapeText(input.slice(at, m.index)));
    at = TOKEN.lastIndex;
    if (!m[2]) continue; // a comment or declaration
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (DROP_CONTENT.has(name)) {
      if (closing) continue;
      const end = input.toLowerCase().indexOf(`</${name}`, at);
      at = end < 0 ? input.length : input.indexOf('>', end) + 1 || input.length;
      TOKEN.lastIndex = at;
      continue;
    }
    const tag = RENAMED[name] ?? name;
    if (!ALLOWED.has(tag)) continue;
    if (closing) {
      const depth = open.lastIndexOf(tag);
      if (depth >= 0) close(depth);
      continue;
    }
    if (VOID.has(tag)) {
      out.push(`<${tag}>`);
      continue;
    }
    if (tag === 'a') {
      const href = linkOf(m[3]);
      // A link without a safe address keeps its text only.
      if (!href) continue;
      out.push(`<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer nofollow">`);
    } else {
      out.push(`<${tag}>`);
    }
    open.push(tag);
  }
  out.push(escapeText(input.slice(at)));
  close(0);
  return out.join('').trim();
}

/** The words of the text without its tags, for a headline's preview and the "has content" check. */
export function plainText(html: string): string {
  return decode(html.replace(/<br>|<\/(p|li|h2|h3|h4|blockquote)>/g, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
