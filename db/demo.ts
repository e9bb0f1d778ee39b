import { Company } from '../server/modules/companies/models';
import { Branch } from '../server/modules/companies/models';
import { createCompany } from '../server/modules/companies/service';
import { Tier } from '../server/modules/tiers/models';
import { User, UserPermission } from '../server/modules/users/models';
import { hashPassword } from '../server/modules/auth/passwords';
import { nowDb } from '../server/platform/time';

/**
 * The demo company that `npm start` loads into an empty database: the default company for
 * localhost, an HQ login, a staff member, four tiers and a small chain of agents. Every login
 * uses DEMO_PASSWORD. Running it again on a database that has the demo company does nothing.
 */
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_LOGINS = [
  { role: 'HQ', email: 'hq@demo.test' },
  { role: 'Staff (manage orders)', email: 'staff@demo.test' },
  { role: 'Agent, Master Stockist', email: 'agent1@demo.test' },
  { role: 'Agent, Stockist', email: 'agent2@demo.test' },
  { role: 'Agent, Dealer', email: 'agent3@demo.test' },
  { role: 'Agent, Agent', email: 'agent4@demo.test' },
  { role: 'Agent, Agent', email: 'agent5@demo.test' },
];

export async function seedDemo(): Promise<{ created: boolean }> {
  if (await Company.query().findOne({ slug: 'demo' })) return { created: false };
  await Company.knex().transaction(async (trx) => {
    const { company } = await createCompany(
      {
        name: 'Demo Company',
        slug: 'demo',
        domains: ['demo.localhost'],
        isDefault: !(await Company.query(trx).findOne({ isDefault: true })),
        hq: { email: 'hq@demo.test', password: DEMO_PASSWORD, firstName: 'Demo', lastName: 'HQ' },
      },
      trx,
    );
    const scope = { companyId: company.id, trx };
    await Company.query(trx).findById(company.id).patch({ webDesc: 'Demo company of the agent platform' });
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = nowDb();
    const person = (email: string, firstName: string, lastName: string) => ({
      email,
      firstName,
      lastName,
      passwordHash,
      status: 'active' as const,
      emailVerifiedAt: now,
      tokenVersion: 0,
      country: 'MY',
    });

    const staff = await User.of(scope).insertAndFetch({ ...person('staff@demo.test', 'Siti', 'Staff'), role: 'staff' });
    await UserPermission.of(scope).insert({ userId: staff.id, permission: 'manage_orders' });

    const tierNames = ['Master Stockist', 'Stockist', 'Dealer', 'Agent'];
    const tiers: Tier[] = [];
    for (const [i, levelName] of tierNames.entries()) tiers.push(await Tier.of(scope).insertAndFetch({ levelName, rankNumber: i + 1 }));

    await Branch.of(scope).insert({
      name: 'HQ Kuala Lumpur',
      address1: 'Level 10, Menara Demo, Jalan Sultan Ismail',
      postcode: '50250',
      city: 'Kuala Lumpur',
      state: 'Wp Kuala Lumpur',
      country: 'MY',
      isPickup: true,
    });

    // agent1 ← agent2 ← agent3 ← agent4, agent5 (placement chain); agent2 helped recruit agent4.
    const chain: [string, string, number, number | null, number | null][] = [
      ['agent1@demo.test', 'Aisyah', 0, null, null],
      ['agent2@demo.test', 'Budi', 1, 0, null],
      ['agent3@demo.test', 'Chong', 2, 1, null],
      ['agent4@demo.test', 'Devi', 3, 2, 1],
      ['agent5@demo.test', 'Eng', 3, 2, null],
    ];
    const agents: User[] = [];
    for (const [email, name, tier, upline, helper] of chain) {
      agents.push(
        await User.of(scope).insertAndFetch({
          ...person(email, name, 'Agent'),
          role: 'agent',
          username: email.split('@')[0],
          tierId: tiers[tier].id,
          uplineId: upline === null ? null : agents[upline].id,
          helperId: helper === null ? null : agents[helper].id,
        }),
      );
    }
  });
  return { created: true };
}
