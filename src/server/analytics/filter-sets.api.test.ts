import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FilterSet } from '@shared/analytics/filter-sets';
import { auditLog, savedFilterSets } from '../db/schema/admin';
import type { TestApp } from '../test/harness';
import type { Team } from '../test/factories/users';
import { createWorld } from '../test/factories/world';

/** Saved filter sets (spec section 3): per user, name required, audited; another user's set is 404. */
let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const URL = '/api/analytics/filter-sets';

describe('saved filter sets', () => {
  it('stores a set for the user (trimmed name, filters) and lists only their own', async () => {
    const res = await t.request({
      method: 'POST',
      url: URL,
      as: team.manager,
      payload: {
        name: '  IT last quarter  ',
        description: 'Hardware',
        filters: {
          department: 'IT',
          timeWindow: 3,
          sku: 'SKU-IT-002',
          q: 'dell',
          category: 'IT Equipment',
          minAmount: 100,
          type: 'purchase-order',
          status: 'approved',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const set: FilterSet = res.json();
    expect(set).toMatchObject({
      name: 'IT last quarter',
      description: 'Hardware',
      filters: {
        department: 'IT',
        timeWindow: 3,
        sku: 'SKU-IT-002',
        q: 'dell',
        category: 'IT Equipment',
        minAmount: 100,
      },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, set.id), eq(auditLog.action, 'filter-set.create')));
    expect(entry).toMatchObject({ actorId: team.manager.id, entityType: 'filter-set' });

    const mine = await t.request({ method: 'GET', url: URL, as: team.manager });
    expect(mine.json().map((s: FilterSet) => s.id)).toEqual([set.id]);
    const theirs = await t.request({ method: 'GET', url: URL, as: team.director });
    expect(theirs.json()).toEqual([]);
  });

  it("refuses to delete another user's set (404) and deletes one's own, audited", async () => {
    const created: FilterSet = (
      await t.request({ method: 'POST', url: URL, as: team.manager, payload: { name: 'Mine', filters: {} } })
    ).json();
    const other = await t.request({ method: 'DELETE', url: `${URL}/${created.id}`, as: team.director });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', message: 'Filter set not found' });
    expect(
      await t.database.db.select().from(savedFilterSets).where(eq(savedFilterSets.id, created.id)),
    ).toHaveLength(1);

    const own = await t.request({ method: 'DELETE', url: `${URL}/${created.id}`, as: team.manager });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ id: created.id, deleted: true });
    expect(
      await t.database.db.select().from(savedFilterSets).where(eq(savedFilterSets.id, created.id)),
    ).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'filter-set.delete')));
    expect(entry).toMatchObject({ actorId: team.manager.id });
    expect(
      (await t.request({ method: 'DELETE', url: `${URL}/${created.id}`, as: team.manager })).statusCode,
    ).toBe(404);
  });

  it('answers 400 with field messages and stores nothing', async () => {
    const count = async () => (await t.database.db.select().from(savedFilterSets)).length;
    const before = await count();
    const blank = await t.request({ method: 'POST', url: URL, as: team.manager, payload: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ name: 'Name is required' });
    const missing = await t.request({ method: 'POST', url: URL, as: team.manager, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({ name: 'Name is required' });
    const badWindow = await t.request({
      method: 'POST',
      url: URL,
      as: team.manager,
      payload: { name: 'x', filters: { timeWindow: 5, minAmount: -1 } },
    });
    expect(badWindow.statusCode).toBe(400);
    expect(badWindow.json().fieldErrors).toEqual({
      'filters.timeWindow': 'Time window must be 3, 6, 12 or 24 months',
      'filters.minAmount': 'Amount must be a number of at least 0',
    });
    expect(await count()).toBe(before);
    expect((await t.request({ method: 'GET', url: URL, as: null })).statusCode).toBe(401);
  });
});
