import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';

/**
 * Issue 8 point 14: error logs carry no SQL parameters nor row values (personal data). Drizzle writes
 * the parameters into its error message (`Failed query: … params: …`), and PostgreSQL's detail repeats
 * the row ("Failing row contains (…)"); the app's log lines must hold neither.
 */
let t: TestApp;
let employee: User;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void lines.push(line) } });
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
  await t.database.db.execute(
    sql.raw(
      `alter table vendor_requests add constraint zz_log_probe check (contact_email not like '%leaky%')`,
    ),
  );
});
afterAll(() => t.close());

const PERSONAL = ['jane.leaky@home.example', 'Jane Leaky-Doe', '555-0199-777', '400012345678'];

describe('the error log', () => {
  it('logs a failed statement by its SQLSTATE and constraint, without its parameters or the row', async () => {
    lines.length = 0;
    const res = await t.request({
      method: 'POST',
      url: '/api/vendor-requests',
      as: employee,
      payload: {
        companyName: 'Zzlog Probe Co',
        contactPerson: 'Jane Leaky-Doe',
        contactEmail: 'jane.leaky@home.example',
        contactPhone: '555-0199-777',
        businessType: 'Corporation',
        address: '1 Log St',
        city: 'Denver',
        state: 'CO',
        zipCode: '80201',
        accountNumber: '400012345678',
        justification: 'Probe',
      },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    for (const value of PERSONAL) expect(log).not.toContain(value);
    expect(log).not.toMatch(/params:/);
    expect(log).not.toMatch(/Failing row/);
    // What says what went wrong stays.
    expect(log).toContain('zz_log_probe');
    expect(log).toContain('23514');
    expect(log).toContain('Failed query: insert into');
  });

  it('cleans an error logged directly too, message line included', async () => {
    const err = await t.database.db
      .execute(sql`select id from users where email = ${'jane.leaky@home.example'} and no_such_column = 1`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(String((err as Error).message)).toContain('jane.leaky@home.example'); // what drizzle puts in it
    lines.length = 0;
    t.app.log.error(err);
    t.app.log.error({ err }, 'with a message');
    t.app.log.warn({ error: err }, 'under another key');
    expect(lines).toHaveLength(3);
    const log = lines.join('');
    expect(log).not.toContain('jane.leaky@home.example');
    expect(log).not.toMatch(/params:/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: expect.stringContaining('Failed query: select id from'),
    });
    expect(JSON.parse(lines[1]!)).toMatchObject({ msg: 'with a message', err: { cause: { code: '42703' } } });
  });
});
