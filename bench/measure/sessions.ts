/** Signs the three demo users in over HTTP and reads who they are (the create needs a department). */
import { isOk, jsonOf, request, type Client } from './http';

export const USERS = ['employee', 'manager', 'procurement'] as const;
export type UserName = (typeof USERS)[number];
export type Session = { who: UserName; cookie: string; department: string | undefined };

const PASSWORD = 'procura-demo';

export async function signIn(client: Client, who: UserName): Promise<Session> {
  const reply = await request(client, {
    method: 'POST',
    path: '/api/auth/login',
    json: { email: `${who}@procura.test`, password: PASSWORD },
    keepBody: true,
  });
  if (!isOk(reply))
    throw new Error(
      `sign-in of ${who} failed: ${JSON.stringify(reply.outcome)} ${reply.body?.toString() ?? ''}`,
    );
  const setCookie = reply.headers?.['set-cookie'] ?? [];
  const cookie = setCookie.find((c) => c.startsWith('procura_session='));
  if (!cookie) throw new Error(`sign-in of ${who} set no session cookie`);
  const user = jsonOf(reply) as { department?: string } | undefined;
  return { who, cookie: cookie.split(';')[0]!, department: user?.department };
}

export async function signInAll(client: Client): Promise<Record<UserName, Session>> {
  const out = {} as Record<UserName, Session>;
  for (const who of USERS) out[who] = await signIn(client, who);
  return out;
}
