import { expect } from 'chai';
import { FEATURE_SWITCHES, NOTIFICATION_TYPES } from '../../common/company';
import { CompanyFeatures, NotificationRecipient } from '../../server/modules/companies/models';
import { notificationRecipients } from '../../server/modules/companies/features';
import { api, newTier } from '../harness';
import { companyWithSessions } from './factories';

const allOn = Object.fromEntries(FEATURE_SWITCHES.map((f) => [f, true]));

describe('Control features and notifications', () => {
  describe('/company-features', () => {
    it('when HQ switches every flag on, then the features, the tenant and /user/detail report them', async () => {
      const { c, hq, agent } = await companyWithSessions();
      const tier = await newTier(c, 1);
      const res = await api(c.host)
        .post('/company-features/store', hq)
        .send({
          ...allOn,
          bookingTime: { hours: 12, minutes: 59 },
          inactiveLimit: 30,
          level: tier.id,
          orderExpiryMinutes: 90,
          orderAdminFee: 150,
          serviceChargeBp: 600,
          commissionCompression: true,
          autoPromotion: true,
          withholding107d: false,
          commissionCloseDay: 5,
          commissionCloseHour: 3,
          minPayout: 20000,
          affiliateWindowDays: 45,
        });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.message).to.equal('Control features saved.');
      const read = (await api(c.host).get('/company-features', hq)).body.data;
      expect(read).to.deep.equal({
        ...allOn,
        bookingTime: { hours: 12, minutes: 59 },
        inactiveLimit: 30,
        level: tier.id,
        orderExpiryMinutes: 90,
        orderAdminFee: 150,
        serviceChargeBp: 600,
        commissionCompression: true,
        autoPromotion: true,
        withholding107d: false,
        commissionCloseDay: 5,
        commissionCloseHour: 3,
        minPayout: 20000,
        affiliateWindowDays: 45,
      });
      expect((await CompanyFeatures.of(c.ctx).findById(c.id))!.bookingTimeMinutes).to.equal(12 * 60 + 59);
      const detail = (await api(c.host).get('/user/detail', agent)).body.data;
      expect(detail).to.include({ first_order_package: true, go_affiliate_status: true, ejen_store_status: true, e_koop_status: true });

      await api(c.host).post('/company-features/store', hq).send({ goAffiliateStatus: false, level: null }).expect(200);
      const after = (await api(c.host).get('/company-features', hq)).body.data;
      expect(after).to.include({ goAffiliateStatus: false, ejenstoreStatus: true, level: null });
      expect((await api(c.host).get('/user/detail', agent)).body.data.go_affiliate_status).to.equal(false);
    });

    it('when booking time is 13 hours 60 minutes, then 422 with a message per field and nothing changes', async () => {
      const { c, hq } = await companyWithSessions();
      const res = await api(c.host)
        .post('/company-features/store', hq)
        .send({ moq: true, bookingTime: { hours: 13, minutes: 60 } });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.deep.equal({
        'bookingTime.hours': 'Booking time hours must be at most 12.',
        'bookingTime.minutes': 'Booking time minutes must be at most 59.',
      });
      expect(Boolean((await CompanyFeatures.of(c.ctx).findById(c.id))!.moq)).to.equal(false);
    });

    it("when the level is another company's tier, the limit is 0 or a flag is unknown, then 422", async () => {
      const { c, hq } = await companyWithSessions();
      const other = await companyWithSessions();
      const foreign = await newTier(other.c, 1);
      const res = await api(c.host).post('/company-features/store', hq).send({ level: foreign.id, inactiveLimit: 0, teleport: true });
      expect(res.status).to.equal(422);
      expect(res.body.meta.errors).to.include.keys('inactiveLimit', 'teleport');
      const level = await api(c.host).post('/company-features/store', hq).send({ level: foreign.id });
      expect(level.status).to.equal(422);
      expect(level.body.meta.errors).to.have.keys('level');
    });
  });

  describe('notifications', () => {
    it('when HQ sets the addresses and switches a type off, then the list reports them and recipients follow', async () => {
      const { c, hq } = await companyWithSessions();
      const initial = (await api(c.host).get('/company-features/notification', hq)).body.data;
      expect(initial.emailAddress).to.deep.equal([]);
      expect(initial.notifications.map((n: { type: string }) => n.type)).to.deep.equal([...NOTIFICATION_TYPES]);
      expect(initial.notifications.every((n: { state: boolean }) => n.state)).to.equal(true);
      expect(await notificationRecipients(c.ctx, 'new_order')).to.deep.equal([c.hq.email]);

      const saved = await api(c.host)
        .post('/company-features/store-email-address', hq)
        .send({ emailAddress: ['Ops@maju.example', 'ops@maju.example', 'boss@maju.example'] });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      expect(saved.body.meta.message).to.equal('Notification settings saved.');
      expect(saved.body.data.emailAddress).to.deep.equal(['ops@maju.example', 'boss@maju.example']);

      await api(c.host).post('/company-features/store-notif-control', hq).send({ type: 'low_stock', state: false }).expect(200);
      const read = (await api(c.host).get('/company-features/notification', hq)).body.data;
      expect(read.notifications.find((n: { type: string }) => n.type === 'low_stock').state).to.equal(false);
      expect(await notificationRecipients(c.ctx, 'low_stock')).to.deep.equal([]);
      expect(await notificationRecipients(c.ctx, 'new_order')).to.deep.equal(['ops@maju.example', 'boss@maju.example']);
      await api(c.host).post('/company-features/store-notif-control', hq).send({ type: 'low_stock', state: true }).expect(200);
      expect(await notificationRecipients(c.ctx, 'low_stock')).to.have.length(2);
    });

    it('when an address is invalid or the type unknown, then 422 and nothing changes', async () => {
      const { c, hq } = await companyWithSessions();
      await api(c.host)
        .post('/company-features/store-email-address', hq)
        .send({ emailAddress: ['keep@maju.example'] })
        .expect(200);
      const bad = await api(c.host)
        .post('/company-features/store-email-address', hq)
        .send({ emailAddress: ['ok@maju.example', 'not-an-email'] });
      expect(bad.status).to.equal(422);
      expect(bad.body.meta.errors).to.have.keys('emailAddress.1');
      const tooMany = await api(c.host)
        .post('/company-features/store-email-address', hq)
        .send({ emailAddress: Array.from({ length: 11 }, (_, i) => `a${i}@x.example`) });
      expect(tooMany.status).to.equal(422);
      const type = await api(c.host).post('/company-features/store-notif-control', hq).send({ type: 'spam', state: true });
      expect(type.status).to.equal(422);
      expect(type.body.meta.errors).to.have.keys('type');
      expect((await NotificationRecipient.of(c.ctx)).map((r) => r.email)).to.deep.equal(['keep@maju.example']);
    });
  });

  it('when an agent or staff member calls, then 403', async () => {
    const { c, agent, staff } = await companyWithSessions();
    for (const token of [agent, staff]) {
      expect((await api(c.host).get('/company-features', token)).status).to.equal(403);
      expect((await api(c.host).post('/company-features/store', token).send({ moq: true })).status).to.equal(403);
      expect((await api(c.host).get('/company-features/notification', token)).status).to.equal(403);
      expect((await api(c.host).post('/company-features/store-email-address', token).send({ emailAddress: [] })).status).to.equal(403);
      expect((await api(c.host).post('/company-features/store-notif-control', token).send({ type: 'new_order', state: false })).status).to.equal(403);
    }
  });

  it("when company B's HQ changes its features and notifications, then A's are untouched and B's token is refused on A", async () => {
    const a = await companyWithSessions();
    const b = await companyWithSessions();
    await api(b.c.host).post('/company-features/store', b.hq).send({ moq: true }).expect(200);
    await api(b.c.host)
      .post('/company-features/store-email-address', b.hq)
      .send({ emailAddress: ['b@b.example'] })
      .expect(200);
    await api(b.c.host).post('/company-features/store-notif-control', b.hq).send({ type: 'new_order', state: false }).expect(200);
    const features = (await api(a.c.host).get('/company-features', a.hq)).body.data;
    expect(features.moq).to.equal(false);
    const notifications = (await api(a.c.host).get('/company-features/notification', a.hq)).body.data;
    expect(notifications.emailAddress).to.deep.equal([]);
    expect(notifications.notifications[0]).to.include({ type: 'new_order', state: true });
    expect((await api(a.c.host).post('/company-features/store', b.hq).send({ moq: true })).status).to.equal(401);
  });
});
