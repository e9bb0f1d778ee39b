import type { Ctx } from '../../platform/context';

/**
 * The agents' genealogy. Contract for other modules (the implementation follows):
 * `attachToTree` places a newly inserted agent under its upline (null: a root), in the caller's
 * transaction (ctx.trx).
 */
export async function attachToTree(_ctx: Ctx, _agentId: number, _uplineId: number | null): Promise<void> {
  throw new Error('attachToTree is not implemented yet');
}
