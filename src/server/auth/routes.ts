import { and, asc, eq, like, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema } from '@shared/auth/schemas';
import { demoAccountSchema, logoutResultSchema, sessionUserSchema } from '@shared/auth/types';
import { roles, users } from '../db/schema/auth';
import { DEMO_FLAG, settings } from '../db/schema/admin';
import { AppError } from '../http/errors';
import { audit } from '../lib/audit';
import { requireUser } from './guard';
import { createSession, deleteSession, SESSION_COOKIE, shownUser, userForSession } from './sessions';
import { dummyPasswordHash, verifySignIn } from './passwords';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  void dummyPasswordHash(); // ready before the first sign-in with an unknown email

  r.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], body: loginSchema, response: { 200: sessionUserSchema } },
      config: {
        public: true,
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) =>
            `${req.ip}|${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        },
      },
    },
    async (req, reply) => {
      const { email, password } = req.body;
      const [user] = await db.select().from(users).where(eq(users.email, email));
      // Always one Argon2 verification, so the time taken does not tell whether the account exists.
      const passwordOk = await verifySignIn(user?.passwordHash, password);
      if (!user || user.status !== 'Active' || !passwordOk) {
        const reason = !user ? 'unknown_email' : user.status !== 'Active' ? 'inactive' : 'wrong_password';
        await audit(db, {
          actorId: user?.id ?? null,
          action: 'auth.login_failed',
          entityType: 'login',
          entityId: email,
          details: { reason, ip: req.ip },
        });
        throw new AppError('unauthorized', 'Invalid email or password');
      }
      const { token, expiresAt } = await db.transaction(async (tx) => {
        const session = await createSession(tx, user.id);
        await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
        await audit(tx, { actorId: user.id, action: 'auth.login', entityType: 'user', entityId: user.id });
        return session;
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.production,
        signed: true,
        expires: expiresAt,
      });
      const signedIn = await userForSession(db, token);
      // Only if the account was deactivated in the instant since the password was checked.
      if (!signedIn) throw new AppError('unauthorized', 'Invalid email or password');
      return shownUser(signedIn);
    },
  );

  r.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 200: logoutResultSchema } }, config: { public: true } },
    async (req, reply) => {
      const raw = req.cookies[SESSION_COOKIE];
      const unsigned = raw ? req.unsignCookie(raw) : null;
      const token = unsigned?.valid ? unsigned.value : null;
      if (token) {
        await db.transaction(async (tx) => {
          const userId = await deleteSession(tx, token);
          if (userId)
            await audit(tx, { actorId: userId, action: 'auth.logout', entityType: 'user', entityId: userId });
        });
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true };
    },
  );

  r.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: sessionUserSchema } } }, async (req) =>
    shownUser(requireUser(req)),
  );

  /** On a demo instance the sign-in page offers the demo accounts (password procura-demo); never in production. */
  r.get(
    '/api/auth/demo-accounts',
    { schema: { tags: ['auth'], response: { 200: z.array(demoAccountSchema) } }, config: { public: true } },
    async () => {
      if (app.config.production) throw new AppError('not_found', 'Demo accounts are off in production');
      const [flag] = await db.select().from(settings).where(eq(settings.key, DEMO_FLAG));
      if (flag?.value !== true) return [];
      const rows = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          title: users.title,
          roleLabel: roles.label,
          department: users.department,
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(
          and(like(users.email, '%@procura.test'), eq(users.status, 'Active'), ne(users.passwordHash, '!')),
        )
        .orderBy(asc(users.id));
      return rows.map(({ firstName, lastName, ...r }) => ({ ...r, name: `${firstName} ${lastName}` }));
    },
  );
}
