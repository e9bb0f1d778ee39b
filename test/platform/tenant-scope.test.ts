import { expect } from 'chai';
import { User } from '../../server/modules/users/models';
import { Order } from '../../server/modules/orders/models';
import { companyRaw, companySql, companyTable, insertCompanyRows, joinCompany } from '../../server/platform/scoped-sql';
import { newCompany, newTier, newUser, platform } from '../harness';
import { installTenantCheck, takeViolations, tenantCheckOn, unscopedTables, withoutTenantCheck } from '../tenant-check';

async function failure(run: () => unknown): Promise<Error | null> {
  try {
    await run();
  } catch (err) {
    return err as Error;
  }
  return null;
}

/** A user of `a` whose tier_id names a tier of company `b` (a dangling cross-company reference no service writes). */
async function crossTierUser() {
  const a = await newCompany();
  const b = await newCompany();
  const foreign = await newTier(b, 1, 'Foreign');
  const user = await newUser(a);
  await withoutTenantCheck('the test plants a cross-company reference', () => platform().db('users').where('id', user.id).update({ tier_id: foreign.id }));
  return { a, b, user, foreign };
}

describe('Tenant scoping of SQL below the models (platform/scoped-sql.ts, platform/model.ts)', () => {
  it('when raw SQL names no company marker, then companyRaw refuses it before it runs; with markers, each is bound to the company in its place', async () => {
    const c = await newCompany();
    expect((await failure(() => companyRaw(c.ctx, 'SELECT id FROM users WHERE id = ?', [1])))?.message).to.match(/without a company predicate/);
    expect((await failure(() => companySql({ companyId: 0 }, 'SELECT 1 FROM users WHERE {{company}}')))?.message).to.match(/without a company/);
    const [sql, bindings] = companySql(c.ctx, 'SELECT ?? FROM users u JOIN tiers t ON t.id = u.tier_id AND {{company:t}} WHERE {{company:u}} AND u.role = ?', ['u.id', 'hq']);
    expect(sql).to.equal('SELECT ?? FROM users u JOIN tiers t ON t.id = u.tier_id AND t.company_id = ? WHERE u.company_id = ? AND u.role = ?');
    expect(bindings).to.deep.equal(['u.id', c.id, c.id, 'hq']);
    expect(companySql(c.ctx, 'INSERT INTO x (company_id, a) VALUES ({{companyId}}, ?)', [5])).to.deep.equal(['INSERT INTO x (company_id, a) VALUES (?, ?)', [c.id, 5]]);
    expect((await failure(() => companySql(c.ctx, 'SELECT 1 FROM users WHERE {{company}} AND id = ?', [])))?.message).to.match(/fewer bindings/);
    const rows = (await companyRaw(c.ctx, 'SELECT id FROM users WHERE {{company}} AND role = ?', ['hq'])) as unknown;
    const list = (Array.isArray((rows as unknown[])[0]) ? (rows as unknown[][])[0] : rows) as { id: number }[];
    expect(list.map((r) => Number(r.id))).to.deep.equal([c.hq.id]);
  });

  it("when a company table is read or joined through the helpers, then another company's rows never come back", async () => {
    const { a, b, user } = await crossTierUser();
    expect((await companyTable(a.ctx, 'users as u').pluck('u.id')).map(Number))
      .to.include(user.id)
      .and.not.include(b.hq.id);
    const joined = await joinCompany(a.ctx, companyTable(a.ctx, 'users as u'), 'tiers as t', 't.id', 'u.tier_id', 'leftJoin').where('u.id', user.id).first('u.id', 't.level_name as tier');
    expect(joined).to.deep.include({ tier: null });
    expect(Number(joined.id)).to.equal(user.id);
  });

  it("when a tenant query joins a company table (join, leftJoin, joinRelated), then the join condition carries the company: another company's row is not joined", async () => {
    const { a, user } = await crossTierUser();
    const row = (await User.of(a.ctx).leftJoin('tiers', 'tiers.id', 'users.tierId').where('users.id', user.id).select('users.id', 'tiers.levelName as tier').first()) as unknown as {
      tier: string | null;
    };
    expect(row.tier).to.equal(null);
    expect(await User.of(a.ctx).join('tiers', 'tiers.id', 'users.tierId').where('users.id', user.id).resultSize()).to.equal(0);
    const { sql, bindings } = Order.of(a.ctx).joinRelated('buyer').select('orders.id').toKnexQuery().toSQL();
    // Objection joins the relation's own tenant query, which carries the company, as a derived table.
    expect(sql.replace(/[`"]/g, '')).to.match(/join \(select users\.\* from users where users\.company_id = \?\) as buyer on buyer\.id = orders\.buyer_id/);
    expect(bindings).to.deep.equal([a.id, a.id]);
  });

  it('when rows are bulk-inserted through insertCompanyRows, then they carry the scope company and a row of another company is refused', async () => {
    const a = await newCompany();
    const b = await newCompany();
    const error = await failure(() => insertCompanyRows(a.ctx, 'tiers', [{ companyId: b.id, levelName: 'X', rankNumber: 9 }]));
    expect(error?.message).to.match(/another company/);
    await insertCompanyRows(a.ctx, 'tiers', [{ levelName: 'Bulk', rankNumber: 7, createdAt: '2026-01-01 00:00:00.000', updatedAt: '2026-01-01 00:00:00.000' }]);
    expect(await companyTable(a.ctx, 'tiers').where('level_name', 'Bulk').pluck('rank_number')).to.deep.equal([7]);
    expect(await companyTable(b.ctx, 'tiers').where('level_name', 'Bulk').pluck('rank_number')).to.deep.equal([]);
  });

  it('when a statement on a company table lacks its company predicate, then the suite check reports it with the SQL', async () => {
    const tables = new Set(['users', 'tiers', 'orders']);
    expect(unscopedTables('select * from `users` where `id` = ?', tables)).to.deep.equal(['users']);
    expect(unscopedTables('select company_id from users where id = ?', tables)).to.deep.equal(['users']);
    expect(unscopedTables('select * from "users" as "u" where "u"."company_id" = ? and "u"."id" = ?', tables)).to.deep.equal([]);
    expect(unscopedTables('select * from users u inner join tiers t on t.id = u.tier_id where u.company_id = ?', tables)).to.deep.equal(['tiers']);
    expect(unscopedTables('select * from users u inner join tiers t on t.id = u.tier_id and t.company_id = u.company_id where u.company_id = ?', tables)).to.deep.equal([]);
    expect(unscopedTables('insert into tiers (level_name, rank_number) values (?, ?)', tables)).to.deep.equal(['tiers']);
    expect(unscopedTables('insert into tiers (company_id, level_name) values (?, ?)', tables)).to.deep.equal([]);
    expect(unscopedTables('update orders set status = ? where id = ?', tables)).to.deep.equal(['orders']);
    expect(unscopedTables('delete from orders where company_id in (?, ?)', tables)).to.deep.equal([]);
    expect(unscopedTables('select 1 from companies where id = ?', tables)).to.deep.equal([]);
    expect(unscopedTables('insert into tiers (company_id, level_name) values (?, ?) on duplicate key update orders = orders + values(orders)', tables)).to.deep.equal([]);

    const c = await newCompany();
    const wasOn = tenantCheckOn();
    await installTenantCheck(platform().db);
    takeViolations();
    await platform().db('users').where('id', c.hq.id).first('id');
    const reported = takeViolations();
    tenantCheckOn(wasOn);
    expect(reported?.message).to.match(/\[users\] select .*users.* where .*id.* = \?/);
    await installTenantCheck(platform().db);
    await withoutTenantCheck('the test reads across companies on purpose', () => platform().db('users').where('id', c.hq.id).first('id'));
    expect(takeViolations()).to.equal(null);
    tenantCheckOn(wasOn);
  });
});
