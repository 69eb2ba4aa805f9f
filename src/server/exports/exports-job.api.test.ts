import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { MessageView } from '@shared/messages/schemas';
import { ANALYTICS_EXPORT_STARTED, type ExportQueued } from '@shared/exports/schemas';
import { isoDate } from '@shared/format';
import { recordHref } from '@shared/records';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createContract } from '../test/factories/contracts';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { createVendor } from '../test/factories/vendors';
import { unique } from '../test/factories/unique';
import { poLines } from '../db/schema/purchase-orders';
import { auditLog } from '../db/schema/admin';
import { exportFiles } from '../db/schema/exports';
import { createJobRunner } from '../jobs/runner';
import { exportJob } from './jobs';
import { pruneExportsJob } from './prune';
import { csvRows, sheetRows } from './xlsx/test-unzip';

let t: TestApp, team: Team, hr: Team, vendorId: string;
// Lists of more than 3 rows go through the job here.
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld({ env: { EXPORT_STREAM_MAX_ROWS: '3' } }));
  hr = await createTeam(t);
});
afterAll(() => t.close());

const runExportJobs = () =>
  createJobRunner(t.database, { pollIntervalMs: 60_000, concurrency: 1 })
    .register(exportJob({ jobMaxRows: 1000 }))
    .drain();

async function inbox(as: Account): Promise<MessageView[]> {
  const res = await t.request({ method: 'GET', url: '/api/messages?folder=inbox', as });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const linksIn = (text: string) => [...text.matchAll(/\/api\/exports\/[^/\s]+\/download/g)].map((m) => m[0]);
const download = (url: string, as: Account) => t.request({ method: 'GET', url, as });

describe('a list export above the streaming limit', () => {
  it('answers 202, the job writes the file and messages the owner, who alone can download it', async () => {
    for (let i = 1; i <= 5; i++)
      await createContract(t, { vendorId, title: `Zzbig contract ${i}`, endDate: `2031-0${i}-01` });
    const few = await t.request({
      method: 'GET',
      url: '/api/exports/contracts?q=zzbig contract 1&format=csv',
      as: team.legal,
    });
    expect(few.statusCode).toBe(200);

    const res = await t.request({
      method: 'GET',
      url: '/api/exports/contracts?q=zzbig&sort=endDate&format=xlsx',
      as: team.legal,
    });
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json() as ExportQueued;
    expect(queued).toMatchObject({ status: 'queued', title: 'Export Started' });
    expect(queued.exportIds).toHaveLength(1);
    const [pending] = await t.database.db
      .select()
      .from(exportFiles)
      .where(eq(exportFiles.id, queued.exportIds[0]!));
    expect(pending).toMatchObject({
      ownerId: team.legal.id,
      list: 'contracts',
      format: 'xlsx',
      status: 'pending',
    });
    expect(pending!.filters).toEqual({ q: 'zzbig', sort: 'endDate' });

    expect(await runExportJobs()).toBe(1);
    const [message] = (await inbox(team.legal)).filter(
      (m) => m.subject === 'Your export is ready: Contracts',
    );
    expect(message).toBeDefined();
    const [link] = linksIn(message!.content);
    expect(link).toBe(`/api/exports/${queued.exportIds[0]}/download`);
    expect(message!.content).toContain('XLSX (5 rows)');

    const file = await download(link!, team.legal);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const rows = sheetRows(file.rawPayload);
    expect(rows.map((r) => r[1])).toEqual(['Title', ...[1, 2, 3, 4, 5].map((i) => `Zzbig contract ${i}`)]);
    // Out of sight is 404 (decision 002): another user, even an administrator, gets what a missing id gets.
    for (const other of [team.admin, team.procurement])
      expect((await download(link!, other)).statusCode).toBe(404);
    expect((await download('/api/exports/exp-missing/download', team.legal)).statusCode).toBe(404);

    const audits = await t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, queued.exportIds[0]!));
    expect(audits).toHaveLength(2);
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'export.requested', actorId: team.legal.id },
        { action: 'export.ready', actorId: null },
      ]),
    );
    // Expired: the daily prune removes it, and its link answers 404 like an unknown one.
    await t.database.db
      .update(exportFiles)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exportFiles.id, queued.exportIds[0]!));
    expect((await download(link!, team.legal)).statusCode).toBe(404);
    await pruneExportsJob().handler({}, { db: t.database.db } as never);
    expect(
      await t.database.db.select().from(exportFiles).where(eq(exportFiles.id, queued.exportIds[0]!)),
    ).toEqual([]);
    // Run again (a retry, another instance): nothing more is written or sent.
    await exportJob({ jobMaxRows: 1000 }).handler({ exportIds: queued.exportIds }, {
      db: t.database.db,
    } as never);
    expect(
      (await inbox(team.legal)).filter((m) => m.subject === 'Your export is ready: Contracts'),
    ).toHaveLength(1);
  });

  it('reads the list with the owner’s visibility when the job runs', async () => {
    const mine = [];
    for (let i = 0; i < 4; i++)
      mine.push(
        await createPurchaseOrder(t, {
          vendorId,
          department: team.department,
          description: `Zzvis team ${i}`,
        }),
      );
    await createPurchaseOrder(t, { vendorId, department: hr.department, description: 'Zzvis hr' });
    const res = await t.request({
      method: 'GET',
      url: '/api/exports/purchase-orders?q=zzvis&format=csv',
      as: team.manager,
    });
    expect(res.statusCode).toBe(202);
    expect(await runExportJobs()).toBe(1);
    const [message] = (await inbox(team.manager)).filter(
      (m) => m.subject === 'Your export is ready: Purchase Orders',
    );
    const rows = csvRows((await download(linksIn(message!.content)[0]!, team.manager)).body);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(mine.map((p) => p.poNumber).sort());
  });
});

