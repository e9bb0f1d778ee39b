import { expect } from 'chai';
import { Courier, CourierRate, CourierRegion, CourierRegionState } from '../../server/modules/couriers/models';
import { api } from '../harness';
import { courierBody, courierCompany, createCourier } from './factories';

type Region = { name: string; states: string[]; rates: { upTo: number; comparison: string; price: number }[] };

describe('Couriers', () => {
  it('when HQ adds, lists, reads, changes and deletes a courier, then each step is reflected', async () => {
    const { c, hq } = await courierCompany();
    const created = await api(c.host).post('/courier/store', hq).send(courierBody());
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    expect(created.body.meta.message).to.equal('Courier created.');
    const courier = created.body.data;
    expect(courier).to.include({ name: 'PosLaju', service: 'Standard', rateBy: 'weight', freeShippingThreshold: 20000, handlingFee: 100, isActive: true });
    expect(courier.regions.map((r: Region) => r.name)).to.deep.equal(['Peninsular', 'East Malaysia']);
    expect(courier.regions[0].states).to.deep.equal(['Selangor', 'Johor', 'Wp Kuala Lumpur']);
    expect(courier.regions[0].rates).to.deep.equal([
      { upTo: 1000, comparison: 'lt', price: 600 },
      { upTo: 1000, comparison: 'lte', price: 700 },
      { upTo: 5000, comparison: 'lte', price: 1200 },
    ]);
    await api(c.host)
      .post('/courier/store', hq)
      .send(courierBody({ name: 'J&T', service: '', rateBy: 'unit', isActive: false }))
      .expect(200);

    const list = await api(c.host).get('/courier?sort=["name","ASC"]&range=[0,9]', hq);
    expect(list.status).to.equal(200);
    expect(list.headers['content-range']).to.equal('items 0-1/2');
    expect(list.body.data.map((r: { name: string }) => r.name)).to.deep.equal(['J&T', 'PosLaju']);
    expect(list.body.data[1].regions).to.have.length(2);
    const active = await api(c.host).get('/courier?filter={"isActive":true}', hq);
    expect(active.body.data.map((r: { name: string }) => r.name)).to.deep.equal(['PosLaju']);
    const byUnit = await api(c.host).get('/courier?filter={"rateBy":"unit"}', hq);
    expect(byUnit.body.data.map((r: { name: string }) => r.name)).to.deep.equal(['J&T']);
    const searched = await api(c.host).get('/courier?search=standard', hq);
    expect(searched.body.data.map((r: { name: string }) => r.name)).to.deep.equal(['PosLaju']);

    const detail = await api(c.host).get(`/courier/${courier.id}`, hq);
    expect(detail.status).to.equal(200);
    expect(detail.body.data).to.deep.equal(courier);

    const updated = await api(c.host)
      .post('/courier/update', hq)
      .send({
        id: courier.id,
        name: 'PosLaju',
        service: 'Next Day',
        regions: [{ name: 'Klang Valley', states: ['selangor', 'WP KUALA LUMPUR'], rates: [{ upTo: 2000, comparison: 'lte', price: 900 }] }],
      });
    expect(updated.status, JSON.stringify(updated.body)).to.equal(200);
    expect(updated.body.meta.message).to.equal('Courier saved.');
    // Fields left out keep their value; states are stored in the reference spelling.
    expect(updated.body.data).to.include({ service: 'Next Day', freeShippingThreshold: 20000, handlingFee: 100, isActive: true });
    expect(updated.body.data.regions).to.deep.equal([
      { id: updated.body.data.regions[0].id, name: 'Klang Valley', states: ['Selangor', 'Wp Kuala Lumpur'], rates: [{ upTo: 2000, comparison: 'lte', price: 900 }] },
    ]);
    expect(await CourierRegion.of(c.ctx).where('courier_id', courier.id).resultSize()).to.equal(1);
    expect(await CourierRegionState.of(c.ctx).where('courier_id', courier.id).resultSize()).to.equal(2);

    const cleared = await api(c.host)
      .post('/courier/update', hq)
      .send({ id: courier.id, name: 'PosLaju', freeShippingThreshold: null, isActive: false, regions: updated.body.data.regions.map(({ id: _id, ...r }: Region & { id: number }) => r) });
    expect(cleared.status, JSON.stringify(cleared.body)).to.equal(200);
    expect(cleared.body.data).to.include({ freeShippingThreshold: null, isActive: false });

    const deleted = await api(c.host).delete(`/courier/delete?id=${courier.id}`, hq);
    expect(deleted.status).to.equal(200);
    expect(deleted.body.meta.message).to.equal('Courier deleted.');
    expect(await Courier.of(c.ctx).findById(courier.id)).to.equal(undefined);
    expect(await CourierRegionState.of(c.ctx).where('courier_id', courier.id).resultSize()).to.equal(0);
    expect((await api(c.host).get(`/courier/${courier.id}`, hq)).status).to.equal(404);
  });

  it('when an Indonesian company adds a courier, then provinces are chosen by code or name and stored by code', async () => {
    const { c, hq } = await courierCompany({ country: 'ID' });
    const res = await api(c.host)
      .post('/courier/store', hq)
      .send(courierBody({ freeShippingThreshold: 500000, regions: [{ name: 'Jawa', states: ['31', 'Jawa Barat'], rates: [{ upTo: 1000, comparison: 'lte', price: 15000 }] }] }));
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data.regions[0].states).to.deep.equal(['31', '32']);
    const malaysian = await api(c.host)
      .post('/courier/store', hq)
      .send(courierBody({ name: 'Other' }));
    expect(malaysian.status).to.equal(422);
    // The company's language (Indonesian) when the request names none.
    expect(malaysian.body.meta.errors['regions.0.states']).to.equal('"Selangor" bukan provinsi di negara ini.');
  });

  it('when bands repeat or overlap, states are unknown or taken, or money is negative, then 422 per field and nothing is written', async () => {
    const { c, hq } = await courierCompany();
    const bands = await api(c.host)
      .post('/courier/store', hq)
      .send(
        courierBody({
          regions: [
            {
              name: 'A',
              states: ['Selangor', 'Atlantis'],
              rates: [
                { upTo: 1000, comparison: 'lte', price: 500 },
                { upTo: 1000, comparison: 'lte', price: 600 },
                { upTo: 800, comparison: 'lt', price: 700 },
                { upTo: 2000, comparison: 'lt', price: 800 },
              ],
            },
            { name: 'a', states: ['Selangor'], rates: [{ upTo: 1000, comparison: 'lte', price: 500 }] },
            { name: 'Empty', states: [], rates: [] },
          ],
        }),
      );
    expect(bands.status).to.equal(422);
    expect(bands.body.meta.errors).to.deep.equal({
      'regions.0.states': '"Atlantis" is not a state of this country.',
      'regions.0.rates.1.upTo': 'This rate repeats the limit of the rate above it.',
      'regions.0.rates.2.upTo': 'The limit must be above the limit of the rate above it.',
      'regions.1.name': 'Each region of a courier needs its own name.',
      'regions.1.states': 'Selangor is already in the region "A".',
      'regions.2.states': 'Choose at least one state.',
      'regions.2.rates': 'Add at least one rate.',
    });

    // ≤ n followed by < n is a repeat too (the second band could never apply).
    const lteThenLt = await api(c.host)
      .post('/courier/store', hq)
      .send(
        courierBody({
          regions: [
            {
              name: 'A',
              states: ['Johor'],
              rates: [
                { upTo: 10, comparison: 'lte', price: 1 },
                { upTo: 10, comparison: 'lt', price: 2 },
              ],
            },
          ],
        }),
      );
    expect(lteThenLt.status).to.equal(422);
    expect(lteThenLt.body.meta.errors).to.have.keys('regions.0.rates.1.upTo');

    const money = await api(c.host)
      .post('/courier/store', hq)
      .send(courierBody({ handlingFee: -1, freeShippingThreshold: -5, regions: [{ name: 'A', states: ['Johor'], rates: [{ upTo: 0, comparison: 'lt', price: -100 }] }] }));
    expect(money.status).to.equal(422);
    expect(money.body.meta.errors).to.have.keys('handlingFee', 'freeShippingThreshold', 'regions.0.rates.0.price', 'regions.0.rates.0.upTo');

    const zeroThreshold = await api(c.host)
      .post('/courier/store', hq)
      .send(courierBody({ freeShippingThreshold: 0 }));
    expect(zeroThreshold.status).to.equal(422);
    expect(zeroThreshold.body.meta.errors).to.deep.equal({ freeShippingThreshold: 'Must be above zero; leave it empty for no free shipping.' });

    const shape = await api(c.host)
      .post('/courier/store', hq)
      .send(courierBody({ name: '  ', rateBy: 'volume', regions: [{ name: 'A', states: ['Johor'], rates: [{ upTo: 1.5, comparison: 'gt', price: 1 }] }], extra: 1 }));
    expect(shape.status).to.equal(422);
    expect(shape.body.meta.errors).to.include.keys('rateBy', 'regions.0.rates.0.upTo', 'regions.0.rates.0.comparison', 'extra');

    const noRegions = await api(c.host)
      .post('/courier/store', hq)
      .send(courierBody({ regions: [] }));
    expect(noRegions.status).to.equal(422);
    expect(noRegions.body.meta.errors).to.deep.equal({ regions: 'Add at least one region.' });

    const blankName = await api(c.host)
      .post('/courier/store', hq)
      .send(courierBody({ name: '   ' }));
    expect(blankName.status).to.equal(422);
    expect(blankName.body.meta.errors).to.have.keys('name');

    expect(await Courier.of(c.ctx).resultSize()).to.equal(0);
    expect(await CourierRate.of(c.ctx).resultSize()).to.equal(0);
  });

  it('when a courier with the same name and service exists, then 422 on name, and an update that breaks the rules changes nothing', async () => {
    const { c, hq } = await courierCompany();
    const first = await createCourier(c.host, hq);
    const again = await api(c.host).post('/courier/store', hq).send(courierBody());
    expect(again.status).to.equal(422);
    expect(again.body.meta.errors).to.deep.equal({ name: 'A courier with this name and service already exists.' });
    await api(c.host)
      .post('/courier/store', hq)
      .send(courierBody({ service: 'Express' }))
      .expect(200);
    const clash = await api(c.host)
      .post('/courier/update', hq)
      .send({ id: first.id, ...courierBody({ service: 'Express' }) });
    expect(clash.status).to.equal(422);
    // Saving a courier under its own name is no clash.
    await api(c.host)
      .post('/courier/update', hq)
      .send({ id: first.id, ...courierBody() })
      .expect(200);

    const broken = await api(c.host)
      .post('/courier/update', hq)
      .send({
        id: first.id,
        ...courierBody({
          regions: [
            {
              name: 'X',
              states: ['Perak'],
              rates: [
                { upTo: 5, comparison: 'lt', price: 1 },
                { upTo: 4, comparison: 'lt', price: 1 },
              ],
            },
          ],
        }),
      });
    expect(broken.status).to.equal(422);
    const after = await api(c.host).get(`/courier/${first.id}`, hq);
    expect(after.body.data.regions.map((r: Region) => r.name)).to.deep.equal(['Peninsular', 'East Malaysia']);
    expect(
      (
        await api(c.host)
          .post('/courier/update', hq)
          .send({ id: 999999, ...courierBody() })
      ).status,
    ).to.equal(404);
    expect((await api(c.host).delete('/courier/delete?id=999999', hq)).status).to.equal(404);
  });

  it('when a courier differs from an existing one only in the case of its name and service, then 422 on name and nothing is written', async () => {
    const { c, hq } = await courierCompany();
    const first = await createCourier(c.host, hq, { name: 'PosLaju', service: 'Express' });
    const other = await createCourier(c.host, hq, { name: 'J&T', service: 'Standard' });
    const again = await api(c.host)
      .post('/courier/store', hq)
      .send(courierBody({ name: 'poslaju', service: 'express' }));
    expect(again.status).to.equal(422);
    expect(again.body.meta.errors).to.deep.equal({ name: 'A courier with this name and service already exists.' });
    expect(await Courier.of(c.ctx).resultSize()).to.equal(2);
    const clash = await api(c.host)
      .post('/courier/update', hq)
      .send({ id: other.id, ...courierBody({ name: 'POSLAJU', service: 'EXPRESS' }) });
    expect(clash.status).to.equal(422);
    expect(clash.body.meta.errors).to.have.property('name');
    expect((await Courier.of(c.ctx).findById(other.id))!.name).to.equal('J&T');
    // Changing only the case of its own name is no clash.
    await api(c.host)
      .post('/courier/update', hq)
      .send({ id: first.id, ...courierBody({ name: 'POSLAJU', service: 'Express' }) })
      .expect(200);
  });

  it('when staff without create_courier or an agent manage couriers, then 403; staff holding it may', async () => {
    const { c, hq, agent, otherStaff, courierStaff } = await courierCompany();
    const { id } = await createCourier(c.host, hq);
    // The other staff hold manage_orders, which reads the courier list (to take orders) and nothing more.
    expect((await api(c.host).get('/courier', agent)).status).to.equal(403);
    expect((await api(c.host).get('/courier', otherStaff)).status).to.equal(200);
    for (const token of [agent, otherStaff]) {
      expect((await api(c.host).get(`/courier/${id}`, token)).status).to.equal(403);
      expect(
        (
          await api(c.host)
            .post('/courier/store', token)
            .send(courierBody({ name: 'X' }))
        ).status,
      ).to.equal(403);
      expect(
        (
          await api(c.host)
            .post('/courier/update', token)
            .send({ id, ...courierBody({ name: 'X' }) })
        ).status,
      ).to.equal(403);
      expect((await api(c.host).delete(`/courier/delete?id=${id}`, token)).status).to.equal(403);
    }
    expect((await api(c.host).get('/courier')).status).to.equal(401);
    expect((await Courier.of(c.ctx).findById(id))!.name).to.equal('PosLaju');

    const made = await api(c.host)
      .post('/courier/store', courierStaff)
      .send(courierBody({ name: 'By staff' }));
    expect(made.status).to.equal(200);
    expect((await api(c.host).get('/courier', courierStaff)).body.data).to.have.length(2);
    await api(c.host)
      .post('/courier/update', courierStaff)
      .send({ id, ...courierBody({ handlingFee: 0 }) })
      .expect(200);
    await api(c.host).delete(`/courier/delete?id=${made.body.data.id}`, courierStaff).expect(200);
  });

  it("when company B's HQ targets A's courier, then 404 on its own host and 401 on A's", async () => {
    const a = await courierCompany();
    const b = await courierCompany();
    const { id } = await createCourier(a.c.host, a.hq);
    expect((await api(b.c.host).get(`/courier/${id}`, b.hq)).status).to.equal(404);
    expect(
      (
        await api(b.c.host)
          .post('/courier/update', b.hq)
          .send({ id, ...courierBody({ name: 'Hijack' }) })
      ).status,
    ).to.equal(404);
    expect((await api(b.c.host).delete(`/courier/delete?id=${id}`, b.hq)).status).to.equal(404);
    expect((await api(b.c.host).get(`/courier/quote?state=Selangor&weightGrams=100&orderAmount=0&courierId=${id}`, b.hq)).status).to.equal(404);
    expect((await api(b.c.host).get('/courier', b.hq)).body.data).to.deep.equal([]);
    expect((await api(a.c.host).get('/courier', b.hq)).status).to.equal(401);
    // B's own courier with the same name does not clash with A's.
    await createCourier(b.c.host, b.hq);
    expect((await Courier.of(a.c.ctx).findById(id))!.name).to.equal('PosLaju');
    expect(await CourierRegion.of(a.c.ctx).where('courier_id', id).resultSize()).to.equal(2);
  });
});
