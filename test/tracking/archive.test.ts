import { expect } from 'chai';
import { Zip, ZipDeflate, strToU8, zipSync } from 'fflate';
import { readXlsx, UnreadableFileError, writeXlsx } from '../../server/modules/tracking/files';
import { ZIP_LIMITS, openZip } from '../../server/platform/zip';
import { BulkTrackingJob } from '../../server/modules/tracking/models';
import { idle } from '../../server/modules/tracking/service';
import { shop } from '../orders/factories';

/**
 * Archive bombs (platform/zip.ts): an XLSX whose sheet declares 1 KB but really inflates to
 * 200 MB of repeated bytes, a few hundred KB uploaded.
 */
const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const workbookParts = {
  '[Content_Types].xml': strToU8(`${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`),
  'xl/workbook.xml': strToU8(`${head}<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`),
  'xl/_rels/workbook.xml.rels': strToU8(`${head}<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>`),
};

/** The workbook with a sheet of `megabytes` MB (a header row, then one cell repeating 'A'), streamed into the ZIP. */
function bomb(megabytes: number): Buffer {
  const out: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    out.push(chunk);
  });
  for (const [name, data] of Object.entries(workbookParts)) {
    const entry = new ZipDeflate(name);
    zip.add(entry);
    entry.push(data, true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 9 });
  zip.add(sheet);
  sheet.push(
    strToU8(
      `${head}<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Order No</t></is></c><c r="B1" t="inlineStr"><is><t>Tracking No</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`,
    ),
  );
  const block = new Uint8Array(1024 * 1024).fill(0x41);
  for (let i = 0; i < megabytes; i++) sheet.push(block);
  sheet.push(strToU8('</t></is></c></row></sheetData></worksheet>'), true);
  zip.end();
  const buffer = Buffer.concat(out);
  // The lie: every entry of the central directory declares 1 KB uncompressed.
  for (let p = buffer.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); p >= 0; p = buffer.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), p + 4)) buffer.writeUInt32LE(1024, p + 24);
  return buffer;
}

/**
 * Runs `work` while a 10 ms interval ticks; returns its result or error, how long it took and the
 * longest gap between ticks. Tests run it several times and hold the best run to 200 ms (every run
 * to 1 s): reading that blocks the loop does so on every run, while a run on a loaded machine
 * (the process descheduled, a GC pause) is slow now and then.
 */
async function timed<T>(work: () => Promise<T>) {
  let last = performance.now();
  let gap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await work().then(
      (value) => ({ value, error: null as unknown }),
      (error: unknown) => ({ value: null, error }),
    );
    return { ...result, ms: performance.now() - started, gap: Math.max(gap, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

describe('bulk tracking: archive limits', function () {
  this.timeout(60_000);
  let payload: Buffer;
  before(() => {
    payload = bomb(200);
  });

  it('a sheet that declares 1 KB and inflates to 200 MB is refused quickly, the event loop keeps ticking', async () => {
    expect(payload.length).to.be.below(1024 * 1024);
    const gaps: number[] = [];
    for (let i = 0; i < 3; i++) {
      const run = await timed(() => readXlsx(payload));
      expect(run.error).to.be.instanceOf(UnreadableFileError);
      expect((run.error as UnreadableFileError).tooLarge).to.equal(true);
      expect(run.ms).to.be.below(2000);
      gaps.push(run.gap);
    }
    expect(Math.min(...gaps), `tick gaps ${gaps}`).to.be.below(200);
    expect(Math.max(...gaps), `tick gaps ${gaps}`).to.be.below(1000);
  });

  it('the upload answers a translated 422 "too large when unpacked" in under 2 s without stalling other work, and creates no job', async () => {
    const s = await shop(1);
    const messages = {
      en: /^The file is too large when unpacked/,
      id: /^Berkas terlalu besar saat dibuka/,
      ms: /^Fail terlalu besar apabila dibuka/,
    };
    const gaps: number[] = [];
    for (const [lang, message] of Object.entries(messages)) {
      const run = await timed(() =>
        s.http
          .post('/bulk-tracking/upload', s.hq)
          .set('Accept-Language', lang)
          .attach('file', payload, 'bomb.xlsx')
          .then((r) => r),
      );
      expect(run.value!.status, JSON.stringify(run.value!.body)).to.equal(422);
      expect(run.value!.body.meta.errors.file).to.match(message);
      expect(run.ms).to.be.below(2000);
      gaps.push(run.gap);
    }
    expect(Math.min(...gaps), `tick gaps ${gaps}`).to.be.below(200);
    expect(Math.max(...gaps), `tick gaps ${gaps}`).to.be.below(1000);
    expect(await BulkTrackingJob.of(s.c.ctx).resultSize()).to.equal(0);

    const normal = await s.http.post('/bulk-tracking/upload', s.hq).attach(
      'file',
      writeXlsx([
        ['Order No', 'Tracking No'],
        ['SO1', 'T1'],
      ]),
      'ok.xlsx',
    );
    expect(normal.status, JSON.stringify(normal.body)).to.equal(201);
    await idle();
    expect((await BulkTrackingJob.of(s.c.ctx).findById(normal.body.data.id))!.status).to.equal('done');
  });

  it('counts real bytes per entry and in total, reads only the entries asked for, and refuses what is not a plain ZIP', async () => {
    const part = (n: number) => new Uint8Array(n).fill(0x42);
    const zip = Buffer.from(zipSync({ a: part(3000), b: part(3000), c: part(3000), stored: [part(100), { level: 0 }] }));
    const limits = { maxEntryBytes: 3000, maxTotalBytes: 7000, maxEntries: 10 };
    const reader = openZip(zip, limits);
    expect((await reader.read('A'))!.length).to.equal(3000);
    expect((await reader.read('stored'))!.length).to.equal(100);
    expect(await reader.read('missing')).to.equal(null);
    expect((await reader.read('b'))!.length).to.equal(3000);
    const over = await reader.read('c').catch((error: unknown) => error);
    expect((over as Error).constructor.name).to.equal('ZipTooLargeError');
    const one = await openZip(zip, { ...limits, maxEntryBytes: 2999 })
      .read('a')
      .catch((error: unknown) => error);
    expect((one as Error).constructor.name).to.equal('ZipTooLargeError');
    expect(() => openZip(zip, { ...limits, maxEntries: 3 })).to.throw(/too many entries/);
    expect(() => openZip(Buffer.from('PK\u0005\u0006 not really'))).to.throw();
    const corrupt = Buffer.from(zip);
    corrupt.fill(0xff, 40, 60);
    expect(
      (
        (await openZip(corrupt)
          .read('a')
          .catch((error: unknown) => error)) as Error
      ).constructor.name,
    ).to.equal('ZipInvalidError');
    expect(ZIP_LIMITS).to.deep.equal({ maxEntryBytes: 8 * 1024 * 1024, maxTotalBytes: 20 * 1024 * 1024, maxEntries: 10_000 });
  });
});
