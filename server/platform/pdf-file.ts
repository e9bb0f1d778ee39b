import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Ends a PDFKit document into a file of its own in the temporary directory and returns its path:
 * the routes stream the file and remove it (a document of many pages is never held in memory
 * whole). `prefix` names the file's kind (`doc`, `einvoice`) for whoever looks in the directory.
 */
export async function savePdf(doc: PDFKit.PDFDocument, prefix: string): Promise<string> {
  const file = path.join(os.tmpdir(), `${prefix}-${crypto.randomUUID()}.pdf`);
  const out = fs.createWriteStream(file);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);
  doc.end();
  await done;
  return file;
}
