import { api, login, newCompany, newUser, type TestCompany } from '../harness';

/** A Malaysian address-book entry as the agent app sends it. */
export function myCustomer(overrides: Record<string, unknown> = {}) {
  return {
    addrTitle: 'Home',
    firstName: 'Siti',
    lastName: 'Aminah',
    email: 'siti@example.com',
    phoneCode: '+60',
    phoneNumber: '123456789',
    address1: '1 Jalan Ampang',
    postCode: '50450',
    city: 'Kuala Lumpur',
    state: 'Wp Kuala Lumpur',
    country: 'MY',
    ...overrides,
  };
}

/** An Indonesian entry (Gambir, Jakarta Pusat). */
export function idCustomer(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Budi',
    phoneCode: '+62',
    phoneNumber: '81234567',
    address1: 'Jl. Medan Merdeka 1',
    postCode: '10110',
    country: 'ID',
    provinceId: '31',
    regencyId: '31.71',
    districtId: '31.71.01',
    villageId: '31.71.01.1001',
    ...overrides,
  };
}

export async function agentSession(c?: TestCompany) {
  const company = c ?? (await newCompany());
  const agent = await newUser(company, { role: 'agent' });
  return { c: company, agent, token: await login(company.host, agent.email) };
}

/** Adds an entry through the API and returns it. */
export async function addCustomer(host: string, token: string, body: Record<string, unknown> = myCustomer()) {
  const res = await api(host).post('/sales/customer/store', token).send(body);
  if (res.status !== 200) throw new Error(`customer store failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; isPrimary: boolean } & Record<string, unknown>;
}
