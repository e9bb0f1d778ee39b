import { Type } from '@sinclair/typebox';
import { PERMISSIONS } from '../../../common/constants';
import { route, type RouteDef } from '../../platform/http/route';
import { Email, IdParams, ListQueryProps, Str } from '../../platform/http/schemas';
import * as staff from './service';

/**
 * Staff and their permissions (docs/rules.md). Paths are not in docs/api.md; they live under
 * /setup/staff next to the other setup calls:
 *
 *   GET    /setup/staff                      list (runList: search, filter status, sort, range)
 *   GET    /setup/staff/:id                  one member
 *   POST   /setup/staff/store                invite { name, email, permissions[] }
 *   POST   /setup/staff/:id/permissions      set the permissions { permissions[] }
 *   POST   /setup/staff/:id/resend-invite    mail a fresh invitation link
 *   POST   /setup/staff/:id/suspend          suspend (ends live sessions)
 *   POST   /setup/staff/:id/unsuspend        lift the suspension
 *   DELETE /setup/staff/:id                  remove
 *
 * `url` is still accepted from older clients and ignored: the link always opens /reset-password
 * on the company's site (auth/service.ts `sendPasswordLink`).
 * Every call: HQ, or staff holding add_user. The rules on whom and what are in service.ts.
 */
const PermissionList = Type.Array(Type.Union(PERMISSIONS.map((p) => Type.Literal(p))), { maxItems: PERMISSIONS.length, uniqueItems: true });
const LinkUrl = Type.Optional(Type.String({ maxLength: 500 }));
const access = { permission: 'add_user' } as const;
const tags = ['staff'];

export const staffRoutes: RouteDef[] = [
  route({
    method: 'get',
    path: '/setup/staff',
    access,
    summary: 'Staff of the company with status and permissions (search, filter status)',
    tags,
    query: Type.Object({ ...ListQueryProps }),
    handler: async ({ ctx, query }) => staff.listStaff(ctx, query),
  }),
  route({
    method: 'post',
    path: '/setup/staff/store',
    access,
    summary: 'Invite a staff member by e-mail with initial permissions',
    tags,
    body: Type.Object({ name: Str(100, 1), email: Email, permissions: PermissionList, url: LinkUrl }),
    message: 'staff.invited',
    handler: async ({ ctx, body }) => staff.inviteStaff(ctx, body),
  }),
  route({
    method: 'get',
    path: '/setup/staff/:id',
    access,
    summary: 'One staff member',
    tags,
    params: IdParams,
    handler: async ({ ctx, params }) => staff.staffDetail(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/setup/staff/:id/permissions',
    access,
    summary: "Set a staff member's permissions (grants and revokes the difference)",
    tags,
    params: IdParams,
    body: Type.Object({ permissions: PermissionList }),
    message: 'staff.permissionsSaved',
    handler: async ({ ctx, params, body }) => staff.setPermissions(ctx, params.id, body.permissions),
  }),
  route({
    method: 'post',
    path: '/setup/staff/:id/resend-invite',
    access,
    summary: 'Mail a fresh invitation link (only while the invitation is not accepted)',
    tags,
    params: IdParams,
    body: Type.Object({ url: LinkUrl }),
    message: 'staff.inviteResent',
    handler: async ({ ctx, params }) => staff.resendInvitation(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/setup/staff/:id/suspend',
    access,
    summary: 'Suspend a staff member; their sessions end at once',
    tags,
    params: IdParams,
    message: 'staff.suspended',
    handler: async ({ ctx, params }) => staff.suspendStaff(ctx, params.id),
  }),
  route({
    method: 'post',
    path: '/setup/staff/:id/unsuspend',
    access,
    summary: 'Lift a suspension',
    tags,
    params: IdParams,
    message: 'staff.unsuspended',
    handler: async ({ ctx, params }) => staff.unsuspendStaff(ctx, params.id),
  }),
  route({
    method: 'delete',
    path: '/setup/staff/:id',
    access,
    summary: 'Remove a staff member',
    tags,
    params: IdParams,
    message: 'staff.removed',
    handler: async ({ ctx, params }) => staff.removeStaff(ctx, params.id),
  }),
];
