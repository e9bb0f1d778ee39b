import { Type } from '@sinclair/typebox';
import { route, Reply, type RouteDef } from '../../platform/http/route';
import { Email } from '../../platform/http/schemas';
import { User } from '../users';
import * as auth from './service';

const Password = Type.String({ minLength: 1, maxLength: 200 });

export const authRoutes: RouteDef[] = [
  route({
    method: 'post',
    path: '/login',
    access: 'public',
    rateLimit: 'login',
    summary: 'Sign in; returns a bearer token and the user',
    tags: ['auth'],
    body: Type.Object({
      email: Email,
      password: Password,
      type: Type.Optional(Type.Union([Type.Literal('hq'), Type.Literal('member'), Type.Literal('agent'), Type.Literal('staff')])),
      comId: Type.Optional(Type.Integer({ minimum: 1 })),
      remember: Type.Optional(Type.Boolean()),
    }),
    handler: async ({ ctx, body }) => {
      const { locked, session } = await auth.login(ctx, body);
      return new Reply(session, locked ? 'auth.companyLockedHq' : 'auth.loggedIn');
    },
  }),
  route({
    method: 'post',
    path: '/verification',
    access: 'public',
    rateLimit: 'verification',
    summary: 'Confirm an e-mail address with the 6-digit code',
    tags: ['auth'],
    body: Type.Object({ email: Email, code: Type.String({ pattern: '^[0-9]{6}$' }) }),
    handler: async ({ ctx, body }) => {
      const result = await auth.verifyEmail(ctx, body);
      return new Reply(result, result.already ? 'verify.already' : 'verify.done');
    },
  }),
  route({
    method: 'post',
    path: '/resend-verification',
    access: 'public',
    rateLimit: 'verification',
    summary: 'Send a new verification code',
    tags: ['auth'],
    body: Type.Object({ email: Email }),
    message: 'verify.resent',
    handler: async ({ ctx, body }) => auth.resendVerification(ctx, body),
  }),
  route({
    method: 'post',
    path: '/forgot-password',
    access: 'public',
    rateLimit: 'forgotPassword',
    summary: 'Mail a one-time link for setting a new password',
    tags: ['auth'],
    // `url` and `domain` come from older clients; the link never follows them (service.ts).
    body: Type.Object({
      email: Email,
      url: Type.Optional(Type.String({ maxLength: 500 })),
      domain: Type.Optional(Type.String({ maxLength: 191 })),
    }),
    message: 'password.forgotSent',
    handler: async ({ ctx, body }) => auth.forgotPassword(ctx, { email: body.email }),
  }),
  route({
    method: 'post',
    path: '/create-password',
    access: 'public',
    rateLimit: 'verification',
    summary: 'Set a password with a one-time link token (reset or invitation)',
    tags: ['auth'],
    body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Password }),
    message: 'password.created',
    handler: async ({ ctx, body }) => auth.createPassword(ctx, body),
  }),
  route({
    method: 'post',
    path: '/user/change-password',
    access: 'user',
    summary: 'Change the password; every other session ends, a new token is returned',
    tags: ['auth'],
    body: Type.Object({ password: Password, old_password: Password }),
    message: 'password.changed',
    handler: async ({ ctx, body }) => auth.changePassword(ctx, body),
  }),
  route({
    method: 'post',
    path: '/user/logout-everywhere',
    access: 'user',
    allowLocked: true,
    summary: 'End every session of the user',
    tags: ['auth'],
    handler: async ({ ctx }) => {
      await User.of(ctx).findById(ctx.user.id).increment('tokenVersion', 1);
    },
  }),
];
