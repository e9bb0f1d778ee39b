import { expect } from 'chai';
import { dialect } from '../../server/platform/db';
import { User } from '../../server/modules/users/models';
import { newCompany, newUser, platform } from '../harness';

describe('Database: LIMIT and OFFSET', () => {
  it('on SQLite are written into the SQL as integers (a bound LIMIT makes SQLite prepare the statement again on every run)', function () {
    if (dialect(platform().db) !== 'sqlite') this.skip();
    const db = platform().db;
    expect(db('users').where({ id: 7 }).first().toSQL().toNative()).to.deep.equal({ sql: 'select * from `users` where `id` = ? limit 1', bindings: [7] });
    expect(db('users').limit(25).offset(50).toSQL().toNative()).to.deep.equal({ sql: 'select * from `users` limit 25 offset 50', bindings: [] });
    // Offset alone: SQLite needs a LIMIT, knex writes -1 (no limit).
    expect(db('users').offset(5).toSQL().toNative().sql).to.equal('select * from `users` limit -1 offset 5');
    // A raw offset keeps its own bindings.
    expect(
      db('users')
        .limit(3)
        .offset(db.raw('?', [4]) as unknown as number)
        .toSQL()
        .toNative(),
    ).to.deep.equal({ sql: 'select * from `users` limit 3 offset ?', bindings: [4] });
  });

  it('page the rows as before on either database', async () => {
    const c = await newCompany();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await newUser(c)).id);
    const page = await User.of(c.ctx).whereIn('id', ids).orderBy('id').limit(2).offset(1);
    expect(page.map((u) => u.id)).to.deep.equal(ids.slice(1, 3));
    const first = await platform().db('users').where({ company_id: c.id }).whereIn('id', ids).orderBy('id', 'desc').first();
    expect(first.id).to.equal(ids[4]);
    const rest = await User.of(c.ctx).whereIn('id', ids).orderBy('id').offset(3);
    expect(rest.map((u) => u.id)).to.deep.equal(ids.slice(3));
  });
});
