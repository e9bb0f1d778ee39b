import type { Test } from 'supertest';

/**
 * Reading the fulfilment PDFs back in tests: PDFKit (compress: false) writes each text run as a
 * TJ array of hex strings; the runs decoded and joined one per line give the page's text.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const run of source.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
    lines.push([...run[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}

/** Pages of the PDF (`/Type /Page` objects, not the `/Pages` tree). */
export const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/** Filled rectangles drawn (`re` … `f`): the bars of a barcode among them. */
export const pdfRects = (pdf: Buffer) => (pdf.toString('latin1').match(/ re\s*\nf/g) ?? []).length;

/** Runs a supertest request whose answer may be a file: the body as a Buffer, plus the JSON envelope when it is one. */
export async function binary(
  req: Test,
): Promise<{ status: number; type: string; body: Buffer; json: { meta: { message: string; errors?: Record<string, string> }; data: unknown } | null; disposition: string }> {
  const res = await req.buffer(true).parse((stream, done) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const body = res.body as Buffer;
  let json = null;
  if (/json/.test(res.type)) json = JSON.parse(body.toString('utf8'));
  return { status: res.status, type: res.type, body, json, disposition: String(res.headers['content-disposition'] ?? '') };
}