describe('POST /api/analytics/exports', () => {
  it('writes the filtered, visible spend lines as CSV and XLSX by job and messages both links', async () => {
    const today = isoDate(new Date());
    // The text filter reads as on the page: a vendor's name, a GL code or a SKU.
    const { id: vendorId } = await createVendor(t, { name: `Zzspend Supplies ${unique('v')}` });
    const po = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      lines: [
        { description: 'Zzspend paper', quantity: 10, unitPrice: '4.50', glCode: '6100-001' },
        { description: 'Zzspend pens', quantity: 3, unitPrice: '2.00', glCode: '6100-002' },
      ],
    });
    await t.database.db
      .update(poLines)
      .set({ productNumber: 'SKU-PAPER' })
      .where(eq(poLines.id, po.lineIds[0]!));
    const hrPo = await createPurchaseOrder(t, {
      vendorId,
      department: hr.department,
      lines: [{ description: 'Zzspend hr', quantity: 1, unitPrice: '80.00' }],
    });
    const line = (l: (typeof po.lines)[number], quantity: string) => ({
      description: l.description,
      quantity,
      unitPrice: l.unitPrice,
      glCode: l.glCode,
      total: (Number(quantity) * Number(l.unitPrice)).toFixed(2),
      poLineId: l.id,
    });
    await createInvoice(
      t,
      { vendorId, poId: po.id, invoiceNumber: 'INV-ZZSPEND-1', invoiceDate: today, amount: '51.00' },
      [line(po.lines[0]!, '10'), line(po.lines[1]!, '3')],
    );
    await createInvoice(
      t,
      { vendorId, poId: po.id, invoiceNumber: 'INV-ZZSPEND-OLD', invoiceDate: '2019-01-01' },
      [line(po.lines[1]!, '1')],
    );
    await createInvoice(t, { vendorId, poId: hrPo.id, invoiceNumber: 'INV-ZZSPEND-HR', invoiceDate: today }, [
      line(hrPo.lines[0]!, '1'),
    ]);

    const bad = await t.request({
      method: 'POST',
      url: '/api/analytics/exports',
      as: team.manager,
      payload: { filters: { months: 5 } },
    });
    expect(bad.statusCode).toBe(400);

    const res = await t.request({
      method: 'POST',
      url: '/api/analytics/exports',
      as: team.manager,
      payload: { format: 'both', filters: { department: 'all', months: 3, q: 'zzspend' } },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'queued', ...ANALYTICS_EXPORT_STARTED });
    expect(await runExportJobs()).toBe(1);
    const [message] = (await inbox(team.manager)).filter(
      (m) => m.subject === 'Your export is ready: Analytics data',
    );
    const [csvLink, xlsxLink] = linksIn(message!.content);
    // The message is about the export: it links the first file (the CSV) as its record.
    expect(recordHref(message!.record!.type, message!.record!.id)).toBe(csvLink);

    const csv = csvRows((await download(csvLink!, team.manager)).body);
    expect(csv).toEqual([
      [
        'Invoice Number',
        'Invoice Date',
        'Vendor',
        'Department',
        'GL Code',
        'SKU',
        'Description',
        'Quantity',
        'Unit Price',
        'Total',
      ],
      ...[
        ['INV-ZZSPEND-1', 'Zzspend pens', '3.00', '2.00', '6.00', '', '6100-002'],
        ['INV-ZZSPEND-1', 'Zzspend paper', '10.00', '4.50', '45.00', 'SKU-PAPER', '6100-001'],
      ].map(([n, d, q, u, total, sku, gl]) => [
        n,
        today,
        expect.any(String),
        team.department,
        gl,
        sku,
        d,
        q,
        u,
        total,
      ]),
    ]);
    const sheet = sheetRows((await download(xlsxLink!, team.manager)).rawPayload);
    expect(sheet).toHaveLength(3);
    expect(
      sheet
        .slice(1)
        .map((r) => r[9])
        .sort(),
    ).toEqual([45, 6]);
    // Only the owner: 404 for anyone else.
    expect((await download(csvLink!, team.finance)).statusCode).toBe(404);
    expect((await download(xlsxLink!, hr.manager)).statusCode).toBe(404);

    // Filters: one SKU; the finance user sees every department's lines.
    await t.request({
      method: 'POST',
      url: '/api/analytics/exports',
      as: team.finance,
      payload: { format: 'csv', filters: { sku: 'SKU-PAPER', q: 'zzspend' } },
    });
    await t.request({
      method: 'POST',
      url: '/api/analytics/exports',
      as: team.finance,
      payload: { format: 'csv', filters: { q: 'zzspend', months: 24 } },
    });
    expect(await runExportJobs()).toBe(2);
    const finance = (await inbox(team.finance)).filter(
      (m) => m.subject === 'Your export is ready: Analytics data',
    );
    const contents = await Promise.all(
      finance.map(async (m) => csvRows((await download(linksIn(m.content)[0]!, team.finance)).body).slice(1)),
    );
    const sizes = contents.map((rows) => rows.map((r) => r[6]).sort());
    expect(sizes).toEqual(
      expect.arrayContaining([['Zzspend paper'], ['Zzspend hr', 'Zzspend paper', 'Zzspend pens']]),
    );
    const ready = await t.database.db
      .select()
      .from(exportFiles)
      .where(and(eq(exportFiles.ownerId, team.finance.id), inArray(exportFiles.status, ['ready'])));
    expect(ready).toHaveLength(2);
  });

  it('reads the text and month filters as the page does, and its lines add up to the page total', async () => {
    const { id: vendorId, name } = await createVendor(t, { name: `Zzmonth Co ${unique('v')}` });
    const po = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      lines: [
        { description: 'Widget alpha', quantity: 2, unitPrice: '10.00', glCode: '7300-001' },
        { description: 'Widget beta', quantity: 1, unitPrice: '7.25', glCode: '7300-002' },
      ],
    });
    const now = new Date();
    await createInvoice(
      t,
      { vendorId, poId: po.id, invoiceNumber: unique('INV-ZZM'), invoiceDate: isoDate(now), amount: '27.25' },
      po.lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        glCode: l.glCode,
        total: (Number(l.quantity) * Number(l.unitPrice)).toFixed(2),
        poLineId: l.id,
      })),
    );
    const thisMonth = isoDate(now).slice(0, 7);
    const lastMonth = isoDate(new Date(now.getFullYear(), now.getMonth() - 1, 15)).slice(0, 7);

    const seen = new Set((await inbox(team.manager)).map((m) => m.id));
    async function exported(filters: Record<string, unknown>): Promise<string[][]> {
      const res = await t.request({
        method: 'POST',
        url: '/api/analytics/exports',
        as: team.manager,
        payload: { format: 'csv', filters },
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(await runExportJobs()).toBe(1);
      const fresh = (await inbox(team.manager)).filter((m) => !seen.has(m.id));
      expect(fresh).toHaveLength(1);
      seen.add(fresh[0]!.id);
      return csvRows((await download(linksIn(fresh[0]!.content)[0]!, team.manager)).body).slice(1);
    }
    async function pageTotal(query: string): Promise<string> {
      const res = await t.request({ method: 'GET', url: `/api/analytics?${query}`, as: team.manager });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().kpis.totalSpend;
    }
    const sum = (rows: string[][]) => rows.reduce((c, r) => c + Math.round(Number(r[9]) * 100), 0) / 100;

    const byVendor = await exported({ q: name });
    expect(byVendor.map((r) => r[6]).sort()).toEqual(['Widget alpha', 'Widget beta']);
    expect(sum(byVendor).toFixed(2)).toBe(await pageTotal(`q=${encodeURIComponent(name)}`));
    // A line's description is not one of the page's dimensions: no spend, in the file as on the page.
    expect(await exported({ q: 'Widget alpha' })).toEqual([]);
    expect(await pageTotal('q=Widget%20alpha')).toBe('0.00');
    const byGl = await exported({ q: '7300-002' });
    expect(byGl.map((r) => r[6])).toEqual(['Widget beta']);
    expect(sum(byGl).toFixed(2)).toBe(await pageTotal('q=7300-002'));
    // One month instead of the window (a click on the seasonal chart).
    expect(await exported({ q: name, month: lastMonth })).toEqual([]);
    expect(await pageTotal(`q=${encodeURIComponent(name)}&month=${lastMonth}`)).toBe('0.00');
    expect((await exported({ q: name, month: thisMonth })).length).toBe(2);
    const bad = await t.request({
      method: 'POST',
      url: '/api/analytics/exports',
      as: team.manager,
      payload: { filters: { month: '2026-13' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ 'filters.month': 'Month must be a month (YYYY-MM)' });
  });
});
