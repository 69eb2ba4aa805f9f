import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness';
import { createUser, type Team } from '../test/factories/users';
import { createPayablesWorld, type PayablesSteps } from '../test/factories/payables';
import { PDF as TINY_PDF, multipart as multipartBody, type FormFile } from '../test/factories/multipart';
import { CROSS_SITE_MESSAGE } from './request-checks';

/** Issue 8, point 5: cross-site writes and bodies of a type the route does not take. */

let t: TestApp, team: Team, steps: PayablesSteps;
let finance: string;

beforeAll(async () => {
  ({ t, team, steps } = await createPayablesWorld('ZZX', 'Zzcsrf Paper Co'));
  finance = await t.login(team.finance);
});
const multipart = (files: FormFile[]) => multipartBody({}, files);
afterAll(() => t.close());

let made = 0;
/** An invoice approved by the 3-way match (each of another amount, so none is a duplicate): paying it is next. */
async function payableInvoice(): Promise<string> {
  const price = `${25 + ++made}.00`;
  const po = await steps.orderAndReceive([['Paper', 4, price]], [4]);
  const invoice = await steps.enter(po, ['Paper'], [{ line: 1, quantity: 4, unitPrice: price }]);
  expect((await steps.post(invoice.id, 'match')).json()).toMatchObject({ status: 'approved' });
  return invoice.id;
}

const statusOf = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/invoices/${id}`, as: team.finance })).json().status as string;

const pay = (id: string, headers: Record<string, string>, payload?: string | Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invoices/${id}/pay`,
    headers: { cookie: finance, ...headers },
    payload,
  });

describe('cross-site writes', () => {
  it('a foreign Origin cannot pay an invoice with the finance cookie and a text/plain body', async () => {
    const id = await payableInvoice();
    const res = await pay(id, { origin: 'http://evil.example', 'content-type': 'text/plain' }, 'x');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CROSS_SITE_MESSAGE, code: 'forbidden' });
    expect(await statusOf(id)).toBe('approved');
  });

  it('refuses a foreign Origin without a body, an opaque null Origin and a cross-site Sec-Fetch-Site', async () => {
    const id = await payableInvoice();
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: 'https://localhost.evil.example', host: 'localhost' },
      { origin: 'null' },
      { origin: 'http://localhost:5173', host: 'localhost:5000' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const res = await pay(id, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://evil.example' },
      payload: { email: team.finance.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toHaveLength(0);
    expect(await statusOf(id)).toBe('approved');
  });

  it('lets the app’s own pages, and clients that send neither header, write', async () => {
    const own = await payableInvoice();
    const res = await pay(own, {
      host: 'procura.example.com',
      origin: 'http://procura.example.com',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('paid');
    const curl = await payableInvoice();
    expect((await pay(curl, {})).json().status).toBe('paid');
    // Reads are never refused for their Origin.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${own}`,
      headers: { cookie: finance, origin: 'http://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('body types', () => {
  it('a JSON route refuses text/plain, urlencoded and multipart bodies with 415 and changes nothing', async () => {
    const id = await payableInvoice();
    const form = multipart([{ name: 'a.pdf', content: TINY_PDF }]);
    for (const [type, body] of [
      ['text/plain', 'x'],
      ['text/plain;charset=UTF-8', '{"status":"paid"}'],
      ['application/x-www-form-urlencoded', 'status=paid'],
      [form.headers['content-type'], form.payload],
    ] as const) {
      const res = await pay(id, { 'content-type': type }, body);
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toMatchObject({
        code: 'unsupported_media_type',
        message: 'Send the request body as application/json.',
      });
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/invoices/${id}`,
        headers: { cookie: finance, 'content-type': type },
        payload: body,
      });
      expect(patch.statusCode, type).toBe(415);
    }
    expect(await statusOf(id)).toBe('approved');
    const json = await pay(id, { 'content-type': 'application/json; charset=utf-8' }, '{}');
    expect(json.json().status).toBe('paid');
  });

  it('an upload route takes multipart/form-data only; the vendor request takes JSON or multipart', async () => {
    const id = await payableInvoice();
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/attachments`,
      headers: { cookie: finance },
      payload: { file: 'a.pdf' },
    });
    expect(upload.statusCode).toBe(415);
    expect(upload.json()).toMatchObject({ message: 'Send the files as multipart/form-data.' });
    const form = multipart([{ name: 'a.pdf', content: TINY_PDF }]);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/attachments`,
      headers: { cookie: finance, ...form.headers },
      payload: form.payload,
    });
    expect(ok.statusCode, ok.body).toBeLessThan(300);

    for (const headers of [{ 'content-type': 'application/json' }, form.headers]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vendor-requests',
        headers: { cookie: finance, ...headers },
        payload: headers === form.headers ? form.payload : '{}',
      });
      expect(res.statusCode, res.body).toBe(400); // past the type check, to field validation
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/vendor-requests',
      headers: { cookie: finance, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('ALLOWED_ORIGINS and TRUST_PROXY', () => {
  it('a listed front-end origin may write; behind a trusted proxy the forwarded scheme and host count', async () => {
    const other = await createTestApp({
      ALLOWED_ORIGINS: 'https://front.example.com',
      TRUST_PROXY: 'loopback',
    });
    try {
      const cookie = await other.login(await createUser(other, { role: 'end_user', department: 'IT' }));
      const logout = (headers: Record<string, string>) =>
        other.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });
      expect((await logout({ origin: 'https://evil.example.com' })).statusCode).toBe(403);
      expect((await logout({ origin: 'https://front.example.com.evil.example' })).statusCode).toBe(403);
      const proxied = {
        host: '127.0.0.1:5000',
        'x-forwarded-host': 'procura.example.com',
        'x-forwarded-proto': 'https',
      };
      expect((await logout({ ...proxied, origin: 'http://procura.example.com' })).statusCode).toBe(403);
      expect((await logout({ ...proxied, origin: 'https://procura.example.com' })).statusCode).toBe(200);
      expect((await logout({ origin: 'https://front.example.com' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
    // Without TRUST_PROXY the forwarded headers are not believed.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        host: '127.0.0.1:5000',
        'x-forwarded-host': 'procura.example.com',
        'x-forwarded-proto': 'https',
        origin: 'https://procura.example.com',
      },
    });
    expect(res.statusCode).toBe(403);
  });
});
