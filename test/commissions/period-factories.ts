import type { CommissionType } from '../../common/commissions';
import { CompanyFeatures } from '../../server/modules/companies/models';
import { CommissionLine } from '../../server/modules/commissions/models';
import { AgentPeriodSales } from '../../server/modules/orders/models';
import { CommissionRank, Tier } from '../../server/modules/tiers/models';
import type { User } from '../../server/modules/users/models';
import { invalidateTenants } from '../../server/platform/tenancy';
import { nowDb } from '../../server/platform/time';
import { quickAgent } from '../agents/helpers';
import type { TestCompany } from '../harness';

/** Factories of the period run's tests: tiers, ranks, agents, a month's sales rows and per-order lines, written directly. */

export async function tier(c: TestCompany, rankNumber: number, fields: Partial<Tier> = {}) {
  return Tier.of(c.ctx).insertAndFetch({ levelName: `Tier ${rankNumber}`, rankNumber, ...fields });
}

export async function rank(c: TestCompany, name: string, fields: Partial<CommissionRank>) {
  return CommissionRank.of(c.ctx).insertAndFetch({ commissionName: name, ...fields });
}

export async function agent(c: TestCompany, tierId: number | null, upline: User | null = null): Promise<User> {
  return quickAgent(c, upline?.id ?? null, { tierId });
}

/** The agent's month: all purchases (ps) and the commissionable part (cs, default all of it). */
export async function sales(c: TestCompany, a: User, period: string, psAmount: number, psUnits = 0, csAmount = psAmount, csUnits = psUnits) {
  await AgentPeriodSales.of(c.ctx).insert({ agentId: a.id, period, psAmount, psUnits, orders: 1, csAmount, csUnits } as Partial<AgentPeriodSales>);
}

let sourceSeq = 1_000_000;

/** A per-order line as the engine writes it (source: an order line id of its own). */
export async function line(
  c: TestCompany,
  period: string,
  type: CommissionType,
  beneficiary: User,
  amount: number,
  extra: { kind?: 'earn' | 'clawback'; sourceId?: number; buyerId?: number; sourceType?: 'order_item' | 'agent' } = {},
) {
  const sourceId = extra.sourceId ?? ++sourceSeq;
  return CommissionLine.of(c.ctx).insertAndFetch({
    period,
    type,
    kind: extra.kind ?? 'earn',
    beneficiaryId: beneficiary.id,
    sourceType: extra.sourceType ?? 'order_item',
    sourceId,
    orderId: null,
    buyerId: extra.buyerId ?? null,
    amount,
    payable: type !== 'sale-profit',
    reversesId: null,
    rule: 'test',
    figures: '{}',
    createdAt: nowDb(),
  });
}

export async function switches(c: TestCompany, patch: Record<string, unknown>) {
  await CompanyFeatures.of(c.ctx)
    .findById(c.id)
    .patch(patch as Partial<CompanyFeatures>);
  invalidateTenants();
}

/** The period's lines as "type/kind beneficiary source amount", sorted, for comparing. */
export async function linesOf(c: TestCompany, period: string) {
  const rows = await CommissionLine.of(c.ctx).where({ period });
  return rows.map((l) => ({
    type: l.type,
    kind: l.kind,
    beneficiaryId: l.beneficiaryId,
    sourceType: l.sourceType,
    sourceId: Number(l.sourceId),
    amount: Number(l.amount),
    reversesId: l.reversesId,
    figures: JSON.parse(l.figures) as Record<string, unknown>,
  }));
}
