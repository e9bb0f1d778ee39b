import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { Faq, FaqTier, Greeting, Term } from '../../server/modules/content/models';
import { sendWelcomeGreeting } from '../../server/modules/content/service';
import { User } from '../../server/modules/users/models';
import { api, contentWorld as world, lastMail, login, newCompany, newTier, newUser, platform, type TestCompany } from '../harness';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x20)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** The PDFs stored for a company's terms (none when the folder was never made). */
const storedTerms = (companyId: number) => fs.readdir(path.join(platform().config.uploadDir, 'public', `c${companyId}`, 'terms')).catch(() => [] as string[]);

const questions = (res: { body: { data: { question: string }[] } }) => res.body.data.map((f) => f.question).sort();

describe('Content by tier', () => {
  describe('FAQ', () => {
    it('when HQ posts FAQ for all tiers and for Gold only, then a Silver agent sees only the all-tier one and Gold sees both', async () => {
      const w = await world();
      const all = await api(w.c.host).post('/faq/store', w.hq).send({ question: 'How to order?', answer: 'From the shop.' });
      expect(all.status, JSON.stringify(all.body)).to.equal(201);
      expect(all.body.data).to.include({ allTiers: true });
      const goldOnly = await api(w.c.host)
        .post('/faq/store', w.hq)
        .send({ question: 'Gold perks?', answer: 'Many.', tierIds: [w.gold.id] });
      expect(goldOnly.body.data).to.include({ allTiers: false });
      expect(goldOnly.body.data.tiers).to.deep.equal([{ id: w.gold.id, levelName: 'Gold', rankNumber: 1 }]);

      expect(questions(await api(w.c.host).get('/faq', w.silverToken))).to.deep.equal(['How to order?']);
      expect(questions(await api(w.c.host).get('/faq', w.goldToken))).to.deep.equal(['Gold perks?', 'How to order?']);
      expect(questions(await api(w.c.host).get('/faq', w.hq))).to.deep.equal(['Gold perks?', 'How to order?']);
      const bySilver = await api(w.c.host).get(`/faq?filter=${encodeURIComponent(JSON.stringify({ tierId: w.silver.id }))}`, w.hq);
      expect(questions(bySilver)).to.deep.equal(['How to order?']);
      expect(bySilver.headers['content-range']).to.equal('items 0-0/1');
    });

    it('when an agent has no tier, then it sees only all-tier items', async () => {
      const w = await world();
      await api(w.c.host).post('/faq/store', w.hq).send({ question: 'Everyone', answer: 'Yes' });
      await api(w.c.host).post('/faq/store', w.hq).send({ question: 'Gold', answer: 'Yes', tierId: w.gold.id });
      const noTier = await newUser(w.c);
      expect(questions(await api(w.c.host).get('/faq', await login(w.c.host, noTier.email)))).to.deep.equal(['Everyone']);
    });

    it('when store is given an id, then the item and its tiers are replaced', async () => {
      const w = await world();
      const created = await api(w.c.host)
        .post('/faq/store', w.poster)
        .send({ question: 'Q', answer: 'A', tierIds: [w.gold.id] });
      expect(created.status).to.equal(201);
      const res = await api(w.c.host)
        .post('/faq/store', w.poster)
        .send({ id: created.body.data.id, question: 'Q2', answer: 'A2', tierIds: [w.silver.id] });
      expect(res.status).to.equal(200);
      expect(res.body.data).to.include({ question: 'Q2', allTiers: false });
      expect(res.body.data.tierIds).to.deep.equal([w.silver.id]);
      expect(questions(await api(w.c.host).get('/faq', w.goldToken))).to.deep.equal([]);
      expect(questions(await api(w.c.host).get('/faq', w.silverToken))).to.deep.equal(['Q2']);
    });

    it('when the question is blank, a tier is unknown or of another company, then 422 and nothing is saved', async () => {
      const w = await world();
      const foreign = await newTier(await newCompany(), 1);
      const blank = await api(w.c.host).post('/faq/store', w.hq).send({ question: '   ', answer: 'A' });
      expect(blank.status).to.equal(422);
      expect(blank.body.meta.errors).to.have.property('question');
      const missing = await api(w.c.host).post('/faq/store', w.hq).send({ answer: 'A' });
      expect(missing.body.meta.errors).to.have.property('question');
      const tier = await api(w.c.host)
        .post('/faq/store', w.hq)
        .send({ question: 'Q', answer: 'A', tierIds: [w.gold.id, foreign.id] });
      expect(tier.status).to.equal(422);
      expect(tier.body.meta.errors).to.have.property('tierIds', 'One of the selected levels does not exist.');
      expect(await Faq.of(w.c.ctx).resultSize()).to.equal(0);
    });

    it('when staff without post_content or an agent write, then 403; staff without it may still read', async () => {
      const w = await world();
      for (const token of [w.staffWithout, w.goldToken]) {
        expect((await api(w.c.host).post('/faq/store', token).send({ question: 'Q', answer: 'A' })).status).to.equal(403);
      }
      const item = await Faq.of(w.c.ctx).insertAndFetch({ question: 'Q', answer: 'A', allTiers: true });
      expect((await api(w.c.host).delete(`/faq/delete?id=${item.id}`, w.goldToken)).status).to.equal(403);
      expect((await api(w.c.host).delete(`/faq/delete?id=${item.id}`, w.staffWithout)).status).to.equal(403);
      expect((await api(w.c.host).get('/faq', w.staffWithout)).body.data).to.have.length(1);
      expect(await Faq.of(w.c.ctx).resultSize()).to.equal(1);
    });

    it('when staff with post_content deletes by query or by body, then the item and its tier links are gone', async () => {
      const w = await world();
      const a = await api(w.c.host)
        .post('/faq/store', w.poster)
        .send({ question: 'A', answer: 'A', tierIds: [w.gold.id] });
      const b = await api(w.c.host).post('/faq/store', w.poster).send({ question: 'B', answer: 'B' });
      const byQuery = await api(w.c.host).delete(`/faq/delete?id=${a.body.data.id}`, w.poster);
      expect(byQuery.status).to.equal(200);
      expect(byQuery.body.meta.message).to.equal('Deleted.');
      const byBody = await api(w.c.host).delete('/faq/delete', w.poster).send({ id: b.body.data.id });
      expect(byBody.status).to.equal(200);
      expect(await Faq.of(w.c.ctx).resultSize()).to.equal(0);
      expect(await FaqTier.of(w.c.ctx).resultSize()).to.equal(0);
      const none = await api(w.c.host).delete('/faq/delete', w.poster);
      expect(none.status).to.equal(422);
      expect(none.body.meta.errors).to.have.property('id');
    });

    it("when company B reads, replaces or deletes company A's FAQ, then it sees nothing and gets 404", async () => {
      const a = await world();
      const item = await api(a.c.host).post('/faq/store', a.hq).send({ question: 'Secret', answer: 'A' });
      const b = await world();
      expect((await api(b.c.host).get('/faq', b.hq)).body.data).to.deep.equal([]);
      expect((await api(b.c.host).get('/faq', b.goldToken)).body.data).to.deep.equal([]);
      expect((await api(b.c.host).post('/faq/store', b.hq).send({ id: item.body.data.id, question: 'X', answer: 'X' })).status).to.equal(404);
      expect((await api(b.c.host).delete(`/faq/delete?id=${item.body.data.id}`, b.hq)).status).to.equal(404);
      expect((await Faq.of(a.c.ctx).findById(item.body.data.id))!.question).to.equal('Secret');
    });
  });

  describe('Terms', () => {
    it('when HQ posts terms with a PDF for Silver, then Silver agents get them with a link that serves the PDF, Gold agents not', async () => {
      const w = await world();
      const res = await api(w.c.host).post('/tnc/store', w.hq).field('tncDetails', 'Silver terms').field('tierIds', String(w.silver.id)).attach('pdfUpload', PDF, 'terms.pdf');
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.data.pdfUrl).to.match(/^\/uploads\/c\d+\/terms\/[0-9a-f]+\.pdf$/);
      expect(res.body.data.tierIds).to.deep.equal([w.silver.id]);
      const silver = await api(w.c.host).get('/tnc', w.silverToken);
      expect(silver.body.data.map((t: { tncDetails: string }) => t.tncDetails)).to.deep.equal(['Silver terms']);
      expect((await api(w.c.host).get('/tnc', w.goldToken)).body.data).to.deep.equal([]);
      const key = (await Term.of(w.c.ctx).findById(res.body.data.id))!.pdfUpload!;
      expect((await platform().storage.read(key)).subarray(0, 5).toString()).to.equal('%PDF-');
    });

    it('when multipart names two levels and no file, then both levels see the terms', async () => {
      const w = await world();
      const res = await api(w.c.host).post('/tnc/store', w.hq).field('tncDetails', 'Both').field('tierIds', String(w.gold.id)).field('tierIds', String(w.silver.id));
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.data).to.include({ pdfUpload: null, pdfUrl: null, allTiers: false });
      expect(res.body.data.tierIds).to.have.members([w.gold.id, w.silver.id]);
      expect((await api(w.c.host).get('/tnc', w.goldToken)).body.data).to.have.length(1);
      expect((await api(w.c.host).get('/tnc', w.silverToken)).body.data).to.have.length(1);
    });

    it('when the upload is not a PDF by its content, then 422 and nothing is saved', async () => {
      const w = await world();
      const res = await api(w.c.host).post('/tnc/store', w.hq).field('tncDetails', 'Terms').attach('pdfUpload', PNG, 'terms.pdf');
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.property('pdfUpload');
      expect(await Term.of(w.c.ctx).resultSize()).to.equal(0);
    });

    it('when terms are replaced with a new PDF and then deleted, then the old files are removed', async () => {
      const w = await world();
      const first = await api(w.c.host).post('/tnc/store', w.poster).field('tncDetails', 'v1').attach('pdfUpload', PDF, 'a.pdf');
      const oldKey = (await Term.of(w.c.ctx).findById(first.body.data.id))!.pdfUpload!;
      const second = await api(w.c.host).post('/tnc/store', w.poster).field('id', String(first.body.data.id)).field('tncDetails', 'v2').attach('pdfUpload', PDF, 'b.pdf');
      expect(second.status, JSON.stringify(second.body)).to.equal(200);
      const newKey = (await Term.of(w.c.ctx).findById(first.body.data.id))!.pdfUpload!;
      expect(newKey).to.not.equal(oldKey);
      let gone = false;
      await platform()
        .storage.read(oldKey)
        .catch(() => (gone = true));
      expect(gone).to.equal(true);
      const kept = await api(w.c.host).post('/tnc/store', w.poster).send({ id: first.body.data.id, tncDetails: 'v3' });
      expect(kept.body.data.pdfUpload).to.equal(newKey);
      expect((await api(w.c.host).delete(`/tnc/delete?id=${first.body.data.id}`, w.poster)).status).to.equal(200);
      gone = false;
      await platform()
        .storage.read(newKey)
        .catch(() => (gone = true));
      expect(gone).to.equal(true);
    });

    it('when tncDetails is missing, then 422; staff without post_content get 403', async () => {
      const w = await world();
      const res = await api(w.c.host).post('/tnc/store', w.hq).send({});
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.property('tncDetails');
      expect((await api(w.c.host).post('/tnc/store', w.staffWithout).send({ tncDetails: 'x' })).status).to.equal(403);
      expect(await Term.of(w.c.ctx).resultSize()).to.equal(0);
    });

    it('when tncDetails is only spaces and a PDF is attached, then 422 and no file is left in storage', async () => {
      const w = await world();
      const res = await api(w.c.host).post('/tnc/store', w.hq).field('tncDetails', '   ').attach('pdfUpload', PDF, 'terms.pdf');
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.property('tncDetails');
      expect(await Term.of(w.c.ctx).resultSize()).to.equal(0);
      expect(await storedTerms(w.c.ctx.companyId)).to.deep.equal([]);
    });

    it('when a PDF is attached with an unknown level, then 422 and no file is left in storage', async () => {
      const w = await world();
      const res = await api(w.c.host).post('/tnc/store', w.hq).field('tncDetails', 'Terms').field('tierIds', '999999999').attach('pdfUpload', PDF, 'terms.pdf');
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.have.property('tierIds');
      expect(await Term.of(w.c.ctx).resultSize()).to.equal(0);
      expect(await storedTerms(w.c.ctx.companyId)).to.deep.equal([]);
    });

    it("when company B deletes company A's terms, then 404", async () => {
      const a = await world();
      const t = await api(a.c.host).post('/tnc/store', a.hq).send({ tncDetails: 'A terms' });
      const b = await world();
      expect((await api(b.c.host).delete(`/tnc/delete?id=${t.body.data.id}`, b.hq)).status).to.equal(404);
      expect((await api(b.c.host).get('/tnc', b.silverToken)).body.data).to.deep.equal([]);
      expect(await Term.of(a.c.ctx).findById(t.body.data.id)).to.not.equal(undefined);
    });
  });

  describe('Greetings', () => {
    async function agentOf(c: TestCompany, tierId: number, name: string) {
      const user = await newUser(c, { tierId });
      await User.of(c.ctx).findById(user.id).patch({ firstName: name, lastName: null });
      return (await User.of(c.ctx).findById(user.id))!;
    }

    it('when a new agent registers, then the greeting of its tier is mailed, filled in, else the all-tier one', async () => {
      const w = await world();
      const general = await api(w.c.host).post('/greeting/store', w.hq).send({ greetSubject: 'Welcome to {{company}}', greetDetail: 'Hello {{name}}, you joined as {{level}}.' });
      expect(general.status, JSON.stringify(general.body)).to.equal(201);
      await api(w.c.host)
        .post('/greeting/store', w.hq)
        .send({ greetSubject: 'Gold welcome', greetDetail: 'Shine, {{name}}!', tierIds: [w.gold.id] });

      const goldie = await agentOf(w.c, w.gold.id, 'Goldie');
      expect(await sendWelcomeGreeting(w.c.ctx, goldie)).to.be.a('number');
      expect(await lastMail(goldie.email)).to.include({ subject: 'Gold welcome', body: 'Shine, Goldie!' });

      const sil = await agentOf(w.c, w.silver.id, 'Sil');
      await sendWelcomeGreeting(w.c.ctx, sil);
      expect(await lastMail(sil.email)).to.include({ subject: `Welcome to ${w.c.ctx.company.name}`, body: 'Hello Sil, you joined as Silver.' });
    });

    it('when no greeting applies, then no mail is sent', async () => {
      const w = await world();
      await api(w.c.host)
        .post('/greeting/store', w.hq)
        .send({ greetSubject: 'Gold only', greetDetail: 'x', tierIds: [w.gold.id] });
      const sil = await agentOf(w.c, w.silver.id, 'Sil');
      expect(await sendWelcomeGreeting(w.c.ctx, sil)).to.equal(null);
      expect(await lastMail(sil.email)).to.equal(undefined);
    });

    it("when company B's greeting exists, then company A's agents never get it", async () => {
      const b = await world();
      await api(b.c.host).post('/greeting/store', b.hq).send({ greetSubject: 'B welcome', greetDetail: 'x' });
      const a = await world();
      const agent = await agentOf(a.c, a.gold.id, 'A');
      expect(await sendWelcomeGreeting(a.c.ctx, agent)).to.equal(null);
    });

    it('when agents list greetings, then they see their tier’s; subject missing is 422; staff without post_content 403; delete works', async () => {
      const w = await world();
      const gold = await api(w.c.host)
        .post('/greeting/store', w.poster)
        .send({ greetSubject: 'G', greetDetail: 'g', tierIds: [w.gold.id] });
      expect(gold.status).to.equal(201);
      expect((await api(w.c.host).get('/greeting', w.silverToken)).body.data).to.deep.equal([]);
      expect((await api(w.c.host).get('/greeting', w.goldToken)).body.data).to.have.length(1);
      const bad = await api(w.c.host).post('/greeting/store', w.poster).send({ greetDetail: 'g' });
      expect(bad.status).to.equal(422);
      expect(bad.body.meta.errors).to.have.property('greetSubject');
      expect((await api(w.c.host).post('/greeting/store', w.staffWithout).send({ greetSubject: 'x', greetDetail: 'y' })).status).to.equal(403);
      const other = await world();
      expect((await api(other.c.host).delete(`/greeting/delete?id=${gold.body.data.id}`, other.hq)).status).to.equal(404);
      expect((await api(w.c.host).delete(`/greeting/delete?id=${gold.body.data.id}`, w.poster)).status).to.equal(200);
      expect(await Greeting.of(w.c.ctx).resultSize()).to.equal(0);
    });
  });

  describe('Deleting a tier', () => {
    it('when a tier without agents is deleted, then content aimed only at it is left for HQ only', async () => {
      const w = await world();
      const bronze = await newTier(w.c, 3, 'Bronze');
      const item = await api(w.c.host)
        .post('/faq/store', w.hq)
        .send({ question: 'Bronze', answer: 'x', tierIds: [bronze.id] });
      expect((await api(w.c.host).delete(`/setup/tier/delete?id=${bronze.id}`, w.hq)).status).to.equal(200);
      const list = await api(w.c.host).get('/faq', w.hq);
      expect(list.body.data[0]).to.include({ id: item.body.data.id, allTiers: false });
      expect(list.body.data[0].tierIds).to.deep.equal([]);
      expect((await api(w.c.host).get('/faq', w.goldToken)).body.data).to.deep.equal([]);
    });
  });

  describe('GET /helpline', () => {
    it("when an agent opens the helpline, then it gets its own company's contact details, never another's", async () => {
      const w = await world();
      await platform().db('companies').where({ id: w.c.id }).update({ email: 'help@example.com', phoneCode: '+60', phone: '312345678', city: 'Kuala Lumpur' });
      const res = await api(w.c.host).get('/helpline', w.goldToken);
      expect(res.status).to.equal(200);
      expect(res.body.data).to.include({ name: w.c.ctx.company.name, comEmail: 'help@example.com', comCodePhone: '+60', comPhone: '312345678', comCity: 'Kuala Lumpur' });
      const other = await world();
      expect((await api(other.c.host).get('/helpline', other.goldToken)).body.data.comEmail).to.equal(null);
      expect((await api(w.c.host).get('/helpline')).status).to.equal(401);
    });
  });
});
