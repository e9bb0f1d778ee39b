import { expect } from 'chai';
import type { Response } from 'superagent';
import { MarketingFile, MarketingFolder, MarketingFolderTier } from '../../server/modules/marketing-files/models';
import { attachmentDisposition } from '../../server/platform/http/disposition';
import request from 'supertest';
import { api, app, contentWorld as world, login, newCompany, newTier, newUser, platform } from '../harness';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x20)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
/** A Windows executable's first bytes ("MZ" and a DOS stub), renamed to look like a picture. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64, 0)]);

/** Collects a binary answer (supertest only buffers text and JSON by itself). */
const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

type World = Awaited<ReturnType<typeof world>>;

async function folder(w: World, folderName: string, tierIds: number[] = []) {
  const res = await api(w.c.host).post('/marketing/folder/store', w.hq).send({ folderName, tierIds });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data as { id: number; folderName: string; allTiers: boolean; tierIds: number[] };
}

function upload(w: World, token: string, fields: Record<string, string | number>, file?: { data: Buffer; name: string; type?: string }) {
  const req = api(w.c.host).post('/marketing/file/store', token);
  for (const [k, v] of Object.entries(fields)) req.field(k, String(v));
  if (file) req.attach('file', file.data, { filename: file.name, contentType: file.type ?? 'application/octet-stream' });
  return req;
}

const names = (res: { body: { data: { folderName?: string; fileName?: string }[] } }) => res.body.data.map((r) => r.fileName ?? r.folderName).sort();

