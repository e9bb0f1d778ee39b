import QRCode from 'qrcode';

/**
 * QR codes drawn into PDFKit documents as vector squares (no PNG round trip): sharp at any zoom or
 * print resolution, a few hundred bytes of path operators, and no image decoder involved. Used for
 * the validation link of LHDN e-invoices, whose QR code the visual copy of a validated document
 * carries (docs/einvoice.md, "PDF").
 *
 * The symbol comes from `qrcode`'s encoder (`QRCode.create(text).modules`): error correction M
 * (15 % of the symbol may be damaged, a middle course between size and robustness for a printed
 * link of about a hundred characters) and the standard quiet zone of 4 modules
 * on every side, left white (the pages are white; a dark background would need a white square
 * behind it). The dark modules of a row are merged into one rectangle per run and the whole symbol
 * is filled once, so the path is `n re … f` between `q … Q` in the content stream.
 */

type Doc = PDFKit.PDFDocument;

export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/** The quiet zone around the symbol, in modules (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

/** The symbol of `text` as rows of dark (true) and light (false) modules, without the quiet zone. */
export function qrMatrix(text: string, level: QrLevel = 'M'): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1));
}

/** Runs of dark modules per row: [row, first column, length]. */
export function darkRuns(matrix: readonly (readonly boolean[])[]): Array<[number, number, number]> {
  const runs: Array<[number, number, number]> = [];
  matrix.forEach((cells, row) => {
    let start = -1;
    cells.forEach((dark, col) => {
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    });
    if (start >= 0) runs.push([row, start, cells.length - start]);
  });
  return runs;
}

export interface DrawnQr {
  /** Modules per side of the symbol (21 for version 1, +4 per version). */
  modules: number;
  /** Side of one module, in points. */
  moduleSize: number;
  /** Where the symbol itself starts (inside the quiet zone), in points. */
  x: number;
  y: number;
}

/**
 * Draws the QR code of `text` with its top-left corner (quiet zone included) at (x, y), `size`
 * points wide and high (quiet zone included). Leaves the fill colour black and the cursor alone.
 */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number, level: QrLevel = 'M'): DrawnQr {
  const matrix = qrMatrix(text, level);
  const modules = matrix.length;
  const moduleSize = size / (modules + 2 * QR_QUIET_ZONE);
  const x0 = x + QR_QUIET_ZONE * moduleSize;
  const y0 = y + QR_QUIET_ZONE * moduleSize;
  doc.save();
  for (const [row, col, length] of darkRuns(matrix)) doc.rect(x0 + col * moduleSize, y0 + row * moduleSize, length * moduleSize, moduleSize);
  doc.fill('black');
  doc.restore();
  return { modules, moduleSize, x: x0, y: y0 };
}

/**
 * The font size (from `max` down to `min`, in quarter points) at which `text` fits on one line of
 * `width` in the current font: the link printed beside its QR code stays one line, readable and
 * copied whole. Sets it on the document and returns it; a text too long even at `min` wraps.
 */
export function fitFontSize(doc: Doc, text: string, width: number, max: number, min = 6): number {
  let size = max;
  doc.fontSize(size);
  while (size > min && doc.widthOfString(text) > width) {
    size -= 0.25;
    doc.fontSize(size);
  }
  return size;
}
