import { inTransaction } from '../../server/platform/tx';
import { clock, businessTime } from '../../server/platform/time';
import { agentJoined } from '../../server/modules/reports/summaries';
import { SUMMARY_MODELS, type SalesDaily } from '../../server/modules/reports/models';
import type { User } from '../../server/modules/users/models';
import { quickAgent } from '../agents/helpers';
import type { Plan } from '../commissions/factories';
import type { TestCompany } from '../harness';

/** An agent registered the way the registration services do it: the row, the tree, then the reports' hook. */
export async function joined(p: Plan, recruiter: User | null, tierId: number, extra: Partial<User> = {}): Promise<User> {
  const agent = await quickAgent(p.c, recruiter?.id ?? null, { tierId, recruiterId: recruiter?.id ?? null, ...extra });
  await inTransaction(p.c.ctx, (tx) => agentJoined(tx, agent.id));
  return agent;
}

/** Moves the clock to the given number of days after the first day of next month (KL), 10:00. */
export function toNextMonth(days = 1) {
  const next = businessTime().add(1, 'month').startOf('month').add(days, 'day').hour(10);
  clock.advance(next.valueOf() - clock.now().valueOf());
  return next.format('YYYY-MM-DD');
}

/** Every summary row of a company (without ids), table by table, sorted: for comparing a rebuild. */
export async function summariesOf(c: TestCompany): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const model of SUMMARY_MODELS) {
    const rows = (await (model as typeof SalesDaily).of(c.ctx)) as unknown as Record<string, unknown>[];
    out[model.tableName] = rows
      .map(({ id: _id, ...row }) => JSON.stringify(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]))))
      .sort();
  }
  return out;
}
