/**
 * A Content-Disposition header that downloads a file under its name (RFC 6266) that no name can break: `filename` is
 * an ASCII fallback (anything outside printable ASCII, quotes, backslashes, percent signs, slashes
 * and semicolons become `_`), and `filename*` (RFC 5987) carries the name exactly, UTF-8 and
 * percent-encoded. Control characters (CR, LF) never reach the header; a lone surrogate (which
 * cannot be encoded) becomes U+FFFD.
 */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  const fallback = clean.replace(/[^\x20-\x7e]|["\\%/;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
