import { PERMISSIONS } from '../../common/constants';
import { login, newCompany, newUser, type TestCompany } from '../harness';

/** A company with its HQ session, an agent session and a staff member holding every permission. */
export async function companyWithSessions(options: { country?: 'MY' | 'ID' } = {}) {
  const c = await newCompany(options);
  const agent = await newUser(c);
  const staff = await newUser(c, { role: 'staff', permissions: [...PERMISSIONS] });
  return {
    c,
    hq: await login(c.host, c.hq.email),
    agent: await login(c.host, agent.email),
    staff: await login(c.host, staff.email),
  };
}

export type Sessions = Awaited<ReturnType<typeof companyWithSessions>>;

export async function hqToken(c: TestCompany) {
  return login(c.host, c.hq.email);
}

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);
