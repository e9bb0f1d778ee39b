import { PERMISSIONS, type Permission } from '../../../common/constants';
import type { UserCtx } from '../../platform/context';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { runList, type ListParams, type ListSpec } from '../../platform/http/list';
import { inTransaction } from '../../platform/tx';
import { nowDb } from '../../platform/time';
import { UserPermission, UserToken } from '../users';
import { sendPasswordLink } from '../auth';
import { StaffMember } from './models';
import type { StaffView } from '../../../common/api/users';

/**
 * Staff of the company (docs/rules.md): HQ, and staff holding `add_user`, invite staff by e-mail,
 * grant and revoke the permissions (PERMISSIONS), resend invitations, suspend, unsuspend and remove.
 *
 * Decisions (the product-wide ones are in docs/decisions.md):
 * - Only users of role 'staff' are managed here: HQ and agents are not found (404).
 * - Nobody manages themselves here (no changing one's own permissions, suspending or removing
 *   oneself): 403 `staff.notSelf`.
 * - Staff (not HQ) can grant or revoke only permissions they hold themselves, and can act only on
 *   staff whose permissions are all among their own (nobody manages someone who can do more):
 *   403 `staff.permissionNotHeld` / `staff.outranks`.
 * - An invitation is a users row with status 'new' and no password; its e-mailed link (7 days,
 *   once) opens the agent app's /reset-password page, which sets the password through
 *   POST /create-password and makes the account active. Resending works only while 'new'
 *   and retires the earlier link.
 * - Suspension sets status 'suspended' and raises token_version, so live sessions end at once
 *   and unused links stop working; unsuspending returns to 'active' (or 'new' when the password
 *   was never set).
 * - Removing deletes the user and its permissions; a member still referenced by business
 *   records cannot be removed (409 `staff.removeBlocked`) and should be suspended instead.
 */
export type StaffStatus = StaffMember['status'];

const staffList: ListSpec<StaffMember> = {
  sort: { id: 'users.id', name: 'users.firstName', email: 'users.email', status: 'users.status', createdAt: 'users.createdAt', invitedAt: 'users.invitedAt' },
  defaultSort: ['name', 'ASC'],
  filters: { status: 'status' },
  search: ['users.firstName', 'users.lastName', 'users.email'],
};

function staffQuery(ctx: UserCtx) {
  return StaffMember.of(ctx).where('role', 'staff');
}

function present(user: StaffMember, permissions: Permission[]): StaffView {
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    status: user.status,
    permissions: PERMISSIONS.filter((p) => permissions.includes(p)),
    invitedAt: user.toJSON().invitedAt ?? null,
    lastLoginAt: user.toJSON().lastLoginAt ?? null,
    createdAt: user.toJSON().createdAt ?? null,
  };
}

export type { StaffView };

