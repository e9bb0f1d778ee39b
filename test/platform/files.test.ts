import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import { FILE_URL_TTL_SECONDS } from '../../common/constants';
import { FILE_URL_STEP_SECONDS, FileUrls } from '../../server/platform/file-urls';
import { LocalStorage } from '../../server/platform/storage';
import { clock } from '../../server/platform/time';
import { PNG } from '../catalog/factories';
import { api, app, login, newCompany, newUser, platform } from '../harness';

/** An agent's avatar (a private file) as its user detail links it. */
async function avatar() {
  const c = await newCompany();
  const u = await newUser(c);
  const token = await login(c.host, u.email);
  const res = await api(c.host).post('/user/upload-image', token).attach('accImage1', PNG, 'me.png');
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return { c, token, url: res.body.data.avatarUrl as string };
}

const get = (url: string, host: string) => request(app()).get(url).set('Host', host);

describe('Uploaded files: public and private', () => {
  describe('a private file', () => {
    it('is served through its signed URL on the owning company host, never cached, with safe headers', async () => {
      const { c, token, url } = await avatar();
      expect(url).to.match(/^\/files\/c\d+\/avatars\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]{43}$/);
      const res = await get(url, c.host).buffer(true);
      expect(res.status).to.equal(200);
      expect(res.headers).to.include({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'content-type': 'image/png' });
      expect(res.headers['content-disposition']).to.match(/^inline; filename="[0-9a-f]{32}\.png"$/);
      expect(Buffer.compare(res.body as Buffer, PNG)).to.equal(0);
      // The user detail links the same file.
      const detail = await api(c.host).get('/user/detail', token);
      expect(detail.body.data.avatarUrl.split('?')[0]).to.equal(url.split('?')[0]);
    });

    it('without its signature, or with only part of it, is refused', async () => {
      const { c, url } = await avatar();
      const [bare, query] = url.split('?');
      const params = new URLSearchParams(query);
      for (const attempt of [bare, `${bare}?expires=${params.get('expires')}`, `${bare}?signature=${params.get('signature')}`]) {
        const res = await get(attempt, c.host);
        expect(res.status, attempt).to.equal(403);
        expect(res.headers['cache-control']).to.equal('no-store');
        expect(res.body).to.deep.equal({ meta: { code: 403, message: 'You do not have permission to do this.' }, data: null });
      }
    });

    it("from another company's host, is refused", async () => {
      const { url } = await avatar();
      const other = await newCompany();
      expect((await get(url, other.host)).status).to.equal(403);
      expect((await get(url, 'unknown.example')).status).to.equal(403);
    });

    it('once expired, is refused', async () => {
      const { c, url } = await avatar();
      try {
        clock.advance((FILE_URL_TTL_SECONDS - 1) * 1000);
        expect((await get(url, c.host)).status).to.equal(200);
        clock.advance((FILE_URL_STEP_SECONDS + 2) * 1000);
        expect((await get(url, c.host)).status).to.equal(403);
      } finally {
        clock.reset();
      }
    });

    it('tampered (signature, expiry, another file, a path trick) is refused', async () => {
      const { c, url } = await avatar();
      const other = (await avatar()).url;
      const params = new URLSearchParams(url.split('?')[1]);
      const expires = Number(params.get('expires'));
      const signature = params.get('signature')!;
      const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
      const attempts = [
        url.replace(signature, flipped),
        url.replace(`expires=${expires}`, `expires=${expires + 300}`),
        url.replace(`expires=${expires}`, `expires=${expires - 1}`),
        url.replace(/[0-9a-f]{32}/, '0'.repeat(32)),
        // Another company's file with this URL's signature.
        `${other.split('?')[0]}?${url.split('?')[1]}`,
        url.replace('/avatars/', '/avatars/../avatars/'),
        `${url}&signature=${signature}`,
      ];
      for (const attempt of attempts) expect((await get(attempt, c.host)).status, attempt).to.equal(403);
    });

    it('is not reachable as a static file', async () => {
      const { c, url } = await avatar();
      const key = url.slice('/files/'.length).split('?')[0];
      for (const attempt of [`/uploads/${key}`, `/uploads/private/${key}`, `/uploads/../private/${key}`, `/uploads/%2e%2e/private/${key}`]) {
        // serve-static answers a path with `..` as malformed (400), anything else it does not hold 404.
        expect([400, 404], attempt).to.include((await get(attempt, c.host)).status);
      }
    });

    it('signed but removed since, is 404', async () => {
      const { c, url } = await avatar();
      await platform().storage.remove(url.slice('/files/'.length).split('?')[0]);
      expect((await get(url, c.host)).status).to.equal(404);
    });
  });

  describe('a public file', () => {
    it('a product image or logo is served to anyone without a session and may be cached', async () => {
      const c = await newCompany();
      for (const folder of ['products', 'theme'] as const) {
        const key = await platform().storage.save(c.id, folder, 'png', PNG);
        const url = platform().storage.url(key)!;
        expect(url).to.equal(`/uploads/${key}`);
        const res = await request(app()).get(url);
        expect(res.status).to.equal(200);
        expect(res.headers['cache-control']).to.match(/^public, max-age=\d+, immutable$/);
        // Not through the private route: it has no signature to offer.
        expect((await get(`/files/${key}`, c.host)).status).to.equal(403);
      }
    });
  });

  describe('signed URLs', () => {
    it('are the same for a while and live between the lifetime and the lifetime plus one step', () => {
      const urls = new FileUrls('k'.repeat(40));
      const key = 'c7/avatars/0123456789abcdef0123456789abcdef.png';
      const t = new Date('2026-11-24T10:00:01Z');
      const first = urls.sign(key, t);
      expect(urls.sign(key, new Date(t.getTime() + 60_000))).to.equal(first);
      const expires = Number(new URLSearchParams(first.split('?')[1]).get('expires'));
      const life = expires - t.getTime() / 1000;
      expect(life)
        .to.be.at.least(FILE_URL_TTL_SECONDS)
        .and.at.most(FILE_URL_TTL_SECONDS + FILE_URL_STEP_SECONDS);
      const signature = new URLSearchParams(first.split('?')[1]).get('signature');
      expect(urls.check(7, key, String(expires), signature, t)).to.equal(true);
      expect(urls.check(8, key, String(expires), signature, t)).to.equal(false);
      expect(new FileUrls('x'.repeat(40)).check(7, key, String(expires), signature, t)).to.equal(false);
      expect(urls.check(7, key, [String(expires)], signature, t)).to.equal(false);
    });
  });

  describe('files stored before visibilities', () => {
    it('are moved into the public and private folders under the same keys', async () => {
      const root = path.join(platform().config.dataDir, `legacy-${Date.now()}`);
      const storage = new LocalStorage(root, new FileUrls('k'.repeat(40)));
      const product = 'c3/products/0123456789abcdef0123456789abcdef.png';
      const receipt = 'c3/receipts/fedcba9876543210fedcba9876543210.png';
      for (const key of [product, receipt]) {
        await fs.mkdir(path.dirname(path.join(root, key)), { recursive: true });
        await fs.writeFile(path.join(root, key), PNG);
      }
      expect(await storage.moveLegacyFiles()).to.equal(2);
      expect(await storage.moveLegacyFiles()).to.equal(0);
      await fs.access(path.join(root, 'public', product));
      await fs.access(path.join(root, 'private', receipt));
      expect(await fs.readdir(root)).to.have.members(['public', 'private']);
      expect(Buffer.compare(await storage.read(receipt), PNG)).to.equal(0);
      await fs.rm(root, { recursive: true, force: true });
    });
  });
});
