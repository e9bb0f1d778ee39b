import type { Permission } from '../../common/constants';
import { api, login, newCompany, newUser } from '../harness';

/**
 * A company with sessions: HQ, an agent, staff holding create_courier and staff holding every
 * other permission but that one.
 */
export async function courierCompany(options: { country?: 'MY' | 'ID' } = {}) {
  const c = await newCompany(options);
  const agent = await newUser(c);
  const courierStaff = await newUser(c, { role: 'staff', permissions: ['create_courier'] });
  const others: Permission[] = ['create_product', 'manage_inventory', 'manage_orders', 'add_user'];
  const otherStaff = await newUser(c, { role: 'staff', permissions: others });
  return {
    c,
    hq: await login(c.host, c.hq.email),
    agent: await login(c.host, agent.email),
    courierStaff: await login(c.host, courierStaff.email),
    otherStaff: await login(c.host, otherStaff.email),
  };
}

export type CourierCompany = Awaited<ReturnType<typeof courierCompany>>;

/** A weight-rated courier body: Peninsular and East Malaysia regions with two bands each. */
export function courierBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'PosLaju',
    service: 'Standard',
    rateBy: 'weight',
    freeShippingThreshold: 20000,
    handlingFee: 100,
    regions: [
      {
        name: 'Peninsular',
        states: ['Selangor', 'Johor', 'Wp Kuala Lumpur'],
        rates: [
          { upTo: 1000, comparison: 'lt', price: 600 },
          { upTo: 1000, comparison: 'lte', price: 700 },
          { upTo: 5000, comparison: 'lte', price: 1200 },
        ],
      },
      {
        name: 'East Malaysia',
        states: ['Sabah', 'Sarawak'],
        rates: [
          { upTo: 1000, comparison: 'lte', price: 1500 },
          { upTo: 3000, comparison: 'lt', price: 2500 },
        ],
      },
    ],
    ...overrides,
  };
}

export async function createCourier(host: string, token: string, overrides: Record<string, unknown> = {}) {
  const res = await api(host).post('/courier/store', token).send(courierBody(overrides));
  if (res.status !== 200) throw new Error(`courier store failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; regions: { id: number; name: string; states: string[] }[] };
}
