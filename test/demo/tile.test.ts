import zlib from 'node:zlib';
import { expect } from 'chai';
import { encodePng, letterTile } from '../../db/tile';
import { sniff } from '../../server/platform/storage';

/** The chunks of a PNG: type → data (IDAT chunks joined). */
function chunks(png: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    out.set(type, Buffer.concat([out.get(type) ?? Buffer.alloc(0), data]));
    at += 12 + length;
  }
  return out;
}

/** The RGB of pixel (x, y) of an 8-bit RGB PNG written with filter 0. */
function pixel(png: Buffer, x: number, y: number): number[] {
  const c = chunks(png);
  const width = c.get('IHDR')!.readUInt32BE(0);
  const rows = zlib.inflateSync(c.get('IDAT')!);
  const at = y * (width * 3 + 1) + 1 + x * 3;
  return [rows[at]!, rows[at + 1]!, rows[at + 2]!];
}

describe('demo catalogue pictures (db/tile.ts)', () => {
  it('encodes a PNG that the upload check recognises, with the given size and pixels', () => {
    const rgb = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = encodePng(2, 2, rgb);
    expect(sniff(png)).to.equal('png');
    const ihdr = chunks(png).get('IHDR')!;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).to.deep.equal([2, 2, 8, 2]);
    expect(pixel(png, 1, 0)).to.deep.equal([0, 255, 0]);
    expect(pixel(png, 1, 1)).to.deep.equal([10, 20, 30]);
    // The CRC of the (empty) IEND chunk is the well-known AE 42 60 82.
    expect(png.subarray(-4).toString('hex')).to.equal('ae426082');
  });

  it("draws the name's initial in white on the name's own colour, small enough to serve", () => {
    const glow = letterTile('Glow Serum 30ml');
    expect(sniff(glow)).to.equal('png');
    expect(glow.length).to.be.below(50_000);
    const background = pixel(glow, 2, 2);
    expect(background).to.not.deep.equal([255, 255, 255]);
    // "G": its top bar (row 0, columns 1–3 of the 5×7 glyph) is white, the glyph's top-left corner is not.
    const scale = Math.floor(256 / 12);
    const left = Math.floor((256 - 5 * scale) / 2);
    const top = Math.floor((256 - 7 * scale) / 2);
    expect(pixel(glow, left + 2 * scale, top + 1)).to.deep.equal([255, 255, 255]);
    expect(pixel(glow, left + 1, top + 1)).to.deep.equal(background);
    expect(letterTile('Glow Serum 30ml').equals(glow)).to.equal(true);
    expect(pixel(letterTile('Hydra Toner 100ml'), 2, 2)).to.not.deep.equal(background);
  });
});
