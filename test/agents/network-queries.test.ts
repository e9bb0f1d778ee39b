import { expect } from 'chai';
import { newCompany, newTier, type TestCompany } from '../harness';
import type { Ctx, UserCtx } from '../../server/platform/context';
import type { User } from '../../server/modules/users/models';
import { groupStats, listDownlines } from '../../server/modules/agents/genealogy';
import { CHILDREN_LIMIT, familyTree } from '../../server/modules/agents/tree';
import { inTransaction } from '../../server/platform/tx';
import { quickAgent } from './helpers';

/** HQ's context, as the routes give it to familyTree. */
const hqCtx = (c: TestCompany): UserCtx => ({ ...c.ctx, user: { id: c.hq.id, role: 'hq', permissions: new Set(), tierId: null, lang: null } }) as UserCtx;

type Level = { node: { id: number; groupSize: number } | null; children: { id: number; groupSize: number }[]; childrenTotal: number };
const levelOf = (reply: unknown) => ((reply as { data?: Level }).data ?? reply) as Level;

/** Every status, so that a status filter with all of them keeps every agent but takes the filtered path. */
const ALL_STATUSES = JSON.stringify({ status: ['active', 'inactive', 'suspended', 'new'] });

describe('Agents network queries (fast paths of bench:network)', () => {
  it('when the group listing is plain (by depth or id), then it gives the rows, order and total of the filtered listing', async () => {
    const c = await newCompany();
    const tier = await newTier(c, 2);
    const shape = [null, 0, 0, 1, 1, 2, 3, 3, 5, 8, 9, 4, 6, 6, 12, 2, 2, 1];
    const agents: User[] = [];
    for (const [i, up] of shape.entries()) {
      agents.push(await quickAgent(c, up === null ? null : agents[up].id, { tierId: i % 3 ? tier.id : null, status: i % 4 ? 'active' : 'inactive' }));
    }
    const root = agents[0].id;
    for (const sort of [undefined, '["depth","ASC"]', '["depth","DESC"]', '["id","ASC"]', '["id","DESC"]']) {
      for (const range of ['[0,4]', '[5,9]', '[15,19]']) {
        const plain = await listDownlines(c.ctx, root, { sort, range });
        const filtered = await listDownlines(c.ctx, root, { sort, range, filter: ALL_STATUSES });
        expect(plain.total, `${sort} ${range}`).to.equal(shape.length - 1);
        expect(plain.total).to.equal(filtered.total);
        expect(plain.contentRange).to.equal(filtered.contentRange);
        expect(plain.items, `${sort} ${range}`).to.deep.equal(filtered.items);
      }
    }
    const page = await listDownlines(c.ctx, agents[1].id, { page: 1, perPage: 3 });
    expect(page.items.map((a) => [a.id, a.depth])).to.deep.equal([
      [agents[3].id, 1],
      [agents[4].id, 1],
      [agents[17].id, 1],
    ]);
    expect(page.items[0].tier).to.equal(null);
    expect(page.items[1].tier?.id).to.equal(tier.id);

    // The filters and the search of the listing reach their columns.
    const tiered = await listDownlines(c.ctx, root, { perPage: 100, filter: JSON.stringify({ tierId: tier.id }) });
    expect(tiered.items.map((a) => a.id).sort()).to.deep.equal(
      agents
        .filter((_, i) => i > 0 && i % 3 !== 0)
        .map((a) => a.id)
        .sort(),
    );
    const direct = await listDownlines(c.ctx, root, { perPage: 100, filter: JSON.stringify({ depth: 1 }) });
    expect(direct.items.map((a) => a.id)).to.deep.equal([agents[1].id, agents[2].id]);
    const found = await listDownlines(c.ctx, root, { search: agents[5].firstName! });
    expect(found.items.map((a) => a.id)).to.include(agents[5].id);
    const refused = await listDownlines(c.ctx, root, { filter: JSON.stringify({ depth: { gt: 1 } }) }).catch((err: { status: number }) => err);
    expect((refused as { status: number }).status).to.equal(422);
  });

  it('when a family-tree level is complete or full, then the node group size is the closure count', async function () {
    this.timeout(120_000);
    const c = await newCompany();
    const top = await quickAgent(c, null);
    const small = await quickAgent(c, top.id);
    await quickAgent(c, small.id);
    await quickAgent(c, small.id);
    // A full level: more children than one level returns, so the node is counted on its own.
    const wide = await quickAgent(c, top.id);
    await inTransaction(c.ctx, async (ctx: Ctx) => {
      const t = { ...c, ctx };
      for (let i = 0; i <= CHILDREN_LIMIT; i++) await quickAgent(t, wide.id);
    });
    const hq = hqCtx(c);
    for (const agent of [top, small, wide]) {
      const level = levelOf(await familyTree(hq, { id: agent.id }));
      expect(level.node?.groupSize, `agent ${agent.id}`).to.equal((await groupStats(c.ctx, agent.id)).size);
      for (const child of level.children.slice(0, 3)) expect(child.groupSize).to.equal((await groupStats(c.ctx, child.id)).size);
    }
    const full = levelOf(await familyTree(hq, { id: wide.id }));
    expect(full.children).to.have.length(CHILDREN_LIMIT);
    expect(full.childrenTotal).to.equal(CHILDREN_LIMIT + 1);
    expect(full.node?.groupSize).to.equal(CHILDREN_LIMIT + 1);
    const roots = levelOf(await familyTree(hq, {}));
    expect(roots.childrenTotal).to.equal(1);
    expect(roots.children[0]).to.deep.include({ id: top.id, groupSize: 3 + 1 + CHILDREN_LIMIT + 1 });
  });
});
