import type { Permission } from '@shared/auth/roles';
import type { SessionUser } from '@shared/auth/types';
import type { Delegator } from '@shared/approvals/delegation';
import type { Database } from '../db/client';
import type { Config } from '../config/config';
import type { BodyType } from './request-checks';

/**
 * The signed-in user of a request: a SessionUser and, read with the session where the route says
 * `config.delegators` (auth/sessions.ts), the users whose out-of-office delegation to them runs today
 * (withDelegators reads them when absent).
 */
export type RequestUser = SessionUser & { delegators?: Delegator[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anyone, signed in or not. Every other route (and an unmatched path) needs a session. */
    public?: boolean;
    /** The request body types the route takes (415 for any other); application/json when absent. */
    contentTypes?: readonly BodyType[];
    /**
     * The route reads the signed-in user's active delegators (the approvals queues and their counts):
     * the session's statement brings them (RequestUser.delegators, decision 024).
     */
    delegators?: boolean;
    /** The signed-in user needs at least one of these. */
    permission?: Permission | Permission[];
    /**
     * A long-lived answer (the server-sent events of /api/events): neither counted as work in flight
     * nor given the request timeout once accepted (http/overload.ts).
     */
    stream?: boolean;
  }
  interface FastifyRequest {
    user: RequestUser | null;
    /** The signed-in user's session token (a stream checks now and then that it still holds). */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    database: Database;
    /** Signed-in users by session token, kept while nothing of them changes (auth/session-cache.ts). */
    sessionCache: import('../auth/session-cache').SessionCache;
    config: Config;
    /** Every /api route with what it requires (the permission matrix test walks it). */
    routeTable: RouteInfo[];
    /** The load the instance carries now (http/overload.ts). */
    overload: { inFlight: () => number; eventLoopLagMs: () => number };
  }
}

export type RouteInfo = {
  method: string;
  url: string;
  public: boolean;
  permission: Permission | Permission[] | undefined;
  /** The route's response schemas by status (`200`, `201`, `4xx`, …): Zod schemas or content maps. */
  response: Record<string, unknown>;
};
