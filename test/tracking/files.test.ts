import { expect } from 'chai';
import { strToU8, zipSync } from 'fflate';
import { parseCsv, readXlsx, trackingLines, UnreadableFileError, writeCsv, writeXlsx } from '../../server/modules/tracking/files';
import { sniff } from '../../server/platform/storage';

/** A workbook as Excel writes it: shared strings (one rich text), a number, a formula string, the sheet found through the relationships. */
function excelLike(): Buffer {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8(
        `<workbook ${ns} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Orders" sheetId="3" r:id="rId7"/><sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="x" Target="/xl/worksheets/sheet9.xml"/></Relationships>',
      ),
      'xl/sharedStrings.xml': strToU8(
        `<sst ${ns} count="4"><si><t>Tracking No.</t></si><si><r><t>Order</t></r><r><t xml:space="preserve"> No</t></r><rPh><t>ignored</t></rPh></si><si><t>SO00000001</t></si><si><t>A&amp;B &lt;1&gt;</t></si></sst>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet ${ns}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>`),
      'xl/worksheets/sheet9.xml': strToU8(
        `<worksheet ${ns}><sheetData>` +
          '<row r="1"><c r="A1" t="inlineStr"><is><t>Bulk tracking</t></is></c></row>' +
          '<row r="3"><c r="B3" t="s"><v>1</v></c><c r="D3" t="s"><v>0</v></c></row>' +
          '<row r="4"><c r="B4" t="s"><v>2</v></c><c r="D4"><v>123456789012</v></c></row>' +
          '<row r="5"><c r="B5" s="2"/><c r="D5" s="2"/></row>' +
          '<row r="6"><c r="B6" t="str"><f>A1</f><v>SO2</v></c><c r="D6" t="s"><v>3</v></c></row>' +
          '</sheetData></worksheet>',
      ),
    }),
  );
}

describe('tracking files: CSV and XLSX', () => {
  it('parses CSV with a BOM, quotes, commas and line breaks in quotes, CRLF, LF and CR', () => {
    const text = '\ufeffOrder No,Tracking No\r\n"SO1, x","T""1"\r\n"multi\nline",T2\nSO3,T3\rSO4,T4';
    expect(parseCsv(Buffer.from(text, 'utf8'))).to.deep.equal([
      ['Order No', 'Tracking No'],
      ['SO1, x', 'T"1'],
      ['multi\nline', 'T2'],
      ['SO3', 'T3'],
      ['SO4', 'T4'],
    ]);
  });

  it('guesses semicolons and tabs from the first line, reads Windows-1252 text', () => {
    expect(parseCsv('Order;Tracking\nSO1;T,1\n')).to.deep.equal([
      ['Order', 'Tracking'],
      ['SO1', 'T,1'],
    ]);
    expect(parseCsv('Order\tTracking\nSO1\tT1')).to.deep.equal([
      ['Order', 'Tracking'],
      ['SO1', 'T1'],
    ]);
    expect(parseCsv(Buffer.from([0x4f, 0x2c, 0x54, 0x0a, 0x53, 0xe9, 0x2c, 0x31]))).to.deep.equal([
      ['O', 'T'],
      ['Sé', '1'],
    ]);
  });

  it('reads the first sheet of an Excel-like workbook: shared strings, rich text, numbers, formula strings, entities', async () => {
    const grid = await readXlsx(excelLike());
    expect(grid[0]).to.deep.equal(['Bulk tracking']);
    expect(grid[2]).to.deep.equal(['', 'Order No', '', 'Tracking No.']);
    expect(grid[3]).to.deep.equal(['', 'SO00000001', '', '123456789012']);
    expect(grid[5]).to.deep.equal(['', 'SO2', '', 'A&B <1>']);
    expect(trackingLines(grid)).to.deep.equal([
      { rowNo: 4, orderNo: 'SO00000001', trackingNo: '123456789012' },
      { rowNo: 6, orderNo: 'SO2', trackingNo: 'A&B <1>' },
    ]);
  });

  it('writes XLSX and CSV that read back the same, and sniffs them by content', async () => {
    const rows = [
      ['Order No', 'Tracking No'],
      ['SO<1>&"', 42],
    ];
    const xlsx = writeXlsx(rows);
    expect(sniff(xlsx)).to.equal('xlsx');
    expect(await readXlsx(xlsx)).to.deep.equal([
      ['Order No', 'Tracking No'],
      ['SO<1>&"', '42'],
    ]);
    const csv = writeCsv(rows);
    expect(sniff(csv)).to.equal('csv');
    expect(parseCsv(csv)).to.deep.equal([
      ['Order No', 'Tracking No'],
      ['SO<1>&"', '42'],
    ]);
    expect(sniff(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]))).to.equal(null);
  });

  it('refuses ZIPs that are not workbooks, and finds no header without order and tracking columns', async () => {
    const refused = (buffer: Buffer) =>
      readXlsx(buffer).then(
        () => null,
        (error: unknown) => error,
      );
    expect(await refused(Buffer.from(zipSync({ 'a.txt': strToU8('hello') })))).to.be.instanceOf(UnreadableFileError);
    expect(await refused(Buffer.from('PK\u0003\u0004garbage'))).to.be.instanceOf(UnreadableFileError);
    expect(
      trackingLines([
        ['Name', 'Phone'],
        ['a', 'b'],
      ]),
    ).to.equal(null);
    expect(trackingLines([['No. Pesanan', 'No. Resi'], [' SO1 ', ' R1 '], [' ', ''], ['SO2']])).to.deep.equal([
      { rowNo: 2, orderNo: 'SO1', trackingNo: 'R1' },
      { rowNo: 4, orderNo: 'SO2', trackingNo: '' },
    ]);
  });
});
