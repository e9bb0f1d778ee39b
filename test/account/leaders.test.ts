import { expect } from 'chai';
import { User } from '../../server/modules/users/models';
import { contactLink } from '../../common/web/contact';
import { api, login, newCompany, newTier, newUser } from '../harness';

/** leader (helper, with a phone) ← upline ← agent ← downline; the agent's helper is the leader. */
async function chain() {
  const c = await newCompany();
  const tier = await newTier(c, 1, 'Master Stockist');
  const leader = await newUser(c, { tierId: tier.id });
  await User.of(c.ctx).findById(leader.id).patch({ phoneCode: '+60', phone: '123456789' });
  const upline = await newUser(c, { uplineId: leader.id });
  const agent = await newUser(c, { uplineId: upline.id });
  await User.of(c.ctx).findById(agent.id).patch({ helperId: leader.id });
  const downline = await newUser(c, { uplineId: agent.id });
  await User.of(c.ctx).findById(downline.id).patch({ helperId: leader.id });
  return { c, tier, leader, upline, agent, downline };
}

describe('User detail: upline and helper', () => {
  it("when an agent reads its own detail, then it gets its upline's and helper's name, level, e-mail and phone", async () => {
    const { c, tier, leader, upline, agent } = await chain();
    const res = await api(c.host).get('/user/detail', await login(c.host, agent.email));
    expect(res.status).to.equal(200);
    expect(res.body.data.upline).to.deep.equal({ id: upline.id, name: 'Test User', level: null, email: upline.email, phone: null });
    expect(res.body.data.helper).to.deep.equal({
      id: leader.id,
      name: 'Test User',
      level: { id: tier.id, levelName: 'Master Stockist', rankNumber: 1 },
      email: leader.email,
      phone: '+60123456789',
    });
    expect(res.body.data).to.include({ uplineId: upline.id, helperId: leader.id });
  });

  it('when an agent has no upline and no helper, then both are null, also in the login answer', async () => {
    const { c, leader } = await chain();
    const res = await api(c.host).get('/user/detail', await login(c.host, leader.email));
    expect(res.body.data.upline).to.equal(null);
    expect(res.body.data.helper).to.equal(null);
    const signIn = await api(c.host).post('/login').send({ email: leader.email, password: 'Secret#123' });
    expect(signIn.body.data.user.upline).to.equal(null);
  });

  it("when an agent reads a downline's detail, then the downline's upline and helper come without e-mail and phone", async () => {
    const { c, leader, agent, downline } = await chain();
    const token = await login(c.host, agent.email);
    const res = await api(c.host).get(`/user/detail?id=${downline.id}`, token);
    expect(res.status).to.equal(200);
    expect(res.body.data.upline).to.deep.equal({ id: agent.id, name: 'Test User', level: null });
    expect(res.body.data.helper).to.have.keys(['id', 'name', 'level']);
    expect(res.body.data.helper.id).to.equal(leader.id);
    const details = await api(c.host).get(`/agent-details/${downline.id}`, token);
    expect(details.status).to.equal(200);
    expect(details.body.data.email).to.equal(downline.email);
  });

  it("when HQ reads an agent's detail, then the upline's and helper's contact are included", async () => {
    const { c, leader, agent } = await chain();
    const res = await api(c.host).get(`/user/detail?id=${agent.id}`, await login(c.host, c.hq.email));
    expect(res.body.data.helper).to.include({ id: leader.id, email: leader.email, phone: '+60123456789' });
  });

  it("when an agent logs in, then the session's user carries its helper's contact", async () => {
    const { c, leader, agent } = await chain();
    const res = await api(c.host).post('/login').send({ email: agent.email, password: 'Secret#123' });
    expect(res.status).to.equal(200);
    expect(res.body.data.user.helper).to.include({ id: leader.id, phone: '+60123456789' });
  });
});

describe('Contact links of the agent app', () => {
  it('when a contact has an e-mail address and an international phone, then every channel gets its link', () => {
    const contact = { email: ' devi@example.com ', phone: '+60 012-345 6789' };
    expect(contactLink('email', contact)).to.equal('mailto:devi@example.com');
    expect(contactLink('call', contact)).to.equal('tel:+60123456789');
    expect(contactLink('whatsapp', contact)).to.equal('https://wa.me/60123456789');
    expect(contactLink('whatsapp', { phone: '+6281234567890' })).to.equal('https://wa.me/6281234567890');
  });

  it('when what a channel needs is missing, then it has no link', () => {
    expect(contactLink('email', { phone: '+60123456789' })).to.equal(null);
    expect(contactLink('call', { email: 'a@b.c', phone: null })).to.equal(null);
    expect(contactLink('call', { phone: '+60 12' })).to.equal(null);
    expect(contactLink('whatsapp', null)).to.equal(null);
    // Without a country code a number can be dialled but not opened in WhatsApp.
    expect(contactLink('call', { phone: '012-3456789' })).to.equal('tel:0123456789');
    expect(contactLink('whatsapp', { phone: '012-3456789' })).to.equal(null);
  });
});
