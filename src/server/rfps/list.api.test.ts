import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { RfpView } from '@shared/rfps/schemas';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createRfp, respond, sentRfp } from '../test/factories/rfps';
import { rfps } from '../db/schema/rfps';

let t: TestApp, team: Team, hr: Team;
beforeAll(async () => {
  ({ t, team } = await createWorld({ department: 'IT' }));
  hr = await createTeam(t, 'HR');
});
afterAll(() => t.close());

const list = async (query: string, as = team.procurement) => {
  const res = await t.request({ method: 'GET', url: `/api/rfps${query}`, as });
  expect(res.statusCode, query).toBe(200);
  return { rows: res.json() as RfpView[], total: res.headers['x-total-count'] };
};
const ids = (rows: RfpView[]) => rows.map((r) => r.id);

describe('GET /api/rfps', () => {
  it('lists newest first with live submitted-response counts, searchable by title or category, filterable and paged', async () => {
    const alpha = await createRfp(t, team.procurement, {
      title: 'Zzlist Alpha printers',
      category: 'Consulting',
    });
    const beta = await sentRfp(
      t,
      team.procurement,
      ['a@zzlist.example', 'b@zzlist.example', 'c@zzlist.example'],
      {
        title: 'Zzlist Beta laptops',
        category: 'Equipment',
      },
    );
    await t.database.db
      .update(rfps)
      .set({ createdDate: new Date('2024-01-01T00:00:00Z') })
      .where(eq(rfps.id, alpha.id));
    await respond(t, beta.tokens.get('a@zzlist.example')!);
    await respond(t, beta.tokens.get('b@zzlist.example')!);
    await respond(t, beta.tokens.get('c@zzlist.example')!, { submit: false });

    const all = await list('?q=zzlist');
    expect(all.total).toBe('2');
    expect(ids(all.rows)).toEqual([beta.id, alpha.id]);
    expect(all.rows[0]).toMatchObject({
      status: 'responses',
      responseCount: 2,
      vendorCount: 3,
      biddingOpen: true,
      vendorEmails: ['a@zzlist.example', 'b@zzlist.example', 'c@zzlist.example'],
    });
    expect(all.rows[1]).toMatchObject({
      status: 'draft',
      responseCount: 0,
      vendorCount: 0,
      biddingOpen: false,
    });

    expect(ids((await list('?q=ZZLIST%20alpha')).rows)).toEqual([alpha.id]);
    expect(ids((await list('?q=zzlist&status=responses')).rows)).toEqual([beta.id]);
    expect(ids((await list('?q=zzlist&status=all')).rows)).toEqual([beta.id, alpha.id]);
    const byCategory = (await list('?q=consulting')).rows;
    expect(ids(byCategory)).toContain(alpha.id);
    expect(byCategory.every((r) => `${r.title} ${r.category}`.toLowerCase().includes('consulting'))).toBe(
      true,
    );
    // A LIKE wildcard in the text is the character itself.
    expect((await list('?q=zz%25list')).rows).toEqual([]);

    const first = await list('?q=zzlist&limit=1');
    expect(first.total).toBe('2');
    expect(ids(first.rows)).toEqual([beta.id]);
    expect(ids((await list('?q=zzlist&offset=1')).rows)).toEqual([alpha.id]);
    expect(ids((await list('?q=zzlist&sort=createdDate')).rows)).toEqual([alpha.id, beta.id]);

    for (const bad of ['?status=open', '?sort=budget', '?limit=0']) {
      const res = await t.request({ method: 'GET', url: `/api/rfps${bad}`, as: team.employee });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('answers the award of a closed RFP', async () => {
    const rfp = await createRfp(t, team.procurement, { title: 'Zzlist awarded' });
    await t.database.db
      .update(rfps)
      .set({ status: 'closed', awardedVendorName: 'Acme Co', awardedAmount: '1234.50' })
      .where(eq(rfps.id, rfp.id));
    const [row] = (await list('?q=zzlist%20awarded')).rows;
    expect(row).toMatchObject({ status: 'closed', awardedVendorName: 'Acme Co', awardedAmount: '1234.50' });
  });
});

describe('visibility: a department sees its own RFPs; roles that see every department see all', () => {
  it('lists, counts and opens only what the user may see; the rest is 404', async () => {
    const itRfp = await createRfp(t, team.procurement, { title: 'Zzvis IT', department: 'IT' });
    const hrRfp = await createRfp(t, team.procurement, { title: 'Zzvis HR', department: 'HR' });
    for (const who of [team.employee, team.manager, team.director]) {
      expect(ids((await list('?q=zzvis', who)).rows)).toEqual([itRfp.id]);
      expect((await t.request({ method: 'GET', url: `/api/rfps/${hrRfp.id}`, as: who })).statusCode).toBe(
        404,
      );
      expect((await t.request({ method: 'GET', url: `/api/rfps/${itRfp.id}`, as: who })).statusCode).toBe(
        200,
      );
    }
    expect(ids((await list('?q=zzvis', hr.employee)).rows)).toEqual([hrRfp.id]);
    for (const who of [team.procurement, team.finance, team.legal, team.admin])
      expect(ids((await list('?q=zzvis', who)).rows).sort()).toEqual([itRfp.id, hrRfp.id].sort());
  });
});

describe('GET /api/rfps/summary', () => {
  it('counts the RFPs the user may see that are not closed', async () => {
    const summary = async (as = team.procurement) =>
      (await t.request({ method: 'GET', url: '/api/rfps/summary', as })).json().active as number;
    const visibleActive = async (department?: string) => {
      const rows = await t.database.db
        .select({ status: rfps.status, department: rfps.department })
        .from(rfps)
        .where(inArray(rfps.status, ['draft', 'sent', 'responses']));
      return rows.filter((r) => !department || r.department === department).length;
    };
    const before = await summary();
    const rfp = await createRfp(t, team.procurement, { department: 'HR' });
    expect(await summary()).toBe(before + 1);
    expect(await summary()).toBe(await visibleActive());
    expect(await summary(hr.employee)).toBe(await visibleActive('HR'));
    expect(await summary(team.employee)).toBe(await visibleActive('IT'));
    await t.database.db.update(rfps).set({ status: 'closed' }).where(eq(rfps.id, rfp.id));
    expect(await summary()).toBe(before);
  });
});
