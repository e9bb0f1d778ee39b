import { expect } from 'chai';
import { Order, OrderEvent } from '../../server/modules/orders/models';
import { BulkTrackingJob, BulkTrackingRow } from '../../server/modules/tracking/models';
import { idle, runJob } from '../../server/modules/tracking/service';
import { writeCsv, writeXlsx } from '../../server/modules/tracking/files';
import { clock } from '../../server/platform/time';
import { createCourier } from '../couriers/factories';
import { EXE, PNG } from '../catalog/factories';
import { login, newUser, platform } from '../harness';
import { buyer, pickupOrder, shop, tokenOf, type Shop } from '../orders/factories';

type Stage = 'unpaid' | 'approval' | 'to_ship' | 'delivery' | 'cancelled' | 'completed';

/** A new agent's courier order (HQ sells), brought to `stage` by HQ. */
async function courierOrder(s: Shop, courierId: number, stage: Stage): Promise<{ id: number; orderNo: string }> {
  const token = tokenOf(s.c, await buyer(s.c, s.tier.id));
  await s.http.post('/sales/my-shop/add-cart', token).send({ itemType: 'product', productId: s.product.id, quantity: 1 });
  const body = { shipmentType: 'courier', shipmentId: courierId, paymentType: 'manual' };
  const quote = await s.http.post('/sales/my-shop/quote', token).send(body);
  const placed = await s.http.post('/sales/my-shop/checkout', token).send({ ...body, totalPaid: quote.body.data.grandTotal, sessionId: `s-${Math.random()}` });
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  const { id, orderNo } = placed.body.data as { id: number; orderNo: string };
  const step = async (path: string, data: object) => {
    const res = await s.http.post(path, s.hq).send(data);
    if (res.status !== 200) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
  };
  if (stage === 'cancelled') await step('/manage-orders/cancel', { ids: [id] });
  if (['approval', 'to_ship', 'delivery', 'completed'].includes(stage)) await step('/manage-orders/mark-paid', { id });
  if (['to_ship', 'delivery', 'completed'].includes(stage)) await step('/manage-orders/approve', { ids: [id] });
  if (['delivery', 'completed'].includes(stage)) await step('/manage-orders/tracking', { id, trackingNo: 'OLD-1' });
  if (stage === 'completed') await step('/manage-orders/complete', { id });
  return { id, orderNo };
}

async function trackingShop() {
  const s = await shop(100);
  const courier = await createCourier(s.c.host, s.hq);
  return { s, courier };
}

const send = (s: Shop, token: string, file: Buffer, name: string) => s.http.post('/bulk-tracking/upload', token).attach('file', file, name);

/** Waits for the job's background run and returns its detail. */
async function finished(s: Shop, token: string, jobId: number) {
  await idle();
  const res = await s.http.get(`/bulk-tracking/${jobId}`, token);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.data;
}

const stageOf = async (s: Shop, id: number) => (await Order.of(s.c.ctx).findById(id))!;