describe('Marketing files', () => {
  describe('folders by tier', () => {
    it('when HQ makes a folder for all tiers and one for Gold, then a Silver agent sees only the first, Gold both, HQ both with file counts', async () => {
      const w = await world();
      const all = await folder(w, 'Brochures');
      expect(all).to.include({ allTiers: true });
      const gold = await folder(w, 'Gold launch kit', [w.gold.id]);
      expect(gold).to.include({ allTiers: false });
      expect(gold.tierIds).to.deep.equal([w.gold.id]);
      await upload(w, w.hq, { folderId: gold.id, fileName: 'Poster' }, { data: PNG, name: 'poster.png' }).expect(201);

      expect(names(await api(w.c.host).get('/marketing/folder', w.silverToken))).to.deep.equal(['Brochures']);
      expect(names(await api(w.c.host).get('/marketing/folder', w.goldToken))).to.deep.equal(['Brochures', 'Gold launch kit']);
      const hq = await api(w.c.host).get('/marketing/folder', w.hq);
      expect(names(hq)).to.deep.equal(['Brochures', 'Gold launch kit']);
      expect(hq.headers['content-range']).to.equal('items 0-1/2');
      const counts = Object.fromEntries(hq.body.data.map((f: { folderName: string; fileCount: number }) => [f.folderName, f.fileCount]));
      expect(counts).to.deep.equal({ Brochures: 0, 'Gold launch kit': 1 });
      const bySilver = await api(w.c.host).get(`/marketing/folder?filter=${encodeURIComponent(JSON.stringify({ tierId: w.silver.id }))}`, w.hq);
      expect(names(bySilver)).to.deep.equal(['Brochures']);
    });

    it('when the folder name is missing or blank, or a tier is of another company, then 422 with the message and nothing is saved', async () => {
      const w = await world();
      const foreign = await newTier(await newCompany(), 1);
      for (const body of [{}, { folderName: '' }, { folderName: '   ' }]) {
        const res = await api(w.c.host).post('/marketing/folder/store', w.hq).send(body);
        expect(res.status).to.equal(422);
        expect(res.body.meta.errors).to.deep.equal({ folderName: 'Folder name is required.' });
      }
      const ms = await api(w.c.host).post('/marketing/folder/store', w.hq).set('Accept-Language', 'ms').send({ folderName: '' });
      expect(ms.body.meta.errors.folderName).to.equal('Nama folder diperlukan.');
      const tier = await api(w.c.host)
        .post('/marketing/folder/store', w.hq)
        .send({ folderName: 'X', tierIds: [foreign.id] });
      expect(tier.status).to.equal(422);
      expect(tier.body.meta.errors).to.have.property('tierIds');
      expect(await MarketingFolder.of(w.c.ctx).resultSize()).to.equal(0);
    });

    it('when a folder is renamed and given other tiers, then its files follow the new tiers', async () => {
      const w = await world();
      const f = await folder(w, 'Kit', [w.gold.id]);
      await upload(w, w.hq, { folderId: f.id, fileName: 'Flyer' }, { data: PDF, name: 'flyer.pdf' }).expect(201);
      expect((await api(w.c.host).get('/marketing/file', w.silverToken)).body.data).to.have.length(0);
      const res = await api(w.c.host)
        .post('/marketing/folder/store', w.poster)
        .send({ id: f.id, folderName: 'Silver kit', tierIds: [w.silver.id] });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.message).to.equal('Folder saved.');
      expect(names(await api(w.c.host).get('/marketing/file', w.silverToken))).to.deep.equal(['Flyer']);
      expect((await api(w.c.host).get('/marketing/file', w.goldToken)).body.data).to.have.length(0);
    });

    it('when a folder holding files is deleted, then 409 and it stays; once empty it is deleted with its tier links', async () => {
      const w = await world();
      const f = await folder(w, 'Kit', [w.gold.id]);
      const file = await upload(w, w.hq, { folderId: f.id, fileName: 'Flyer' }, { data: PDF, name: 'flyer.pdf' });
      const refused = await api(w.c.host).delete(`/marketing/folder/delete?id=${f.id}`, w.hq);
      expect(refused.status).to.equal(409);
      expect(refused.body.meta.message).to.match(/still holds files/);
      expect(await MarketingFolder.of(w.c.ctx).resultSize()).to.equal(1);
      expect((await api(w.c.host).delete(`/marketing/file/delete?id=${file.body.data.id}`, w.hq)).status).to.equal(200);
      const ok = await api(w.c.host).delete('/marketing/folder/delete', w.hq).send({ id: f.id });
      expect(ok.status).to.equal(200);
      expect(ok.body.meta.message).to.equal('Folder deleted.');
      expect(await MarketingFolder.of(w.c.ctx).resultSize()).to.equal(0);
      expect(await MarketingFolderTier.of(w.c.ctx).resultSize()).to.equal(0);
      expect((await api(w.c.host).delete('/marketing/folder/delete', w.hq)).status).to.equal(422);
    });
  });

  describe('files', () => {
    it('when HQ uploads a JPEG, a PNG and a PDF, then each is stored privately with its name, type and size', async () => {
      const w = await world();
      const f = await folder(w, 'All');
      const cases = [
        { data: JPEG, name: 'photo.jpeg', fileName: 'Team photo', type: 'jpeg', mime: 'image/jpeg' },
        { data: PNG, name: 'p.png', fileName: 'Poster.png', type: 'png', mime: 'image/png' },
        { data: PDF, name: 'b.pdf', fileName: 'Brochure', type: 'pdf', mime: 'application/pdf' },
      ];
      for (const c of cases) {
        const res = await upload(w, w.poster, { folderId: f.id, fileName: c.fileName }, { data: c.data, name: c.name });
        expect(res.status, JSON.stringify(res.body)).to.equal(201);
        expect(res.body.meta.message).to.equal('File saved.');
        expect(res.body.data).to.include({ folderId: f.id, folderName: 'All', fileName: c.fileName, type: c.type, mimeType: c.mime, size: c.data.length });
        expect(res.body.data.previewUrl).to.match(/^\/files\/c\d+\/marketing\/[0-9a-f]{32}\.(jpg|png|pdf)\?expires=\d+&signature=/);
        expect(res.body.data).to.not.have.property('storageKey');
      }
      const list = await api(w.c.host).get(`/marketing/file?folderId=${f.id}`, w.goldToken);
      expect(names(list)).to.deep.equal(['Brochure', 'Poster.png', 'Team photo']);
      expect(list.body.data.map((r: { downloadName: string }) => r.downloadName).sort()).to.deep.equal(['Brochure.pdf', 'Poster.png', 'Team photo.jpg']);
      const signed = await request(app())
        .get(list.body.data.find((r: { type: string }) => r.type === 'pdf').previewUrl)
        .set('Host', w.c.host)
        .buffer(true)
        .parse(binary);
      expect(signed.status).to.equal(200);
      expect(signed.headers['content-type']).to.equal('application/pdf');
    });

    it('when the upload is an .exe renamed to .png, a text file named .pdf or missing, then 422 on the file and nothing is stored', async () => {
      const w = await world();
      const f = await folder(w, 'All');
      const exe = await upload(w, w.hq, { folderId: f.id, fileName: 'Virus' }, { data: EXE, name: 'flyer.png', type: 'image/png' });
      expect(exe.status).to.equal(422);
      expect(exe.body.meta.errors.file).to.match(/JPEG\/JPG, PNG, PDF/);
      const text = await upload(w, w.hq, { folderId: f.id, fileName: 'Text' }, { data: Buffer.from('hello, world\n'), name: 'x.pdf', type: 'application/pdf' });
      expect(text.status).to.equal(422);
      expect(text.body.meta.errors).to.have.property('file');
      const none = await upload(w, w.hq, { folderId: f.id, fileName: 'Nothing' });
      expect(none.status).to.equal(422);
      expect(none.body.meta.errors).to.deep.equal({ file: 'Please choose a file.' });
      expect(await MarketingFile.of(w.c.ctx).resultSize()).to.equal(0);
    });

    it('when the file name or the folder is missing, or the folder is unknown or of another company, then 422 with the message', async () => {
      const w = await world();
      const f = await folder(w, 'All');
      const b = await world();
      const foreign = await folder(b, 'Theirs');
      const noName = await upload(w, w.hq, { folderId: f.id, fileName: '  ' }, { data: PNG, name: 'a.png' });
      expect(noName.status).to.equal(422);
      expect(noName.body.meta.errors).to.deep.equal({ fileName: 'File name is required.' });
      const id = await upload(w, w.hq, { folderId: f.id }, { data: PNG, name: 'a.png' }).set('Accept-Language', 'id');
      expect(id.body.meta.errors).to.deep.equal({ fileName: 'Nama berkas wajib diisi.' });
      const noFolder = await upload(w, w.hq, { fileName: 'A' }, { data: PNG, name: 'a.png' });
      expect(noFolder.body.meta.errors).to.have.property('folderId');
      const theirs = await upload(w, w.hq, { folderId: foreign.id, fileName: 'A' }, { data: PNG, name: 'a.png' });
      expect(theirs.status).to.equal(422);
      expect(theirs.body.meta.errors).to.deep.equal({ folderId: 'This folder does not exist.' });
      expect(await MarketingFile.of(w.c.ctx).resultSize()).to.equal(0);
      expect(await MarketingFile.of(b.c.ctx).resultSize()).to.equal(0);
    });

    it('when a file is renamed, moved and replaced, then the old content is removed; deleting it removes the new one', async () => {
      const w = await world();
      const a = await folder(w, 'A');
      const b = await folder(w, 'B', [w.silver.id]);
      const created = await upload(w, w.hq, { folderId: a.id, fileName: 'One' }, { data: PNG, name: 'a.png' });
      const oldKey = (await MarketingFile.of(w.c.ctx).findById(created.body.data.id))!.storageKey;
      const renamed = await upload(w, w.hq, { id: created.body.data.id, fileName: 'Two', folderId: b.id });
      expect(renamed.status, JSON.stringify(renamed.body)).to.equal(200);
      expect(renamed.body.data).to.include({ fileName: 'Two', folderId: b.id, type: 'png' });
      const replaced = await upload(w, w.hq, { id: created.body.data.id, fileName: 'Two' }, { data: PDF, name: 'b.pdf' });
      expect(replaced.body.data).to.include({ type: 'pdf', size: PDF.length, folderId: b.id });
      const newKey = (await MarketingFile.of(w.c.ctx).findById(created.body.data.id))!.storageKey;
      let gone = false;
      await platform()
        .storage.read(oldKey)
        .catch(() => (gone = true));
      expect(gone).to.equal(true);
      expect((await api(w.c.host).delete(`/marketing/file/delete?id=${created.body.data.id}`, w.poster)).body.meta.message).to.equal('File deleted.');
      gone = false;
      await platform()
        .storage.read(newKey)
        .catch(() => (gone = true));
      expect(gone).to.equal(true);
      expect(await MarketingFile.of(w.c.ctx).resultSize()).to.equal(0);
    });

    it('when staff without post_content or an agent write, then 403 and nothing changes; they may still read', async () => {
      const w = await world();
      const f = await folder(w, 'All');
      const file = await upload(w, w.hq, { folderId: f.id, fileName: 'Keep' }, { data: PNG, name: 'a.png' });
      for (const token of [w.staffWithout, w.goldToken]) {
        expect((await api(w.c.host).post('/marketing/folder/store', token).send({ folderName: 'X' })).status).to.equal(403);
        expect((await upload(w, token, { folderId: f.id, fileName: 'X' }, { data: PNG, name: 'a.png' })).status).to.equal(403);
        expect((await api(w.c.host).delete(`/marketing/file/delete?id=${file.body.data.id}`, token)).status).to.equal(403);
        expect((await api(w.c.host).delete(`/marketing/folder/delete?id=${f.id}`, token)).status).to.equal(403);
        expect((await api(w.c.host).get('/marketing/file', token)).body.data).to.have.length(1);
      }
      expect(await MarketingFile.of(w.c.ctx).resultSize()).to.equal(1);
      expect(await MarketingFolder.of(w.c.ctx).resultSize()).to.equal(1);
      expect((await api(w.c.host).get('/marketing/file')).status).to.equal(401);
    });
  });

  describe('download', () => {
    it('when an agent downloads a file of its tier, then the bytes come with the right type and a safe attachment name', async () => {
      const w = await world();
      const f = await folder(w, 'Gold', [w.gold.id]);
      const file = await upload(w, w.hq, { folderId: f.id, fileName: 'Brosur "Emas"; 2026\r\nX-Evil: 1 ñ' }, { data: PDF, name: 'x.pdf' });
      expect(file.status, JSON.stringify(file.body)).to.equal(201);
      expect(file.body.data.fileName).to.equal('Brosur "Emas"; 2026X-Evil: 1 ñ');
      const res = await api(w.c.host).get(`/marketing/file/download?id=${file.body.data.id}`, w.goldToken).buffer(true).parse(binary);
      expect(res.status).to.equal(200);
      expect(res.headers['content-type']).to.equal('application/pdf');
      expect(Buffer.compare(res.body as Buffer, PDF)).to.equal(0);
      expect(res.headers['content-length']).to.equal(String(PDF.length));
      expect(res.headers['cache-control']).to.equal('no-store');
      expect(res.headers['x-content-type-options']).to.equal('nosniff');
      expect(res.headers).to.not.have.property('x-evil');
      expect(res.headers['content-disposition']).to.equal(`attachment; filename="Brosur _Emas__ 2026X-Evil: 1 _.pdf"; filename*=UTF-8''Brosur%20%22Emas%22%3B%202026X-Evil%3A%201%20%C3%B1.pdf`);
    });

    it('when an agent of another tier or another company asks for the file, then 404; HQ and staff download any', async () => {
      const w = await world();
      const f = await folder(w, 'Gold', [w.gold.id]);
      const file = await upload(w, w.hq, { folderId: f.id, fileName: 'Photo' }, { data: JPEG, name: 'a.jpg' });
      const id = file.body.data.id;
      expect((await api(w.c.host).get(`/marketing/file/download?id=${id}`, w.silverToken)).status).to.equal(404);
      expect((await api(w.c.host).get('/marketing/file', w.silverToken)).body.data).to.deep.equal([]);
      expect((await api(w.c.host).get(`/marketing/file?folderId=${f.id}`, w.silverToken)).body.data).to.deep.equal([]);
      const noTier = await login(w.c.host, (await newUser(w.c)).email);
      expect((await api(w.c.host).get(`/marketing/file/download?id=${id}`, noTier)).status).to.equal(404);
      for (const token of [w.hq, w.staffWithout]) {
        const res = await api(w.c.host).get(`/marketing/file/download?id=${id}`, token).buffer(true).parse(binary);
        expect(res.status).to.equal(200);
        expect(res.headers['content-type']).to.equal('image/jpeg');
        expect(res.headers['content-disposition']).to.equal(`attachment; filename="Photo.jpg"; filename*=UTF-8''Photo.jpg`);
      }
      const b = await world();
      expect((await api(b.c.host).get(`/marketing/file/download?id=${id}`, b.hq)).status).to.equal(404);
      expect((await api(b.c.host).get(`/marketing/file/download?id=${id}`, b.goldToken)).status).to.equal(404);
      expect((await api(w.c.host).get('/marketing/file/download', w.hq)).status).to.equal(422);
    });
  });

  it("when company B reads, changes or deletes company A's folders and files, then it sees nothing and gets 404", async () => {
    const a = await world();
    const f = await folder(a, 'Secret');
    const file = await upload(a, a.hq, { folderId: f.id, fileName: 'Plan' }, { data: PDF, name: 'p.pdf' });
    const b = await world();
    for (const token of [b.hq, b.goldToken]) {
      expect((await api(b.c.host).get('/marketing/folder', token)).body.data).to.deep.equal([]);
      expect((await api(b.c.host).get('/marketing/file', token)).body.data).to.deep.equal([]);
      expect((await api(b.c.host).get(`/marketing/file?folderId=${f.id}`, token)).body.data).to.deep.equal([]);
    }
    expect((await api(b.c.host).post('/marketing/folder/store', b.hq).send({ id: f.id, folderName: 'X' })).status).to.equal(404);
    expect((await upload(b, b.hq, { id: file.body.data.id, fileName: 'X' })).status).to.equal(404);
    expect((await api(b.c.host).delete(`/marketing/file/delete?id=${file.body.data.id}`, b.hq)).status).to.equal(404);
    expect((await api(b.c.host).delete(`/marketing/folder/delete?id=${f.id}`, b.hq)).status).to.equal(404);
    // A's token on B's host is refused.
    expect((await api(b.c.host).get('/marketing/folder', a.hq)).status).to.equal(401);
    expect((await MarketingFolder.of(a.c.ctx).findById(f.id))!.folderName).to.equal('Secret');
    expect((await MarketingFile.of(a.c.ctx).findById(file.body.data.id))!.fileName).to.equal('Plan');
  });

  it('attachmentDisposition keeps every name inside the header', () => {
    expect(attachmentDisposition('a\r\nb')).to.equal(`attachment; filename="ab"; filename*=UTF-8''ab`);
    expect(attachmentDisposition("it's (1)*.pdf")).to.equal(`attachment; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`);
    expect(attachmentDisposition('文件\\/%.png')).to.equal(`attachment; filename="_____.png"; filename*=UTF-8''%E6%96%87%E4%BB%B6%5C%2F%25.png`);
    expect(attachmentDisposition('\ud800x')).to.equal(`attachment; filename="_x"; filename*=UTF-8''%EF%BF%BDx`);
  });
});
