import { expect } from 'chai';
import { newCompany, newTier } from '../harness';
import { User } from '../../server/modules/users/models';
import { AgentTreeRow, firstHigherRankUpline, groupStats, isInGroup, listDownlines, listUplines, moveSubtree } from '../../server/modules/agents/genealogy';
import { buildAgentTree } from '../../db/migrations/20261122000700_agents';
import type { AppError } from '../../server/platform/errors';
import { inTransaction } from '../../server/platform/tx';
import { closureOf, knex, quickAgent, recomputedClosure } from './helpers';

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

async function refusal(fn: () => Promise<unknown>): Promise<AppError> {
  try {
    await fn();
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

/** A small irregular tree: returns the agents in insertion order. */
async function smallForest(c: Awaited<ReturnType<typeof newCompany>>) {
  const agents: User[] = [];
  const shape = [null, 0, 0, 1, 1, 2, 3, 3, 5, 8, 9, null, 11, 12, 12, 4, 6, 6, 16];
  for (const up of shape) agents.push(await quickAgent(c, up === null ? null : agents[up].id));
  return agents;
}

describe('Agents genealogy', () => {
  it('when a 1,500-level chain is built, then downlines, uplines, rank lookup and group size stay correct and fast', async function () {
    this.timeout(300_000);
    const c = await newCompany();
    const top = await newTier(c, 1);
    const low = await newTier(c, 5);
    const chain: User[] = [];
    // One transaction for the whole build (1,125,750 closure rows), as a bulk import would.
    await inTransaction(c.ctx, async (ctx) => {
      const t = { ...c, ctx };
      for (let i = 0; i < 1500; i++) {
        chain.push(await quickAgent(t, i === 0 ? null : chain[i - 1].id, { tierId: i === 0 ? top.id : low.id }));
      }
    });
    const root = chain[0];
    const leaf = chain[1499];

    const [stats, tStats] = await timed(() => groupStats(c.ctx, root.id));
    expect(stats).to.deep.equal({ size: 1499, depth: 1499 });
    const [ups, tUps] = await timed(() => listUplines(c.ctx, leaf.id));
    expect(ups).to.have.length(1499);
    expect(ups[0].id).to.equal(chain[1498].id);
    expect(ups[0].depth).to.equal(1);
    expect(ups[1498].id).to.equal(root.id);
    const [page, tPage] = await timed(() => listDownlines(c.ctx, root.id, { page: 1, perPage: 25 } as never));
    expect(page.total).to.equal(1499);
    expect(page.items.map((i) => i.id)).to.deep.equal(chain.slice(1, 26).map((a) => a.id));
    const [higher, tHigher] = await timed(() => firstHigherRankUpline(c.ctx, leaf.id));
    expect(higher?.id).to.equal(root.id);
    expect(higher?.depth).to.equal(1499);
    expect(await isInGroup(c.ctx, chain[700].id, leaf.id)).to.equal(true);
    expect(await isInGroup(c.ctx, leaf.id, chain[700].id)).to.equal(false);
    for (const ms of [tStats, tUps, tPage, tHigher]) expect(ms).to.be.below(2000);

    // Moving the deep half of the chain under the 10th agent keeps every pair right.
    await moveSubtree(c.ctx, chain[1000].id, chain[10].id);
    expect(await groupStats(c.ctx, chain[10].id)).to.deep.equal({ size: 989 + 500, depth: 989 });
    expect((await listUplines(c.ctx, leaf.id)).length).to.equal(11 + 499);
    const mid = await AgentTreeRow.of(c.ctx).findOne({ ancestorId: root.id, descendantId: leaf.id });
    expect(mid?.depth).to.equal(10 + 1 + 499);
  });

  it('when groups are moved, then every ancestor and descendant row matches a recomputation from the upline pointers', async function () {
    this.timeout(60_000);
    const c = await newCompany();
    const other = await newCompany();
    await smallForest(other);
    const otherBefore = await closureOf(other);
    const a = await smallForest(c);
    expect(await closureOf(c)).to.deep.equal(await recomputedClosure(c));

    await moveSubtree(c.ctx, a[3].id, a[12].id); // a group of 5 into the second tree
    expect(await closureOf(c)).to.deep.equal(await recomputedClosure(c));
    expect((await User.of(c.ctx).findById(a[3].id))?.uplineId).to.equal(a[12].id);
    await moveSubtree(c.ctx, a[2].id, null); // becomes a root
    expect(await closureOf(c)).to.deep.equal(await recomputedClosure(c));
    await moveSubtree(c.ctx, a[11].id, a[10].id); // a whole tree under a leaf
    expect(await closureOf(c)).to.deep.equal(await recomputedClosure(c));
    await moveSubtree(c.ctx, a[8].id, a[0].id);
    expect(await closureOf(c)).to.deep.equal(await recomputedClosure(c));
    expect(await closureOf(other)).to.deep.equal(otherBefore);
  });

  it('when an agent would move under its own descendant or itself, then it is refused and nothing changes', async () => {
    const c = await newCompany();
    const a = await smallForest(c);
    const before = await closureOf(c);
    for (const target of [a[18].id, a[1].id]) {
      const error = await refusal(() => moveSubtree(c.ctx, a[1].id, target));
      expect(error.status).to.equal(422);
      expect(error.fields?.familyDirectId?.key).to.equal('agents.moveIntoOwnGroup');
    }
    expect(await closureOf(c)).to.deep.equal(before);
    expect((await User.of(c.ctx).findById(a[1].id))?.uplineId).to.equal(a[0].id);
  });

  it('when the new upline belongs to another company, then the move is refused', async () => {
    const c = await newCompany();
    const d = await newCompany();
    const a = await smallForest(c);
    const foreign = await quickAgent(d, null);
    const error = await refusal(() => moveSubtree(c.ctx, a[1].id, foreign.id));
    expect(error.status).to.equal(422);
    expect(error.fields?.familyDirectId?.key).to.equal('agents.uplineNotFound');
    expect((await refusal(() => moveSubtree(d.ctx, a[1].id, null))).status).to.equal(404);
  });

  it('when the nearest uplines share or trail the rank, then the first higher-ranked upline is found', async () => {
    const c = await newCompany();
    const [t1, t2, t3] = [await newTier(c, 1), await newTier(c, 2), await newTier(c, 3)];
    const r = await quickAgent(c, null, { tierId: t1.id });
    const b = await quickAgent(c, r.id, { tierId: t3.id });
    const x = await quickAgent(c, b.id, { tierId: t2.id });
    const y = await quickAgent(c, x.id, { tierId: t2.id });
    expect((await firstHigherRankUpline(c.ctx, y.id))?.id).to.equal(r.id);
    expect((await firstHigherRankUpline(c.ctx, b.id))?.id).to.equal(r.id);
    expect(await firstHigherRankUpline(c.ctx, r.id)).to.equal(null);
    const none = await quickAgent(c, y.id);
    expect((await firstHigherRankUpline(c.ctx, none.id))?.id).to.equal(y.id);
  });

  it('when the migration builds the tree from upline pointers, then it matches the maintained rows', async () => {
    const c = await newCompany();
    await smallForest(c);
    const maintained = await closureOf(c);
    await AgentTreeRow.of(c.ctx).delete();
    expect(await closureOf(c)).to.deep.equal([]);
    await buildAgentTree(knex(), c.id);
    expect(await closureOf(c)).to.deep.equal(maintained);
  });
});
