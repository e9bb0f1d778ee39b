import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect } from 'chai';
import express from 'express';
import request from 'supertest';
import { Product } from '../../server/modules/catalog/models';
import { storePages } from '../../server/modules/stores/routes';
import { app } from '../harness';
import { openStore, storeWorld } from './world';

/**
 * What keeps the store's pages fast on a phone (docs/stores.md, "Speed"; npm run bench:store):
 * the rendered page kept a second and shared by parallel visitors, sent gzipped with an entity tag
 * (304 when the browser has it), the largest picture asked for from the head, and the app's
 * scripts in the compressed copies the build writes.
 */
const page = (host: string, path: string) => request(app()).get(path).set('Host', host);

/** A GET with the body as the bytes sent (supertest would unzip them). */
async function raw(handler: http.RequestListener, path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('Stores: page speed — page cache, compression, entity tags, preload, compressed assets', () => {
  it('sends the page gzipped with an entity tag, 304 to a browser that has it, and the same bytes unzipped', async () => {
    const w = await storeWorld();
    const slug = await openStore(w, { price: 1450 });
    const first = await raw(app() as unknown as http.RequestListener, `/s/${slug}/p/${w.product.id}`, { Host: w.c.host, 'Accept-Encoding': 'gzip' });
    expect(first.status).to.equal(200);
    expect(first.headers['content-encoding']).to.equal('gzip');
    expect(first.headers.vary).to.match(/Accept-Encoding/);
    const etag = first.headers.etag as string;
    expect(etag).to.match(/^W\/"[\w-]+"$/);
    const html = zlib.gunzipSync(first.body).toString('utf8');
    expect(html).to.contain('id="store-data"');

    const plain = await page(w.c.host, `/s/${slug}/p/${w.product.id}`).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.text).to.equal(html);
    expect(plain.headers.etag).to.equal(etag);

    const again = await page(w.c.host, `/s/${slug}/p/${w.product.id}`).set('If-None-Match', etag);
    expect(again.status).to.equal(304);
    expect(again.text).to.equal('');
  });

  it('asks for the largest picture from the head: the product’s cover on its page, the banner on the home only', async () => {
    const w = await storeWorld();
    const cover = `c${w.c.id}/products/0123456789abcdef0123456789abcdef.png`;
    await Product.of(w.c.ctx).findById(w.product.id).patch({ coverImage: cover });
    const slug = await openStore(w);
    const product = (await page(w.c.host, `/s/${slug}/p/${w.product.id}`)).text;
    const preload = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(product);
    expect(preload?.[1]).to.match(new RegExp(`${cover.replace(/[.]/g, '\\.')}$`));
    // Before the app's script: the picture is fetched with the page, not after it.
    expect(product.indexOf('rel="preload"')).to.be.below(Math.max(product.indexOf('<script type="module"'), product.indexOf('id="store-data"')));
    // No banner: nothing to preload on the home; the cart page never preloads.
    expect((await page(w.c.host, `/s/${slug}`)).text).not.to.contain('rel="preload"');
    expect((await page(w.c.host, `/s/${slug}/cart`)).text).not.to.contain('rel="preload"');
  });

  it('renders a page at most once a second: a change shows within two seconds, a store no longer open is 404 at once after its next render', async () => {
    const w = await storeWorld();
    const slug = await openStore(w);
    const url = `/s/${slug}/p/${w.product.id}`;
    expect((await page(w.c.host, url)).text).to.contain('<title>Serum |');
    await Product.of(w.c.ctx).findById(w.product.id).patch({ name: 'Renamed Serum' });
    // Parallel visitors within the second share the page rendered before the change.
    const burst = await Promise.all(Array.from({ length: 5 }, () => page(w.c.host, url)));
    for (const res of burst) expect(res.status).to.equal(200);
    const started = Date.now();
    let seen = '';
    while (Date.now() - started < 4_000) {
      seen = (await page(w.c.host, url)).text;
      if (seen.includes('<title>Renamed Serum |')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).to.contain('<title>Renamed Serum |');
    expect(Date.now() - started).to.be.below(2_500);
    // Another company's host never gets this page from memory.
    const other = await storeWorld();
    expect((await page(other.c.host, url)).status).to.equal(404);
  });

  it('serves the app’s scripts and styles in the compressed copies beside them, to browsers that take them, cached a year', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'store-dist-'));
    try {
      fs.mkdirSync(path.join(dist, 'assets'));
      const js = 'console.log("store");'.repeat(50);
      fs.writeFileSync(path.join(dist, 'assets/index-abc.js'), js);
      fs.writeFileSync(path.join(dist, 'assets/index-abc.js.br'), zlib.brotliCompressSync(js));
      fs.writeFileSync(path.join(dist, 'assets/index-abc.js.gz'), zlib.gzipSync(js));
      fs.writeFileSync(path.join(dist, 'assets/plain-abc.css'), 'body{}');
      const server = express().use('/s', storePages({ resolveTenant: async () => null, distDir: dist }));
      const get = (file: string, encoding: string) => raw(server as unknown as http.RequestListener, `/s/assets/${file}`, { 'Accept-Encoding': encoding });

      const br = await get('index-abc.js', 'gzip, deflate, br');
      expect([br.status, br.headers['content-encoding'], br.headers['content-type']]).to.deep.equal([200, 'br', 'text/javascript; charset=utf-8']);
      expect(zlib.brotliDecompressSync(br.body).toString()).to.equal(js);
      expect(br.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(br.headers.vary).to.equal('Accept-Encoding');

      const gz = await get('index-abc.js', 'gzip');
      expect(gz.headers['content-encoding']).to.equal('gzip');
      expect(zlib.gunzipSync(gz.body).toString()).to.equal(js);

      const none = await get('index-abc.js', 'identity');
      expect(none.headers['content-encoding']).to.equal(undefined);
      expect(none.body.toString()).to.equal(js);
      // No compressed copy: the plain file; an unknown one: 404, never an index or a page.
      const css = await get('plain-abc.css', 'br');
      expect([css.status, css.headers['content-encoding'], css.body.toString()]).to.deep.equal([200, undefined, 'body{}']);
      expect((await get('missing.js', 'br')).status).to.equal(404);
      expect((await get('..%2F..%2Fetc%2Fpasswd.js', 'br')).status).to.be.oneOf([403, 404]);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
