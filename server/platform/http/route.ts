import type { Request, Response } from 'express';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Permission, Role } from '../../../common/constants';
import type { MessageKey } from '../../../common/messages';
import type { Ctx, UserCtx } from '../context';
import type { FileKind } from '../storage';

/**
 * A route is data: method, path, who may call it, schemas, handler. The registrar turns the
 * table into Express routes and the OpenAPI document; a route without `access` stops start-up.
 *
 * access:
 *  - 'public'         anyone (the company is still resolved from the host)
 *  - 'user'           any signed-in user of the company
 *  - { roles }        a signed-in user whose role is listed
 *  - { permission }   HQ, or staff holding the permission (docs/rules.md)
 */
/** Who may call a route: anyone, any signed-in user, some roles, or HQ plus staff holding the permission (any one of a list). */
export type Access = 'public' | 'user' | { roles: readonly Role[] } | { permission: Permission | readonly Permission[] };

export type RateLimitName = 'login' | 'verification' | 'forgotPassword' | 'storePublic' | 'storeCheckout';

export interface UploadRule {
  field: string;
  maxBytes: number;
  /** Accepted kinds, checked by the file's content (magic bytes), not its name. */
  types: readonly FileKind[];
  required?: boolean;
}

export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
  kind: FileKind;
  size: number;
}

type Input<S> = S extends TSchema ? Static<S> : Record<string, never>;

export interface HandlerArgs<P, Q, B, C> {
  ctx: C;
  params: Input<P>;
  query: Input<Q>;
  body: Input<B>;
  file: UploadedFile | null;
  req: Request;
  res: Response;
}

export interface RouteDef<P = unknown, Q = unknown, B = unknown, A extends Access = Access> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  access: A;
  summary: string;
  tags?: string[];
  params?: P;
  query?: Q;
  body?: B;
  upload?: UploadRule;
  rateLimit?: RateLimitName;
  /** Not counted by the general per-address limit: server-to-server calls (a gateway's callbacks come from a few addresses for every company). */
  unlimited?: boolean;
  /** Still callable while the company's subscription disallows login (e.g. the current user). */
  allowLocked?: boolean;
  /** Message key of the success envelope; defaults to `ok`. */
  message?: MessageKey;
  handler: (args: HandlerArgs<P, Q, B, A extends 'public' ? Ctx : UserCtx>) => Promise<unknown>;
}

/** Identity helper that infers the schema types of one route. */
export function route<P extends TSchema | undefined = undefined, Q extends TSchema | undefined = undefined, B extends TSchema | undefined = undefined, A extends Access = Access>(
  def: RouteDef<P, Q, B, A>,
): RouteDef {
  // The route table holds routes of every schema: the handler's typed arguments are checked here,
  // where the route is written, and the pipeline validates the input against the same schemas.
  return def as unknown as RouteDef;
}

/** A handler result that overrides the envelope's message. */
export class Reply<T = unknown> {
  constructor(
    readonly data: T,
    readonly message: MessageKey,
    readonly status = 200,
  ) {}
}

/** A handler result that streams a file instead of an envelope. */
export class FileReply {
  constructor(
    readonly path: string,
    readonly downloadName?: string,
  ) {}
}
