import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LiveCounts } from '@shared/events/schemas';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/client';
import { createWorld } from '../test/factories/world';
import { deliverMessage } from '../test/factories/messages';
import type { Team } from '../test/factories/users';
import type { TestApp } from '../test/harness';
import { reopen } from '../test/reopen';
import { openEvents } from '../test/sse';

/**
 * Two app instances on one PostgreSQL database: a user connected to one hears of mail written through
 * the other (LISTEN/NOTIFY). PGlite is one process with one database: there is no second instance to
 * fan out to, so this runs with TEST_DATABASE_URL (the API suite on PostgreSQL, .ci/run).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('live events across two instances', () => {
  let t: TestApp, team: Team, second: FastifyInstance, secondDb: Database, secondBase: string;
  beforeAll(async () => {
    ({ t, team } = await createWorld());
    secondDb = await reopen(t.database);
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '.test-data',
        API_RATE_LIMIT: '100000',
        LOGIN_RATE_LIMIT: '1000',
      }),
      databaseUrl: process.env.TEST_DATABASE_URL,
    };
    second = await buildApp(config, secondDb);
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await t.close();
  });

  it('delivers the badge to the instance the user is connected to', async () => {
    // Signed in through the first instance (the session is in the shared database), streaming from the second.
    const s = await openEvents(`${secondBase}/api/events`, await t.login(team.finance));
    const first = await s.next((e) => e.event === 'counts');
    expect((JSON.parse(first.data) as LiveCounts).unreadMessages).toBe(0);
    await deliverMessage(t, [team.finance]); // written through the first instance's pool
    const next = await s.next((e) => e.event === 'counts', s.events.indexOf(first) + 1);
    expect((JSON.parse(next.data) as LiveCounts).unreadMessages).toBe(1);
    s.close();
  });
});
