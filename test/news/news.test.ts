import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import { youtubeId } from '../../common/news';
import { seedDemoNews } from '../../db/demo-news';
import { HallOfFame, NewsPost } from '../../server/modules/news/models';
import { plainText, sanitizeRichText } from '../../server/modules/news/rich-text';
import { api, app, login, newCompany, newTier, newUser, platform, type TestCompany } from '../harness';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x20)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 0)]);
const VIDEO = 'dQw4w9WgXcQ';

/** A company with a tier, HQ, an agent, and staff holding post_content, set_up_hall_of_fame or neither. */
async function world() {
  const c = await newCompany();
  const tier = await newTier(c, 1, 'Gold');
  const agent = await newUser(c, { tierId: tier.id });
  const poster = await newUser(c, { role: 'staff', permissions: ['post_content'] });
  const famer = await newUser(c, { role: 'staff', permissions: ['setup_hall_of_fame'] });
  const other = await newUser(c, { role: 'staff', permissions: ['manage_orders'] });
  return {
    c,
    http: api(c.host),
    hq: await login(c.host, c.hq.email),
    agent: await login(c.host, agent.email),
    poster: await login(c.host, poster.email),
    posterId: poster.id,
    famer: await login(c.host, famer.email),
    staffWithout: await login(c.host, other.email),
  };
}
type World = Awaited<ReturnType<typeof world>>;

function post(w: World, token: string, fields: Record<string, string>, file?: { data: Buffer; name: string }) {
  const r = w.http.post('/news-feed/store', token);
  for (const [k, v] of Object.entries(fields)) r.field(k, v);
  return file ? r.attach('file', file.data, file.name) : r;
}

function fame(w: World, token: string, fields: Record<string, string>, photo?: { data: Buffer; name: string }) {
  const r = w.http.post('/hof/store', token);
  for (const [k, v] of Object.entries(fields)) r.field(k, v);
  return photo ? r.attach('userImg', photo.data, photo.name) : r;
}

const stored = (c: TestCompany, folder: string) => fs.readdir(path.join(platform().config.uploadDir, 'private', `c${c.id}`, folder)).catch(() => [] as string[]);
const subjects = (res: { body: { data: { subject: string }[] } }) => res.body.data.map((p) => p.subject);
const HOF = { hofTitle: 'Top recruiter', hofDate: '2026-10-31', userName: 'Aisyah Rahman', userAchievement: '25 new agents in October' };