describe('bulk tracking', function () {
  this.timeout(60_000);

  it('processes a CSV with good and bad rows: orders move to delivery, failed rows have their reasons', async () => {
    const { s, courier } = await trackingShop();
    const ship1 = await courierOrder(s, courier.id, 'to_ship');
    const ship2 = await courierOrder(s, courier.id, 'to_ship');
    const delivered = await courierOrder(s, courier.id, 'delivery');
    const unpaid = await courierOrder(s, courier.id, 'unpaid');
    const approval = await courierOrder(s, courier.id, 'approval');
    const cancelled = await courierOrder(s, courier.id, 'cancelled');
    const completed = await courierOrder(s, courier.id, 'completed');
    const pickupToken = tokenOf(s.c, await buyer(s.c, s.tier.id));
    const pickup = (await pickupOrder(s, pickupToken, 1)).body.data as { id: number; orderNo: string };
    await s.http.post('/manage-orders/mark-paid', s.hq).send({ id: pickup.id });
    await s.http.post('/manage-orders/approve', s.hq).send({ ids: [pickup.id] });

    const csv = writeCsv([
      ['Order No', 'Customer', 'Tracking No'],
      [ship1.orderNo, 'a, b', 'EM111MY'],
      [ship2.orderNo.toLowerCase(), '', ' JT222 '],
      [delivered.orderNo, '', 'NEW-333'],
      [unpaid.orderNo, '', 'X1'],
      [approval.orderNo, '', 'X2'],
      [cancelled.orderNo, '', 'X3'],
      [completed.orderNo, '', 'X4'],
      [pickup.orderNo, '', 'X5'],
      ['SO99999999', '', 'X6'],
      [ship1.orderNo, '', 'DUP'],
      ['', '', ''],
      ['', '', 'X7'],
      ['SO77777777', '', ''],
      [ship2.orderNo + 'Z', '', 'T'.repeat(61)],
    ]);
    const res = await send(s, s.hq, csv, 'tracking.csv');
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.meta.message).to.equal('File uploaded. Its rows are being processed.');
    expect(res.body.data).to.include({ fileName: 'tracking.csv', status: 'queued', totalRows: 13, okRows: 0, failedRows: 0 });

    const job = await finished(s, s.hq, res.body.data.id);
    expect(job).to.include({ status: 'done', totalRows: 13, okRows: 3, failedRows: 10, pendingRows: 0, error: null });
    expect(job.finishedAt).to.be.a('string');
    const reasons = Object.fromEntries(job.failures.map((f: { rowNo: number; reason: string }) => [f.rowNo, f.reason]));
    expect(reasons).to.deep.equal({
      5: 'The order is not paid yet.',
      6: 'The order is not approved yet (it is waiting for approval).',
      7: 'The order is cancelled.',
      8: 'The order is already completed.',
      9: 'Not a courier order (self pickup orders have no tracking number).',
      10: 'Order not found.',
      11: 'The order appears more than once in the file; only its first row is used.',
      13: 'The order number is missing.',
      14: 'The tracking number is missing.',
      15: 'The tracking number is longer than 60 characters.',
    });
    expect(job.failures[0]).to.include({ rowNo: 5, orderNo: unpaid.orderNo, trackingNo: 'X1', reasonKey: 'tracking.row.notPaid' });

    expect(await stageOf(s, ship1.id)).to.include({ stage: 'delivery', trackingNo: 'EM111MY' });
    expect(await stageOf(s, ship2.id)).to.include({ stage: 'delivery', trackingNo: 'JT222' });
    expect(await stageOf(s, delivered.id)).to.include({ stage: 'delivery', trackingNo: 'NEW-333' });
    for (const o of [unpaid, approval, cancelled, completed, pickup]) expect((await stageOf(s, o.id)).trackingNo).to.not.be.oneOf(['X1', 'X2', 'X3', 'X4', 'X5']);
    const events = await OrderEvent.of(s.c.ctx).where('orderId', ship1.id).orderBy('id');
    expect(events.map((e) => e.action)).to.deep.equal(['checkout', 'paid', 'approved', 'shipped']);
    expect(events.at(-1)).to.include({ byUserId: s.c.hq.id, note: 'EM111MY' });

    // Indonesian reasons for an Indonesian reader.
    const id = await s.http.get(`/bulk-tracking/${job.id}`, s.hq).set('Accept-Language', 'id');
    expect(id.body.data.failures[0].reason).to.equal('Pesanan belum dibayar.');
  });

  it('processes an XLSX file (numbers as text, other columns, a title row) the same way', async () => {
    const { s, courier } = await trackingShop();
    const ship = await courierOrder(s, courier.id, 'to_ship');
    const unpaid = await courierOrder(s, courier.id, 'unpaid');
    const xlsx = writeXlsx([['Tracking upload'], [], ['No', 'Tracking Number', 'Order Number'], [1, 987654321012, ship.orderNo], [2, 'X', unpaid.orderNo]]);
    const res = await send(s, s.hq, xlsx, 'Tracking.xlsx');
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const job = await finished(s, s.hq, res.body.data.id);
    expect(job).to.include({ status: 'done', totalRows: 2, okRows: 1, failedRows: 1 });
    expect(job.failures).to.deep.equal([{ rowNo: 5, orderNo: unpaid.orderNo, trackingNo: 'X', reasonKey: 'tracking.row.notPaid', reason: 'The order is not paid yet.' }]);
    expect(await stageOf(s, ship.id)).to.include({ stage: 'delivery', trackingNo: '987654321012' });
  });

  it('refuses a renamed executable, an image, a file too big, too many rows, no header, a broken workbook — storing no job', async () => {
    const { s } = await trackingShop();
    const exe = await send(s, s.hq, EXE, 'tracking.csv');
    expect(exe.status).to.equal(422);
    expect(exe.body.meta.errors.file).to.equal('Only CSV, XLSX files are accepted.');
    expect((await send(s, s.hq, PNG, 'tracking.xlsx')).body.meta.errors.file).to.equal('Only CSV, XLSX files are accepted.');

    const header = 'Order No,Tracking No\r\n';
    const big = Buffer.from(header + 'x'.repeat(5 * 1024 * 1024 + 1 - header.length));
    const tooBig = await send(s, s.hq, big, 'big.csv');
    expect(tooBig.status).to.equal(422);
    expect(tooBig.body.meta.errors.file).to.equal('The file is too large. The maximum is 5 MB.');

    const rows = (n: number) => writeCsv([['Order No', 'Tracking No'], ...Array.from({ length: n }, (_, i) => [`SO${i}`, `T${i}`])]);
    const many = await send(s, s.hq, rows(5001), 'many.csv');
    expect(many.status).to.equal(422);
    expect(many.body.meta.message).to.equal('The file has more than 5,000 rows. Please split it into smaller files.');

    const noHeader = await send(s, s.hq, writeCsv([['SO1', 'T1']]), 'x.csv');
    expect(noHeader.status).to.equal(422);
    expect(noHeader.body.meta.errors.file).to.match(/header row/);
    const empty = await send(s, s.hq, writeCsv([['Order No', 'Tracking No']]), 'x.csv');
    expect(empty.body.meta.errors.file).to.equal('The file has no rows below its header.');
    const zip = await send(s, s.hq, Buffer.from('PK\u0003\u0004 not really a zip'), 'x.xlsx');
    expect(zip.status).to.equal(422);
    expect(zip.body.meta.errors.file).to.match(/^The file cannot be read/);
    const none = await s.http.post('/bulk-tracking/upload', s.hq);
    expect(none.status).to.equal(422);
    expect(await BulkTrackingJob.of(s.c.ctx).resultSize()).to.equal(0);

    // 5,000 rows exactly are accepted.
    const max = await send(s, s.hq, rows(5000), 'max.csv');
    expect(max.status, JSON.stringify(max.body)).to.equal(201);
    const job = await finished(s, s.hq, max.body.data.id);
    expect(job).to.include({ status: 'done', totalRows: 5000, okRows: 0, failedRows: 5000 });
  });

  it('access: HQ and staff with manage orders; agents and other staff 403; company B sees nothing of A and cannot update its orders', async () => {
    const { s, courier } = await trackingShop();
    const staff = await login(s.c.host, (await newUser(s.c, { role: 'staff', permissions: ['manage_orders'] })).email);
    const other = await login(s.c.host, (await newUser(s.c, { role: 'staff', permissions: ['create_product', 'approve_manual_payment'] })).email);
    const agent = tokenOf(s.c, await buyer(s.c, s.tier.id));
    const ship = await courierOrder(s, courier.id, 'to_ship');
    const file = writeCsv([
      ['Order No', 'Tracking No'],
      [ship.orderNo, 'STAFF-1'],
    ]);
    for (const token of [agent, other]) {
      expect((await send(s, token, file, 't.csv')).status).to.equal(403);
      expect((await s.http.get('/bulk-tracking', token)).status).to.equal(403);
      expect((await s.http.get('/bulk-tracking/template', token)).status).to.equal(403);
    }
    const res = await send(s, staff, file, 't.csv');
    expect(res.status).to.equal(201);
    expect(await finished(s, staff, res.body.data.id)).to.include({ okRows: 1, createdBy: res.body.data.createdBy });
    expect((await stageOf(s, ship.id)).trackingNo).to.equal('STAFF-1');
    expect((await s.http.get(`/bulk-tracking/${res.body.data.id}`, agent)).status).to.equal(403);

    // Company B: A's order number is not found, A's job is invisible.
    const b = await trackingShop();
    const other2 = await courierOrder(s, courier.id, 'to_ship');
    const fromB = await send(
      b.s,
      b.s.hq,
      writeCsv([
        ['Order No', 'Tracking No'],
        [other2.orderNo, 'B-1'],
      ]),
      'b.csv',
    );
    const jobB = await finished(b.s, b.s.hq, fromB.body.data.id);
    expect(jobB.failures.map((f: { reasonKey: string }) => f.reasonKey)).to.deep.equal(['tracking.row.notFound']);
    expect(await stageOf(s, other2.id)).to.include({ stage: 'to_ship', trackingNo: null });
    expect((await b.s.http.get(`/bulk-tracking/${res.body.data.id}`, b.s.hq)).status).to.equal(404);
    const listB = await b.s.http.get('/bulk-tracking', b.s.hq);
    expect(listB.body.data.map((j: { id: number }) => j.id)).to.deep.equal([fromB.body.data.id]);
  });

  it('lists jobs newest first in the list dialect, filters by status', async () => {
    const { s } = await trackingShop();
    const file = writeCsv([
      ['Order No', 'Tracking No'],
      ['SO404', 'T'],
    ]);
    const first = (await send(s, s.hq, file, 'one.csv')).body.data.id;
    const second = (await send(s, s.hq, file, 'two.csv')).body.data.id;
    await idle();
    const list = await s.http.get('/bulk-tracking?range=[0,0]', s.hq);
    expect(list.status).to.equal(200);
    expect(list.headers['content-range']).to.equal('items 0-0/2');
    expect(list.body.data[0]).to.include({ id: second, fileName: 'two.csv', status: 'done', failedRows: 1 });
    const done = await s.http.get('/bulk-tracking?status=done&sort=["id","ASC"]', s.hq);
    expect(done.body.data.map((j: { id: number }) => j.id)).to.deep.equal([first, second]);
    expect((await s.http.get('/bulk-tracking?status=queued', s.hq)).body.data).to.deep.equal([]);
    expect((await s.http.get('/bulk-tracking?status=nope', s.hq)).status).to.equal(422);
    expect((await s.http.get('/bulk-tracking/999999', s.hq)).status).to.equal(404);
  });

  it('serves the sample file as CSV and XLSX, both accepted back as uploads', async () => {
    const { s } = await trackingShop();
    const csv = await s.http
      .get('/bulk-tracking/template', s.hq)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(csv.status).to.equal(200);
    expect(csv.headers['content-disposition']).to.match(/bulk-tracking-sample\.csv/);
    expect((csv.body as Buffer).toString('utf8')).to.equal('\ufeffOrder No,Tracking No\r\nSO00000001,EM123456789MY\r\nSO00000002,JT0001234567\r\n');
    const xlsx = await s.http
      .get('/bulk-tracking/template?format=xlsx', s.hq)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(xlsx.headers['content-type']).to.match(/spreadsheetml/);
    for (const [file, name] of [
      [csv.body, 'sample.csv'],
      [xlsx.body, 'sample.xlsx'],
    ] as [Buffer, string][]) {
      const up = await send(s, s.hq, file, name);
      expect(up.status, JSON.stringify(up.body)).to.equal(201);
      expect((await finished(s, s.hq, up.body.data.id)).failures.map((f: { reasonKey: string }) => f.reasonKey)).to.deep.equal(['tracking.row.notFound', 'tracking.row.notFound']);
    }
  });

  it('the resume job runs jobs left queued or stuck processing, skipping rows already recorded; an unreadable stored file fails the job', async () => {
    const { s, courier } = await trackingShop();
    const a = await courierOrder(s, courier.id, 'to_ship');
    const b = await courierOrder(s, courier.id, 'to_ship');
    const file = writeCsv([
      ['Order No', 'Tracking No'],
      [a.orderNo, 'R-A'],
      [b.orderNo, 'R-B'],
    ]);
    const key = await platform().storage.save(s.c.id, 'tracking', 'csv', file);
    // A job "stuck" in processing after a crash: row 2 was already done (and its order moved).
    const stuck = await BulkTrackingJob.of(s.c.ctx).insertAndFetch({
      createdBy: s.c.hq.id,
      fileName: 'stuck.csv',
      fileKey: key,
      status: 'processing',
      totalRows: 2,
      okRows: 1,
      failedRows: 0,
      error: null,
      startedAt: null,
      finishedAt: null,
    });
    await BulkTrackingRow.of(s.c.ctx).insert({ jobId: stuck.id, rowNo: 2, orderNo: a.orderNo, trackingNo: 'R-A', status: 'ok', reason: null });
    const queued = await BulkTrackingJob.of(s.c.ctx).insertAndFetch({
      createdBy: s.c.hq.id,
      fileName: 'lost.csv',
      fileKey: 'c0/tracking/missing.csv',
      status: 'queued',
      totalRows: 1,
      okRows: 0,
      failedRows: 0,
      error: null,
      startedAt: null,
      finishedAt: null,
    });

    // Fresh: neither is due yet.
    expect(await platform().jobs.runNow('tracking.resume')).to.equal(true);
    expect((await BulkTrackingJob.of(s.c.ctx).findById(stuck.id))!.status).to.equal('processing');
    expect((await BulkTrackingJob.of(s.c.ctx).findById(queued.id))!.status).to.equal('queued');

    clock.advance(3 * 60 * 1000);
    try {
      expect(await platform().jobs.runNow('tracking.resume')).to.equal(true);
    } finally {
      clock.reset();
    }
    const resumed = await finished(s, s.hq, stuck.id);
    expect(resumed).to.include({ status: 'done', okRows: 2, failedRows: 0 });
    expect(await BulkTrackingRow.of(s.c.ctx).where('jobId', stuck.id).resultSize()).to.equal(2);
    expect(await stageOf(s, b.id)).to.include({ stage: 'delivery', trackingNo: 'R-B' });
    expect((await stageOf(s, a.id)).stage).to.equal('to_ship'); // its row was recorded before: not applied again
    const lost = await finished(s, s.hq, queued.id);
    expect(lost.status).to.equal('failed');
    expect(lost.error).to.match(/^The file cannot be read/);

    // Running a finished job again changes nothing.
    await runJob(s.c.id, stuck.id);
    expect(await BulkTrackingRow.of(s.c.ctx).where('jobId', stuck.id).resultSize()).to.equal(2);
  });
});
