import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import { SETTINGS_MESSAGES, type SystemSettings } from '@shared/admin/settings-schemas';
import type { TestApp } from '../test/harness';
import { auditLog, settings } from '../db/schema/admin';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { getSettings } from './settings';

/**
 * System Settings (issue 14): read by the administration area, saved by system configuration only,
 * validated with field messages (nothing changes on a refusal), persisted with an audit entry.
 * The effects of a save (routing, fiscal year, currency, the PO document) are in settings-effects.
 */
let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const { ...defaults } = DEFAULT_SETTINGS;
const put = (payload: object, as = team.admin) =>
  t.request({ method: 'PUT', url: '/api/admin/settings', payload, as });
const read = async (as = team.admin) => {
  const res = await t.request({ method: 'GET', url: '/api/admin/settings', as });
  expect(res.statusCode).toBe(200);
  return res.json() as SystemSettings;
};
const settingsAudits = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'settings'), eq(auditLog.action, 'settings.update')))
    .orderBy(auditLog.id);

beforeEach(async () => {
  // Each test starts from the defaults (saved through the API as the administrator would).
  expect((await put(defaults)).statusCode).toBe(200);
});

describe('GET /api/admin/settings', () => {
  it('gives the spec defaults, and whether the caller may save them', async () => {
    const admin = await read();
    expect(admin).toMatchObject({
      companyName: 'Procura Demo Corp',
      fiscalYearStart: 'January',
      defaultCurrency: 'USD',
      autoApproveThreshold: 1000,
      managerApprovalThreshold: 5000,
      financeApprovalThreshold: 25000,
      executiveApprovalThreshold: 100000,
      can: { update: true },
    });
    // The procurement specialist opens the administration area but does not configure the system.
    expect((await read(team.procurement)).can).toEqual({ update: false });
    expect((await put({ ...defaults, companyName: 'Nope Inc' }, team.procurement)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/settings', as: team.employee })).statusCode,
    ).toBe(403);
    expect((await getSettings(t.database.db)).companyName).toBe('Procura Demo Corp');
  });
});

describe('PUT /api/admin/settings validation: 400 with field messages, nothing changed', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'descending thresholds',
      { managerApprovalThreshold: 30000, financeApprovalThreshold: 20000 },
      { financeApprovalThreshold: 'Must be greater than the manager approval threshold' },
    ],
    [
      'a threshold equal to the one below',
      { executiveApprovalThreshold: 25000 },
      { executiveApprovalThreshold: 'Must be greater than the finance approval threshold' },
    ],
    [
      'a negative threshold',
      { autoApproveThreshold: -5 },
      { autoApproveThreshold: 'Threshold must be greater than 0' },
    ],
    [
      'a zero threshold',
      { autoApproveThreshold: 0 },
      { autoApproveThreshold: 'Threshold must be greater than 0' },
    ],
    [
      'a negative tolerance',
      { priceTolerancePercent: -1, priceToleranceAmount: '-0.01' },
      {
        priceTolerancePercent: 'Tolerance must be 0 or more',
        priceToleranceAmount: 'Tolerance must be 0 or more',
      },
    ],
    [
      'an unknown currency',
      { defaultCurrency: 'JPY' },
      { defaultCurrency: 'Default currency must be USD, EUR or GBP' },
    ],
    [
      'an unknown fiscal year start',
      { fiscalYearStart: 'March' },
      { fiscalYearStart: 'Fiscal year start must be January, April, July or October' },
    ],
    ['a blank company name', { companyName: '   ' }, { companyName: 'Company name is required' }],
    [
      'a threshold that is not a number',
      { managerApprovalThreshold: 'lots' },
      {
        managerApprovalThreshold: 'Expected number, received string',
      },
    ],
  ];

  it.each(cases)('%s', async (_name, over, fieldErrors) => {
    const before = await read();
    const audits = (await settingsAudits()).length;
    const res = await put({ ...defaults, companyName: 'Changed Co', ...over });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toMatchObject(fieldErrors);
    expect(await read()).toEqual(before);
    expect(await settingsAudits()).toHaveLength(audits);
  });

  it('a missing key is refused too (the whole set is saved at once)', async () => {
    const { companyName: _, ...rest } = defaults;
    const res = await put(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('companyName');
  });
});

describe('PUT /api/admin/settings saves', () => {
  it('persists every key, answers the saved settings and audits before → after of what changed', async () => {
    const next = {
      ...defaults,
      companyName: '  Northwind Traders  ',
      fiscalYearStart: 'July',
      defaultCurrency: 'EUR',
      autoApproveThreshold: 500,
      managerApprovalThreshold: '7500.50',
      priceTolerancePercent: 3.5,
      payablesSeparationOfDuties: false,
    };
    const res = await put(next);
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      ...defaults,
      companyName: 'Northwind Traders',
      fiscalYearStart: 'July',
      defaultCurrency: 'EUR',
      autoApproveThreshold: 500,
      managerApprovalThreshold: 7500.5,
      priceTolerancePercent: 3.5,
      payablesSeparationOfDuties: false,
    };
    expect(res.json()).toMatchObject(saved);
    expect(await read()).toMatchObject(saved);
    // Stored in the settings table: what every reader (getSettings) sees, on any app instance.
    expect(await getSettings(t.database.db)).toMatchObject(saved);
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, 'companyName'));
    expect(row!.value).toBe('Northwind Traders');

    const entry = (await settingsAudits()).at(-1)!;
    expect(entry.actorId).toBe(team.admin.id);
    expect(entry.entityId).toBe('system');
    expect(entry.details).toEqual({
      before: {
        companyName: 'Procura Demo Corp',
        fiscalYearStart: 'January',
        defaultCurrency: 'USD',
        autoApproveThreshold: 1000,
        managerApprovalThreshold: 5000,
        priceTolerancePercent: 2,
        payablesSeparationOfDuties: true,
      },
      after: {
        companyName: 'Northwind Traders',
        fiscalYearStart: 'July',
        defaultCurrency: 'EUR',
        autoApproveThreshold: 500,
        managerApprovalThreshold: 7500.5,
        priceTolerancePercent: 3.5,
        payablesSeparationOfDuties: false,
      },
    });
  });

  it('refuses a save over settings saved since it read them (409), and changes nothing', async () => {
    const read1 = await read();
    const first = await put({ ...defaults, companyName: 'First Editor', updatedAt: read1.updatedAt });
    expect(first.statusCode).toBe(200);
    const second = await put({ ...defaults, companyName: 'Second Editor', updatedAt: read1.updatedAt });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SETTINGS_MESSAGES.stale);
    expect((await read()).companyName).toBe('First Editor');
    // With the newer time it saves.
    const third = await put({
      ...defaults,
      companyName: 'Second Editor',
      updatedAt: (await read()).updatedAt,
    });
    expect(third.statusCode).toBe(200);
    expect((await read()).companyName).toBe('Second Editor');
  });

  it('saving the same values again writes no audit entry', async () => {
    const audits = (await settingsAudits()).length;
    expect((await put(defaults)).statusCode).toBe(200);
    expect(await settingsAudits()).toHaveLength(audits);
  });

  it('every signed-in user reads the display settings (company, currency, fiscal year start)', async () => {
    expect((await put({ ...defaults, companyName: 'Display Co', defaultCurrency: 'GBP' })).statusCode).toBe(
      200,
    );
    const res = await t.request({ method: 'GET', url: '/api/settings/display', as: team.employee });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyName: 'Display Co',
      defaultCurrency: 'GBP',
      fiscalYearStart: 'January',
    });
  });
});
