import { expect } from 'chai';
import { platform } from '../harness';
import { seedDemo } from '../../db/demo';
import { DEMO_COOP } from '../../db/demo-coop';
import { Company } from '../../server/modules/companies/models';
import { invalidateTenants } from '../../server/platform/tenancy';
import { withoutTenantCheck } from '../tenant-check';

/**
 * The demo company's school co-op store (db/demo-coop.ts): Mei Ling's store for SK Jelutong with
 * its classes, two banners, five products and months of parents' orders — every one with student,
 * parent and one of the school's classes, paid by transfer, past months collected, this month's
 * waiting. Uses the demo company already in the suite's database, or loads it when run alone.
 */
describe("demo company's co-op store (db/demo-coop.ts)", function () {
  this.timeout(600_000);
  let companyId = 0;
  let seededHere = false;
  const db = () => platform().db;

  before(async () => {
    let demo = await Company.query().findOne({ slug: 'demo' });
    if (!demo) {
      expect((await withoutTenantCheck('seeding the demo company (db/demo.ts), as npm start does', () => seedDemo())).created).to.equal(true);
      demo = (await Company.query().findOne({ slug: 'demo' }))!;
      seededHere = true;
    }
    companyId = demo.id;
  });

  after(async () => {
    if (!seededHere) return;
    await Company.query().findById(companyId).patch({ isDefault: false });
    invalidateTenants();
  });

  it('has the school, its banners and products, and parents’ orders by class: past months collected, this month’s waiting', async () => {
    const store = await db()('stores').where({ company_id: companyId, slug: DEMO_COOP.slug }).first();
    expect(store).to.include({ kind: 'coop', schoolName: DEMO_COOP.schoolName, status: 'active', fulfilment: 'own' });
    expect(JSON.parse(store.classes as string)).to.deep.equal(DEMO_COOP.classes);
    const owner = await db()('users').where({ company_id: companyId, id: store.ownerId }).first('first_name');
    expect(owner.firstName).to.equal('Mei Ling');
    const banners = await db()('store_banners').where({ company_id: companyId, store_id: store.id }).orderBy('position');
    expect(banners.map((b: { title: string }) => b.title)).to.deep.equal(['Back to school', 'Sports day']);
    expect(Number(((await db()('store_products').where({ company_id: companyId, store_id: store.id }).count('* as n').first()) as { n: number }).n)).to.equal(5);

    const orders = (await db()('store_orders')
      .join('orders', 'orders.id', 'store_orders.order_id')
      .where({ 'store_orders.company_id': companyId, 'orders.company_id': companyId, 'store_orders.store_id': store.id })
      .select('store_orders.*', 'orders.payment_status', 'orders.shipment_type', 'orders.pickup_at', 'orders.created_at as placed_at')) as Record<string, unknown>[];
    expect(orders).to.have.length(DEMO_COOP.orders.reduce((a, b) => a + b, 0));
    const klMonth = (v: unknown) =>
      new Date(
        new Date(
          `${String(v instanceof Date ? v.toISOString() : v)
            .replace(' ', 'T')
            .replace(/Z?$/, 'Z')}`,
        ).getTime() +
          8 * 3_600_000,
      )
        .toISOString()
        .slice(0, 7);
    const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    for (const o of orders) {
      expect(o.studentName).to.be.a('string').and.not.equal('');
      expect(o.parentName).to.be.a('string').and.not.equal('');
      expect(DEMO_COOP.classes).to.include(o.className);
      expect(o).to.include({ paymentStatus: 'paid', shipmentType: 'pickup', paymentMethod: 'transfer' });
      expect(o.pickupAt).to.not.equal(null);
      expect(o.pickupStatus, String(o.placedAt)).to.equal(klMonth(o.placedAt) === thisMonth ? 'waiting' : 'picked_up');
    }
    expect(orders.filter((o) => o.pickupStatus === 'waiting')).to.have.length(DEMO_COOP.orders.at(-1)!);
  });
});
