import { expect } from 'chai';
import { api, login, newCompany, newTier, newUser } from '../harness';
import { User } from '../../server/modules/users/models';

/** leader ← mid ← deep (placement chain), a sibling branch, and a separate root group. */
async function network() {
  const c = await newCompany();
  const tier = await newTier(c, 2, 'Stockist');
  const leader = await newUser(c, { tierId: tier.id });
  const mid = await newUser(c, { uplineId: leader.id, tierId: tier.id });
  const deep = await newUser(c, { uplineId: mid.id, status: 'inactive' });
  const sibling = await newUser(c, { uplineId: leader.id });
  const otherRoot = await newUser(c);
  const otherDown = await newUser(c, { uplineId: otherRoot.id });
  return { c, tier, leader, mid, deep, sibling, otherRoot, otherDown };
}

describe('Agents visibility and family tree', () => {
  describe('GET /list-agent', () => {
    it('when an agent lists agents, then it sees itself and its whole group at every depth', async () => {
      const { c, leader, mid, deep, sibling } = await network();
      const token = await login(c.host, leader.email);
      const res = await api(c.host).get('/list-agent?perPage=100', token);
      expect(res.status).to.equal(200);
      expect(res.body.data.map((x: { id: number }) => x.id).sort()).to.deep.equal([leader.id, mid.id, deep.id, sibling.id].sort());
      const midToken = await login(c.host, mid.email);
      const own = await api(c.host).get('/list-agent', midToken);
      expect(own.body.data.map((x: { id: number }) => x.id).sort()).to.deep.equal([mid.id, deep.id].sort());
      expect(own.headers['content-range']).to.equal('items 0-1/2');
    });

    it('when HQ lists agents, then it sees every agent of the company', async () => {
      const { c } = await network();
      const res = await api(c.host).get('/list-agent?perPage=100', await login(c.host, c.hq.email));
      expect(res.body.data).to.have.length(6);
    });
  });

  describe('GET /user/detail', () => {
    it("when an agent asks for a downline's detail, then it gets it, and another group's agent id gives 404", async () => {
      const { c, leader, deep, otherDown, mid } = await network();
      const token = await login(c.host, leader.email);
      const ok = await api(c.host).get(`/user/detail?id=${deep.id}`, token);
      expect(ok.status).to.equal(200);
      expect(ok.body.data.id).to.equal(deep.id);
      expect((await api(c.host).get(`/user/detail?id=${otherDown.id}`, token)).status).to.equal(404);
      // Uplines are not part of an agent's group either.
      expect((await api(c.host).get(`/user/detail?id=${leader.id}`, await login(c.host, mid.email))).status).to.equal(404);
    });

    it("when company B's agent asks for company A's agent, then 404", async () => {
      const { c, deep } = await network();
      const b = await newCompany();
      const stranger = await newUser(b);
      const res = await api(b.host).get(`/user/detail?id=${deep.id}`, await login(b.host, stranger.email));
      expect(res.status).to.equal(404);
      expect((await api(c.host).get(`/user/detail?id=${deep.id}`, await login(c.host, c.hq.email))).status).to.equal(200);
    });
  });

  describe('GET /user/family-tree', () => {
    it('when HQ opens the tree, then the roots come with level, status, group size and whether they have children', async () => {
      const { c, leader, otherRoot } = await network();
      const res = await api(c.host).get('/user/family-tree', await login(c.host, c.hq.email));
      expect(res.status).to.equal(200);
      expect(res.body.data.node).to.equal(null);
      expect(res.body.data.childrenTotal).to.equal(2);
      const byId = new Map(res.body.data.children.map((n: { id: number }) => [n.id, n]));
      expect(byId.get(leader.id)).to.deep.include({ groupSize: 3, hasChildren: true, status: 'active', uplineId: null });
      expect((byId.get(leader.id) as { level: { levelName: string } }).level.levelName).to.equal('Stockist');
      expect(byId.get(otherRoot.id)).to.deep.include({ groupSize: 1, hasChildren: true });
    });

    it('when a node is opened, then only its direct children load', async () => {
      const { c, leader, mid, sibling, deep } = await network();
      const token = await login(c.host, leader.email);
      const root = await api(c.host).get('/user/family-tree', token);
      expect(root.body.data.node).to.deep.include({ id: leader.id, groupSize: 3 });
      expect(root.body.data.children.map((n: { id: number }) => n.id).sort()).to.deep.equal([mid.id, sibling.id].sort());
      const open = await api(c.host).get(`/user/family-tree?id=${mid.id}`, token);
      expect(open.body.data.children).to.have.length(1);
      expect(open.body.data.children[0]).to.deep.include({ id: deep.id, status: 'inactive', groupSize: 0, hasChildren: false, level: null });
    });

    it('when a node has no downline, then the reply says "No downline detected!"', async () => {
      const { c, leader, deep } = await network();
      const res = await api(c.host).get(`/user/family-tree?id=${deep.id}`, await login(c.host, leader.email));
      expect(res.status).to.equal(200);
      expect(res.body.meta.message).to.equal('No downline detected!');
      expect(res.body.data.children).to.deep.equal([]);
    });

    it('when an agent searches by name, then it gets the path from itself to each match', async () => {
      const { c, leader, mid, deep, otherDown } = await network();
      await User.of(c.ctx).findById(deep.id).patch({ firstName: 'Zulkifli' });
      await User.of(c.ctx).findById(otherDown.id).patch({ firstName: 'Zulkifli' });
      const res = await api(c.host).get('/user/family-tree?agentName=zulk', await login(c.host, mid.email));
      expect(res.status).to.equal(200);
      expect(res.body.data.matches).to.have.length(1);
      expect(res.body.data.matches[0].path.map((n: { id: number }) => n.id)).to.deep.equal([mid.id, deep.id]);
      const hq = await api(c.host).get('/user/family-tree?agentName=zulk', await login(c.host, c.hq.email));
      const paths = hq.body.data.matches.map((m: { path: { id: number }[] }) => m.path.map((n) => n.id));
      expect(paths).to.deep.include([leader.id, mid.id, deep.id]);
      expect(paths).to.have.length(2);
      const none = await api(c.host).get('/user/family-tree?agentName=nobody', await login(c.host, mid.email));
      expect(none.body.data.matches).to.deep.equal([]);
      expect(none.body.meta.message).to.equal('No Data Found!');
    });

    it("when an agent asks for a node outside its group (or another company's), then 404", async () => {
      const { c, leader, mid, otherDown } = await network();
      const token = await login(c.host, mid.email);
      expect((await api(c.host).get(`/user/family-tree?id=${otherDown.id}`, token)).status).to.equal(404);
      expect((await api(c.host).get(`/user/family-tree?id=${leader.id}`, token)).status).to.equal(404);
      const b = await newCompany();
      const stranger = await newUser(b);
      expect((await api(b.host).get(`/user/family-tree?id=${mid.id}`, await login(b.host, stranger.email))).status).to.equal(404);
      expect((await api(c.host).get('/user/family-tree?id=abc', token)).status).to.equal(422);
      expect((await api(c.host).get('/user/family-tree')).status).to.equal(401);
    });
  });
});