describe('Newsfeed', () => {
  it('when HQ posts a pinned item with a PDF and a video, then an agent reads it first with a signed PDF link and the video id, and no author id', async () => {
    const w = await world();
    expect((await post(w, w.hq, { subject: 'Older news' })).status).to.equal(201);
    const res = await post(
      w,
      w.hq,
      { subject: 'New catalogue', content: '<p>See the <b>PDF</b></p>', pin: 'true', videoId: `https://www.youtube.com/watch?v=${VIDEO}&t=10s` },
      { data: PDF, name: 'catalogue.pdf' },
    );
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.meta.message).to.equal('News posted.');
    expect(res.body.data).to.include({ pin: true, subject: 'New catalogue', videoId: VIDEO, fileType: 'pdf', usrOrgId: w.c.hq.id, authorName: 'Head Office' });
    expect(await post(w, w.hq, { subject: 'Newest news' }).then((r) => r.status)).to.equal(201);

    const feed = await w.http.get('/news-feed', w.agent);
    expect(feed.status).to.equal(200);
    expect(subjects(feed)).to.deep.equal(['New catalogue', 'Newest news', 'Older news']);
    expect(feed.headers['content-range']).to.equal('items 0-2/3');
    const first = feed.body.data[0];
    expect(first).to.include({ content: '<p>See the <b>PDF</b></p>', excerpt: 'See the PDF', videoId: VIDEO, fileType: 'pdf' });
    expect(first).not.to.have.any.keys('usrOrgId', 'authorName', 'file', 'companyId');
    expect(first.fileUrl).to.match(/^\/files\/c\d+\/news\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=/);
    const file = await request(app()).get(first.fileUrl).set('Host', w.c.host);
    expect(file.status).to.equal(200);
    expect(file.headers['content-type']).to.equal('application/pdf');
    // The link works only with its signature, and only on the company's host.
    expect((await request(app()).get(first.fileUrl.split('?')[0]).set('Host', w.c.host)).status).to.equal(403);
    const b = await newCompany();
    expect((await request(app()).get(first.fileUrl).set('Host', b.host)).status).to.equal(403);

    // Pinned only, and search.
    expect(subjects(await w.http.get('/news-feed?pin=true', w.agent))).to.deep.equal(['New catalogue']);
    expect(subjects(await w.http.get(`/news-feed?filter=${encodeURIComponent(JSON.stringify({ pin: false }))}`, w.agent))).to.deep.equal(['Newest news', 'Older news']);
    expect(subjects(await w.http.get('/news-feed?search=newest', w.agent))).to.deep.equal(['Newest news']);
    expect(subjects(await w.http.get(`/news-feed?sort=${encodeURIComponent('["subject","ASC"]')}`, w.hq))).to.deep.equal(['New catalogue', 'Newest news', 'Older news']);
    expect(subjects(await w.http.get(`/news-feed?sort=${encodeURIComponent('["pin","DESC"]')}`, w.hq))).to.deep.equal(['New catalogue', 'Newest news', 'Older news']);
    expect(subjects(await w.http.get(`/news-feed?sort=${encodeURIComponent('["pin","ASC"]')}`, w.hq))).to.deep.equal(['Newest news', 'Older news', 'New catalogue']);
  });

  it('when posts are pinned and unpinned, then the feed keeps pinned first and newest next', async () => {
    const w = await world();
    const ids: number[] = [];
    for (const subject of ['A', 'B', 'C']) ids.push((await post(w, w.poster, { subject })).body.data.id);
    expect(subjects(await w.http.get('/news-feed', w.agent))).to.deep.equal(['C', 'B', 'A']);
    const pinned = await w.http.post('/news-feed/updatePin', w.poster).send({ id: ids[0], pin: true });
    expect(pinned.status).to.equal(200);
    expect(pinned.body.meta.message).to.equal('Post pinned to the top.');
    expect(pinned.body.data).to.include({ id: ids[0], pin: true });
    await w.http.post('/news-feed/updatePin', w.poster).send({ id: ids[1], pin: true });
    expect(subjects(await w.http.get('/news-feed', w.agent))).to.deep.equal(['B', 'A', 'C']);
    const unpinned = await w.http.post('/news-feed/updatePin', w.hq).send({ id: ids[1], pin: false });
    expect(unpinned.body.meta.message).to.equal('Post unpinned.');
    expect(subjects(await w.http.get('/news-feed', w.agent))).to.deep.equal(['A', 'C', 'B']);
    expect((await w.http.post('/news-feed/updatePin', w.hq).send({ id: 999999, pin: true })).status).to.equal(404);
    expect((await w.http.post('/news-feed/updatePin', w.hq).send({ id: ids[0], pin: 'maybe' })).status).to.equal(422);
  });

  it('when an agent or staff without "post content" write news, then 403; staff with it may', async () => {
    const w = await world();
    const id = (await post(w, w.poster, { subject: 'By staff' })).body.data.id;
    for (const token of [w.agent, w.staffWithout, w.famer]) {
      expect((await post(w, token, { subject: 'No' })).status).to.equal(403);
      expect((await w.http.post('/news-feed/updatePin', token).send({ id, pin: true })).status).to.equal(403);
      expect((await w.http.delete(`/news-feed/delete?id=${id}`, token)).status).to.equal(403);
    }
    expect(subjects(await w.http.get('/news-feed', w.staffWithout))).to.deep.equal(['By staff']);
    expect(await NewsPost.of(w.c.ctx).resultSize()).to.equal(1);
    expect((await NewsPost.of(w.c.ctx).findById(id))!.pin).to.not.be.ok;
  });

  it("when company B's HQ lists, pins or deletes, then company A's posts are neither shown nor changed", async () => {
    const w = await world();
    const id = (await post(w, w.hq, { subject: 'Only for A' }, { data: PNG, name: 'a.png' })).body.data.id;
    const b = await newCompany();
    const bHq = await login(b.host, b.hq.email);
    const bAgent = await login(b.host, (await newUser(b)).email);
    const http = api(b.host);
    expect((await http.get('/news-feed', bHq)).body.data).to.deep.equal([]);
    expect((await http.get('/news-feed', bAgent)).body.data).to.deep.equal([]);
    expect((await http.get(`/news-feed?filter=${encodeURIComponent(JSON.stringify({ id }))}`, bHq)).body.data).to.deep.equal([]);
    expect((await http.post('/news-feed/updatePin', bHq).send({ id, pin: true })).status).to.equal(404);
    expect((await http.delete(`/news-feed/delete?id=${id}`, bHq)).status).to.equal(404);
    const row = (await NewsPost.of(w.c.ctx).findById(id))!;
    expect(row.pin).to.not.be.ok;
    expect(await stored(w.c, 'news')).to.have.length(1);
  });

  it('when the file is not an image or PDF by its content, then 422 and nothing is saved', async () => {
    const w = await world();
    for (const file of [
      { data: GIF, name: 'photo.png' },
      { data: Buffer.from('MZ\x90\x00 not a pdf'), name: 'brochure.pdf' },
      { data: Buffer.from('plain text'), name: 'notes.pdf' },
    ]) {
      const res = await post(w, w.hq, { subject: 'Bad file' }, file);
      expect(res.status, file.name).to.equal(422);
      expect(res.body.meta.errors.file).to.equal('Only JPEG/JPG, PNG, PDF files are accepted.');
    }
    expect(await NewsPost.of(w.c.ctx).resultSize()).to.equal(0);
    expect(await stored(w.c, 'news')).to.deep.equal([]);
  });

  it('when the video is not a YouTube id or address, then 422 (translated) and nothing is saved, file included', async () => {
    const w = await world();
    for (const videoId of ['abc', `${VIDEO}x`, 'dQw4w9WgXcB', 'javascript:alert(1)', `https://vimeo.com/${VIDEO}`, `https://evil.example/watch?v=${VIDEO}`, '<script>']) {
      const res = await post(w, w.hq, { subject: 'Video', videoId }, { data: PNG, name: 'a.png' });
      expect(res.status, videoId).to.equal(422);
      expect(res.body.meta.errors.videoId).to.equal('Enter a YouTube video ID (11 characters) or a YouTube video link.');
    }
    const ms = await post(w, w.hq, { subject: 'Video', videoId: 'nope' }).set('Accept-Language', 'ms');
    expect(ms.body.meta.errors.videoId).to.equal('Masukkan ID video YouTube (11 aksara) atau pautan video YouTube.');
    expect(await NewsPost.of(w.c.ctx).resultSize()).to.equal(0);
    expect(await stored(w.c, 'news')).to.deep.equal([]);
    // Blank: no video.
    expect((await post(w, w.hq, { subject: 'No video', videoId: '  ' })).body.data.videoId).to.equal(null);
  });

  it('when the content carries scripts, event handlers or unsafe links, then they are removed before it is stored', async () => {
    const w = await world();
    const dirty =
      '<p onclick="steal()" style="color:red">Hello <script>alert(1)</script><b>world</b></p>' +
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://shop.example/x?a=1&amp;b=2" onmouseover="x()">good</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><div>line</div>';
    const res = await post(w, w.hq, { subject: 'Rich', content: dirty });
    expect(res.status).to.equal(201);
    const clean = '<p>Hello <b>world</b></p>bad <a href="https://shop.example/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">good</a><p>line</p>';
    expect(res.body.data.content).to.equal(clean);
    expect((await NewsPost.of(w.c.ctx).findById(res.body.data.id))!.content).to.equal(clean);
    // Subject is plain text, required after trimming; over-long input is refused.
    expect((await post(w, w.hq, { subject: '   ' })).status).to.equal(422);
    expect((await post(w, w.hq, { subject: 'x'.repeat(192) })).status).to.equal(422);
    expect((await post(w, w.hq, { subject: 'Long', content: 'x'.repeat(20_001) })).status).to.equal(422);
    expect((await post(w, w.hq, { subject: 'Extra', companyId: '5' })).status).to.equal(422);
  });

  it('when a post is deleted, then it and its file are gone; an unknown id is 404 and no id is 422', async () => {
    const w = await world();
    const id = (await post(w, w.hq, { subject: 'Bye' }, { data: PDF, name: 'x.pdf' })).body.data.id;
    expect(await stored(w.c, 'news')).to.have.length(1);
    const res = await w.http.delete('/news-feed/delete', w.poster).send({ id });
    expect(res.status).to.equal(200);
    expect(res.body.meta.message).to.equal('Post deleted.');
    expect(await NewsPost.of(w.c.ctx).resultSize()).to.equal(0);
    expect(await stored(w.c, 'news')).to.deep.equal([]);
    expect((await w.http.delete(`/news-feed/delete?id=${id}`, w.hq)).status).to.equal(404);
    expect((await w.http.delete('/news-feed/delete', w.hq)).status).to.equal(422);
  });
});

