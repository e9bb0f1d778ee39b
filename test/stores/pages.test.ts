import { expect } from 'chai';
import request from 'supertest';
import { Product } from '../../server/modules/catalog/models';
import { app, newCompany } from '../harness';
import { setFeatures } from '../orders/factories';
import { openStore, storeWorld } from './world';

const page = (host: string, path: string) => request(app()).get(path).set('Host', host);

/** The content of a meta tag, decoded as a browser would. */
function metaOf(html: string, key: string): string | null {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  if (!m) return null;
  return m[1]!
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('Stores: server-rendered pages, sitemap and robots.txt', () => {
  it('a product page carries its title, Open Graph and Twitter tags and Product JSON-LD, every value escaped', async () => {
    const w = await storeWorld();
    const evil = `Serum </script><script>alert(1)</script> "quoted" & more`;
    await Product.of(w.c.ctx)
      .findById(w.product.id)
      .patch({ name: evil, description: '<b>Glow</b> for <script>x</script> days', coverImage: `c${w.c.id}/products/0123456789abcdef0123456789abcdef.png` });
    const slug = await openStore(w, { price: 1450 });
    const res = await page(w.c.host, `/s/${slug}/p/${w.product.id}-serum`);
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.match(/text\/html/);
    const html = res.text;
    expect(html).not.to.contain('<script>alert(1)</script>');
    expect(html).not.to.contain('<script>x</script>');
    expect(html).to.contain(`<title>${evil.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')} | Aisyah Beauty</title>`);
    expect(metaOf(html, 'og:title')).to.equal(`${evil} | Aisyah Beauty`);
    expect(metaOf(html, 'og:type')).to.equal('product');
    const origin = w.c.ctx.origin;
    expect(metaOf(html, 'og:url')).to.equal(`${origin}/s/${slug}/p/${w.product.id}-serum-script-script-alert-1-script-quoted-more`);
    expect(metaOf(html, 'og:image')).to.match(new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`));
    expect(metaOf(html, 'twitter:card')).to.equal('summary_large_image');
    expect(metaOf(html, 'product:price:amount')).to.equal('14.50');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(ld).to.not.equal(null);
    const product = JSON.parse(ld![1]!);
    expect(product).to.include({ '@type': 'Product', name: evil, sku: w.product.sku });
    expect(product.offers).to.include({ price: '14.50', priceCurrency: 'MYR', availability: 'https://schema.org/InStock' });
    const data = JSON.parse(/<script id="store-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(data.product.name).to.equal(evil);
    expect(data.store.slug).to.equal(slug);
  });

  it('the store home, sitemap.xml and robots.txt on the company’s domain; unknown slug, other company or product not sold: 404', async () => {
    const w = await storeWorld();
    const slug = await openStore(w);
    const home = await page(w.c.host, `/s/${slug}`);
    expect(home.status).to.equal(200);
    expect(metaOf(home.text, 'og:title')).to.equal('Aisyah Beauty');
    expect(metaOf(home.text, 'og:type')).to.equal('website');
    expect((await page(w.c.host, `/s/${slug}/checkout`)).status).to.equal(200);
    const sitemap = await page(w.c.host, `/s/${slug}/sitemap.xml`);
    expect(sitemap.status).to.equal(200);
    expect(sitemap.headers['content-type']).to.match(/xml/);
    expect(sitemap.text).to.contain(`<loc>${w.c.ctx.origin}/s/${slug}</loc>`);
    expect(sitemap.text).to.contain(`<loc>${w.c.ctx.origin}/s/${slug}/p/${w.product.id}-serum</loc>`);
    const robots = await page(w.c.host, `/s/${slug}/robots.txt`);
    expect(robots.text).to.contain(`Sitemap: ${w.c.ctx.origin}/s/${slug}/sitemap.xml`);
    expect(robots.text).to.contain(`Disallow: /s/${slug}/checkout`);
    expect(robots.text).to.contain(`Disallow: /s/${slug}/account`);

    expect((await page(w.c.host, '/s/no-such-store')).status).to.equal(404);
    expect((await page(w.c.host, `/s/${slug}/p/999999-x`)).status).to.equal(404);
    const other = await newCompany();
    await setFeatures(other, { ejenstoreStatus: true });
    for (const path of [`/s/${slug}`, `/s/${slug}/p/${w.product.id}`, `/s/${slug}/sitemap.xml`, `/s/${slug}/robots.txt`]) expect((await page(other.host, path)).status, path).to.equal(404);
  });
});
