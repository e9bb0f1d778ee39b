import { expect } from 'chai';
import { Model } from 'objection';
import { User } from '../../server/modules/users/models';
import { AgentTreeRow, attachToTree } from '../../server/modules/agents/genealogy';
import { inTransaction } from '../../server/platform/tx';
import type { TestCompany } from '../harness';

let seq = 0;

/** Inserts an agent quickly (no password) and attaches it to the tree, like registration does. */
export async function quickAgent(c: TestCompany, uplineId: number | null, extra: Partial<User> = {}): Promise<User> {
  return inTransaction(c.ctx, async (ctx) => {
    seq++;
    const user = await User.of(ctx).insertAndFetch({
      role: 'agent',
      email: `a${Date.now()}${seq}@${c.host}`,
      status: 'active',
      tokenVersion: 0,
      firstName: `Agent${seq}`,
      lastName: 'Tree',
      uplineId,
      ...extra,
    });
    await attachToTree(ctx, user.id, uplineId);
    return user;
  });
}

/** The closure rows of a company as "ancestor>descendant:depth", sorted. */
export async function closureOf(c: TestCompany): Promise<string[]> {
  const rows = await AgentTreeRow.of(c.ctx).select('ancestorId', 'descendantId', 'depth');
  return rows.map((r) => `${r.ancestorId}>${r.descendantId}:${r.depth}`).sort();
}

/** The closure recomputed from the upline pointers alone, same format. */
export async function recomputedClosure(c: TestCompany): Promise<string[]> {
  const agents = await User.of(c.ctx).where('role', 'agent').select('id', 'uplineId');
  const upline = new Map(agents.map((a) => [a.id, a.uplineId]));
  const out: string[] = [];
  for (const a of agents) {
    let depth = 0;
    let cur: number | null | undefined = a.id;
    const seen = new Set<number>();
    while (cur !== null && cur !== undefined && upline.has(cur)) {
      expect(seen.has(cur), 'cycle in upline pointers').to.equal(false);
      seen.add(cur);
      out.push(`${cur}>${a.id}:${depth}`);
      cur = upline.get(cur);
      depth++;
    }
  }
  return out.sort();
}

export function knex() {
  return Model.knex();
}