describe('Hall of fame', () => {
  it('when staff with "set up hall of fame" add entries with a photo, then agents read them newest day first with a signed photo', async () => {
    const w = await world();
    const res = await fame(w, w.famer, HOF, { data: PNG, name: 'aisyah.png' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.meta.message).to.equal('Added to the hall of fame.');
    await fame(w, w.hq, { ...HOF, hofDate: '2026-11-30', hofTitle: 'Top seller', userName: 'Ben Tan' });
    const list = await w.http.get('/hof', w.agent);
    expect(list.status).to.equal(200);
    expect(list.body.data.map((h: { userName: string }) => h.userName)).to.deep.equal(['Ben Tan', 'Aisyah Rahman']);
    expect(list.body.data[1]).to.include({ hofTitle: 'Top recruiter', hofDate: '2026-10-31', userAchievement: '25 new agents in October' });
    expect(list.body.data[0].userImgUrl).to.equal(null);
    const photo = await request(app()).get(list.body.data[1].userImgUrl).set('Host', w.c.host);
    expect(photo.status).to.equal(200);
    expect(photo.headers['content-type']).to.equal('image/png');
  });

  it('when the photo is a PDF, the date is not a day or a field is blank, then 422 and nothing is saved', async () => {
    const w = await world();
    const pdf = await fame(w, w.hq, HOF, { data: PDF, name: 'me.png' });
    expect(pdf.status).to.equal(422);
    expect(pdf.body.meta.errors.userImg).to.equal('Only JPEG/JPG, PNG files are accepted.');
    for (const hofDate of ['2026-02-30', '31/10/2026', '']) expect((await fame(w, w.hq, { ...HOF, hofDate })).status, hofDate).to.equal(422);
    const blank = await fame(w, w.hq, { ...HOF, userName: '   ' });
    expect(blank.status).to.equal(422);
    expect(blank.body.meta.errors.userName).to.equal('This field is required.');
    expect(await HallOfFame.of(w.c.ctx).resultSize()).to.equal(0);
    expect(await stored(w.c, 'hof')).to.deep.equal([]);
  });

  it('when agents, staff without the permission or company B write or delete, then refused and nothing changes', async () => {
    const w = await world();
    const id = (await fame(w, w.hq, HOF, { data: PNG, name: 'a.png' })).body.data.id;
    for (const token of [w.agent, w.poster, w.staffWithout]) {
      expect((await fame(w, token, HOF)).status).to.equal(403);
      expect((await w.http.delete(`/hof/delete?id=${id}`, token)).status).to.equal(403);
    }
    const b = await newCompany();
    const bHq = await login(b.host, b.hq.email);
    expect((await api(b.host).get('/hof', bHq)).body.data).to.deep.equal([]);
    expect((await api(b.host).delete(`/hof/delete?id=${id}`, bHq)).status).to.equal(404);
    expect(await HallOfFame.of(w.c.ctx).resultSize()).to.equal(1);

    const res = await w.http.delete(`/hof/delete?id=${id}`, w.famer);
    expect(res.status).to.equal(200);
    expect(res.body.meta.message).to.equal('Removed from the hall of fame.');
    expect(await HallOfFame.of(w.c.ctx).resultSize()).to.equal(0);
    expect(await stored(w.c, 'hof')).to.deep.equal([]);
  });
});

describe('Demo news', () => {
  it('when the demo news is seeded, then the feed starts with a pinned post and its PDF, has a video post, and the hall of fame has photos', async () => {
    const c = await newCompany();
    await seedDemoNews(c.id);
    const hq = await login(c.host, c.hq.email);
    const feed = (await api(c.host).get('/news-feed', hq)).body.data;
    expect(feed).to.have.length(3);
    expect(feed[0]).to.include({ pin: true, fileType: 'pdf' });
    expect((await request(app()).get(feed[0].fileUrl).set('Host', c.host)).headers['content-type']).to.equal('application/pdf');
    expect(feed.filter((p: { videoId: string | null }) => p.videoId && youtubeId(p.videoId) === p.videoId)).to.have.length(1);
    const hof = (await api(c.host).get('/hof', hq)).body.data;
    expect(hof).to.have.length(3);
    expect(hof.every((h: { userImgUrl: string | null }) => h.userImgUrl)).to.equal(true);
  });
});

describe('News rules', () => {
  it('youtubeId takes an id or the usual YouTube addresses and nothing else', () => {
    for (const input of [
      VIDEO,
      ` ${VIDEO} `,
      `https://youtu.be/${VIDEO}`,
      `https://www.youtube.com/watch?v=${VIDEO}`,
      `youtube.com/watch?feature=share&v=${VIDEO}`,
      `https://m.youtube.com/shorts/${VIDEO}?si=x`,
      `https://www.youtube-nocookie.com/embed/${VIDEO}`,
    ]) {
      expect(youtubeId(input), input).to.equal(VIDEO);
    }
    for (const input of ['', 'dQw4w9WgXc', 'dQw4w9WgXcQQ', 'dQw4w9WgXcR', 'dQw4w9WgX!Q', `https://youtu.be.evil/${VIDEO}`, `https://youtube.com/watch?v=${VIDEO}"onload=x`]) {
      expect(youtubeId(input), input).to.equal(null);
    }
  });

  it('sanitizeRichText keeps the formatting subset, escapes text and balances tags', () => {
    const cases: [string, string][] = [
      ['plain & simple < 3 > 2', 'plain &amp; simple &lt; 3 &gt; 2'],
      ['<B>bold</B><em>it</em><u>u</u><br/>next', '<b>bold</b><em>it</em><u>u</u><br>next'],
      ['<ul><li>one<li>two</ul>', '<ul><li>one<li>two</li></li></ul>'],
      ['<p>open', '<p>open</p>'],
      ['</b>stray', 'stray'],
      ['<h1>Title</h1>', '<h2>Title</h2>'],
      ['<a href="&#106;avascript:alert(1)">x</a>', 'x'],
      ['<a href="java\nscript:alert(1)">x</a>', 'x'],
      ['<a href=" HTTPS://ok.example ">x</a>', '<a href="HTTPS://ok.example" target="_blank" rel="noopener noreferrer nofollow">x</a>'],
      ['<a href="mailto:hq@demo.test">mail</a>', '<a href="mailto:hq@demo.test" target="_blank" rel="noopener noreferrer nofollow">mail</a>'],
      ['<a href="https://x.example/&quot;onmouseover=&quot;x">q</a>', '<a href="https://x.example/&quot;onmouseover=&quot;x" target="_blank" rel="noopener noreferrer nofollow">q</a>'],
      ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
      ['<SCRIPT src=x>', ''],
      ['<!-- hidden --><!doctype html>text', 'text'],
      ['<svg><script>alert(1)</script></svg>after', 'after'],
      ['<img src=x onerror=alert(1)//', '&lt;img src=x onerror=alert(1)//'],
      ['&lt;script&gt; stays text', '&lt;script&gt; stays text'],
      ['<p title="a>b">t</p>', '<p>t</p>'],
    ];
    for (const [input, output] of cases) expect(sanitizeRichText(input), input).to.equal(output);
    expect(plainText('<p>Hello&nbsp;<b>there</b></p><p>&amp; you</p>')).to.equal('Hello there & you');
  });

  it('sanitizeRichText takes linear time on runs of unfinished tags (the longest content allowed)', () => {
    for (const unit of ['<a ', '<p x=1 ', '<a b="']) {
      const started = Date.now();
      sanitizeRichText(unit.repeat(Math.floor(20_000 / unit.length)));
      expect(Date.now() - started, unit).to.be.below(1_000);
    }
  });
});