async function permissionsOf(ctx: UserCtx, userIds: number[]): Promise<Map<number, Permission[]>> {
  const map = new Map<number, Permission[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return map;
  for (const row of await UserPermission.of(ctx).whereIn('userId', userIds)) map.get(row.userId)?.push(row.permission);
  return map;
}

export async function listStaff(ctx: UserCtx, params: ListParams) {
  const page = await runList(staffQuery(ctx), staffList, params);
  const perms = await permissionsOf(
    ctx,
    page.items.map((u) => u.id),
  );
  return Object.assign(page, { items: page.items.map((u) => present(u, perms.get(u.id) ?? [])) });
}

async function findStaff(ctx: UserCtx, id: number): Promise<{ user: StaffMember; permissions: Permission[] }> {
  const user = await staffQuery(ctx).findById(id);
  if (!user) throw new NotFoundError();
  return { user, permissions: (await permissionsOf(ctx, [id])).get(id)! };
}

export async function staffDetail(ctx: UserCtx, id: number): Promise<StaffView> {
  const { user, permissions } = await findStaff(ctx, id);
  return present(user, permissions);
}

/** The staff member `id` that the caller may manage, with its permissions. */
async function manageable(ctx: UserCtx, id: number) {
  if (id === ctx.user.id) throw new ForbiddenError('staff.notSelf');
  const found = await findStaff(ctx, id);
  if (ctx.user.role !== 'hq' && found.permissions.some((p) => !ctx.user.permissions.has(p))) throw new ForbiddenError('staff.outranks');
  return found;
}

function assertMayGive(ctx: UserCtx, permissions: Iterable<Permission>) {
  if (ctx.user.role === 'hq') return;
  for (const p of permissions) if (!ctx.user.permissions.has(p)) throw new ForbiddenError('staff.permissionNotHeld', { permission: p });
}

const unique = (permissions: Permission[]) => PERMISSIONS.filter((p) => permissions.includes(p));

export interface InviteInput {
  name: string;
  email: string;
  permissions: Permission[];
}

export async function inviteStaff(ctx: UserCtx, input: InviteInput): Promise<StaffView> {
  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  if (!name) throw ValidationError.field('name', 'validation.required');
  const permissions = unique(input.permissions);
  assertMayGive(ctx, permissions);
  const user = await inTransaction(ctx, async (tx) => {
    if (await StaffMember.of(tx).findOne({ email })) throw ValidationError.field('email', 'staff.emailTaken');
    const created = await StaffMember.of(tx).insertAndFetch({
      role: 'staff',
      email,
      passwordHash: null,
      status: 'new',
      emailVerifiedAt: null,
      tokenVersion: 0,
      firstName: name,
      lastName: null,
      invitedBy: ctx.user.id,
      invitedAt: nowDb(),
    });
    for (const permission of permissions) await UserPermission.of(tx).insert({ userId: created.id, permission });
    return created;
  });
  await sendPasswordLink(ctx, user, 'invite');
  return present(user, permissions);
}

/** Sets the member's permissions to exactly `permissions` (granting and revoking the difference). */
export async function setPermissions(ctx: UserCtx, id: number, wanted: Permission[]): Promise<StaffView> {
  const { user, permissions: held } = await manageable(ctx, id);
  const next = unique(wanted);
  const grant = next.filter((p) => !held.includes(p));
  const revoke = held.filter((p) => !next.includes(p));
  assertMayGive(ctx, [...grant, ...revoke]);
  await inTransaction(ctx, async (tx) => {
    if (revoke.length) await UserPermission.of(tx).where({ userId: id }).whereIn('permission', revoke).delete();
    for (const permission of grant) await UserPermission.of(tx).insert({ userId: id, permission });
  });
  return present(user, next);
}

export async function resendInvitation(ctx: UserCtx, id: number): Promise<StaffView> {
  const { user, permissions } = await manageable(ctx, id);
  if (user.status !== 'new') throw ValidationError.field('status', 'staff.notInvited');
  await StaffMember.of(ctx).findById(id).patch({ invitedAt: nowDb() });
  await sendPasswordLink(ctx, user, 'invite');
  return present((await staffQuery(ctx).findById(id))!, permissions);
}

export async function suspendStaff(ctx: UserCtx, id: number): Promise<StaffView> {
  const { user, permissions } = await manageable(ctx, id);
  if (user.status !== 'suspended') {
    await inTransaction(ctx, async (tx) => {
      await StaffMember.of(tx)
        .findById(id)
        .patch({ status: 'suspended', tokenVersion: user.tokenVersion + 1 });
      await UserToken.of(tx).where({ userId: id }).whereNull('usedAt').patch({ usedAt: nowDb() });
    });
  }
  return present((await staffQuery(ctx).findById(id))!, permissions);
}

export async function unsuspendStaff(ctx: UserCtx, id: number): Promise<StaffView> {
  const { user, permissions } = await manageable(ctx, id);
  if (user.status === 'suspended') {
    await StaffMember.of(ctx)
      .findById(id)
      .patch({ status: user.passwordHash ? 'active' : 'new' });
  }
  return present((await staffQuery(ctx).findById(id))!, permissions);
}

export async function removeStaff(ctx: UserCtx, id: number): Promise<void> {
  await manageable(ctx, id);
  try {
    await inTransaction(ctx, async (tx) => {
      await UserPermission.of(tx).where({ userId: id }).delete();
      await UserToken.of(tx).where({ userId: id }).delete();
      await StaffMember.of(tx).findById(id).where('role', 'staff').delete();
    });
  } catch (err) {
    if (isForeignKeyError(err)) throw new ConflictError('staff.removeBlocked');
    throw err;
  }
}

function isForeignKeyError(err: unknown): boolean {
  const e = err as { code?: string; errno?: number; message?: string };
  return e?.code === 'ER_ROW_IS_REFERENCED_2' || e?.errno === 1451 || /FOREIGN KEY constraint failed/i.test(e?.message ?? '');
}
