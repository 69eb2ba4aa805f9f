import { describe, expect, it } from 'vitest';
import type { EndpointResult } from './closed-loop';
import type { OpenLoopResult } from './open-loop';
import { checkLabel, redactUrl, type MeasureResult } from './results';
import { buildReport, goalRows, slopePairs } from './report';
import { summarize } from './stats';

const endpoint = (
  name: string,
  kind: EndpointResult['kind'],
  user: string,
  ms: number[],
  status: number | string = 200,
): EndpointResult => ({
  name,
  kind,
  user,
  status,
  errors: 0,
  bytes: 100,
  ...summarize(status === 200 ? ms : []),
});

const loop = (rate: number, ms: number[], errors: Record<string, number> = {}): OpenLoopResult => {
  const n = Object.values(errors).reduce((s, v) => s + v, 0);
  return {
    targetRate: rate,
    durationS: 10,
    sent: rate * 10,
    sentRate: rate,
    achievedRate: rate - n / 10,
    latency: summarize(ms),
    errors,
    errorCount: n,
    maxSendLagMs: 1,
    clientCpuPct: 20,
    byOp: {},
  };
};

const result = (
  label: string,
  endpoints: EndpointResult[],
  extra: Partial<MeasureResult> = {},
): MeasureResult => ({
  label,
  startedAt: '2026-11-25T01:00:00.000Z',
  finishedAt: '2026-11-25T01:05:00.000Z',
  machine: {
    cpus: 2,
    cpuModel: 'Test CPU',
    memoryGb: 8,
    node: 'v20.19.0',
    loadavgBefore: [1, 1, 1],
    loadavgAfter: [2, 2, 2],
  },
  target: { url: 'http://127.0.0.1:1', spawned: true, database: 'postgres://postgres@127.0.0.1:5432/x' },
  options: { runs: 30 },
  endpoints,
  ...extra,
});

describe('slopePairs', () => {
  it('pairs <x>-10 with <x>-100 when both were measured', () => {
    expect(slopePairs(['pg-10', 'pg-100', 'pglite-10', 'other'])).toEqual([
      { name: 'pg', small: 'pg-10', full: 'pg-100' },
    ]);
    expect(slopePairs(['pg-100'])).toEqual([]);
  });
});

describe('goalRows', () => {
  const small = result('pg-10', [
    endpoint('/api/invoices?limit=25', 'list', 'employee', [2, 2, 2]),
    endpoint('/api/vendors?limit=25', 'list', 'employee', [4, 4, 4]),
    endpoint('/api/search?q=<common>', 'search', 'employee', [5, 5, 5]),
  ]);

  it('passes every goal when the figures are within them', () => {
    const full = result(
      'pg-100',
      [
        endpoint('/api/invoices?limit=25', 'list', 'employee', [3, 3, 3]),
        endpoint('/api/vendors?limit=25', 'list', 'employee', [5, 5, 5]),
        endpoint('/api/search?q=<common>', 'search', 'employee', [20, 25, 30]),
      ],
      { readMix: loop(500, [1, 5, 10]), create: { ...loop(100, [5, 10, 15]), created: 2000 } },
    );
    const rows = goalRows([small, full]);
    expect(rows.map((r) => [r.goal, r.where, r.pass])).toEqual([
      ['search p95 ≤ 30 ms', 'pg-10', true],
      ['read mix 500 req/s, p95 ≤ 10 ms, 0 errors', 'pg-100', true],
      ['search p95 ≤ 30 ms', 'pg-100', true],
      ['create p95 ≤ 15 ms at 100/s', 'pg-100', true],
      ["every list's slope ≤ 1.5", 'pg-100 ÷ pg-10', true],
    ]);
    expect(rows[4]!.measured).toContain('worst 1.50');
  });

  it('fails a goal on a slow percentile, an error, a low rate or a steep list', () => {
    const full = result(
      'pg-100',
      [
        endpoint('/api/invoices?limit=25', 'list', 'employee', [20, 20, 20]),
        endpoint('/api/vendors?limit=25', 'list', 'employee', [5, 5, 5]),
        endpoint('/api/search?q=<common>', 'search', 'employee', [20, 25, 31]),
      ],
      {
        readMix: loop(500, [1, 2, 3], { 'status 503': 1 }),
        create: { ...loop(50, [1, 2, 3]), created: 1000 },
      },
    );
    const rows = goalRows([small, full]).filter((r) => r.where !== 'pg-10');
    expect(rows.map((r) => r.pass)).toEqual([false, false, false, false]);
    expect(rows.find((r) => r.goal.startsWith('every'))!.measured).toContain(
      'worst 10.00 (`/api/invoices?limit=25`, employee); 1 of 2 over',
    );
  });

  it('leaves endpoints a user may not ask out of slopes and search goals', () => {
    const full = result('pg-100', [endpoint('/api/invoices?limit=25', 'list', 'employee', [], 403)]);
    expect(goalRows([small, full]).filter((r) => r.where !== 'pg-10')).toEqual([]);
  });
});

describe('buildReport', () => {
  it('prints a row per endpoint and user with each label and the slope, and the goals', () => {
    const a = result('pg-10', [endpoint('/api/vendors?limit=25', 'list', 'manager', [1, 2, 3, 4])]);
    const b = result('pg-100', [
      endpoint('/api/vendors?limit=25', 'list', 'manager', [2, 4, 6, 8]),
      endpoint('/api/invoices?limit=25', 'list', 'employee', [], 403),
    ]);
    const md = buildReport([a, b]);
    expect(md).toContain(
      '| endpoint | kind | user | pg-10 p50 / p95 / p99 ms | pg-100 p50 / p95 / p99 ms | slope pg |',
    );
    expect(md).toContain(
      '| `/api/vendors?limit=25` | list | manager | 2.0 / 4.0 / 4.0 | 4.0 / 8.0 / 8.0 | **2.00** |',
    );
    expect(md).toContain('| `/api/invoices?limit=25` | list | employee | — | (403) | — |');
    expect(md).toContain("| every list's slope ≤ 1.5 | pg-100 ÷ pg-10 | worst 2.00");
    expect(md).toContain('**FAIL**');
  });

  it('says beside a slope when the page held more rows at 100 %, and still counts it over', () => {
    const withRows = (e: EndpointResult, rows: number): EndpointResult => ({ ...e, rows });
    const name = '/api/requisitions?limit=50&awaitingPo=true';
    const a = result('pg-10', [withRows(endpoint(name, 'list', 'manager', [4, 4, 4]), 11)]);
    const b = result('pg-100', [withRows(endpoint(name, 'list', 'manager', [9, 9, 9]), 50)]);
    const md = buildReport([a, b]);
    expect(md).toContain('| **2.25** (rows 11 → 50) |');
    const slope = goalRows([a, b]).find((r) => r.goal.startsWith('every'))!;
    expect(slope.pass).toBe(false);
    expect(slope.measured).toContain('1 of 1 over (1 of them with more rows on the page at 100 %)');
    const same = result('pg-100', [withRows(endpoint(name, 'list', 'manager', [9, 9, 9]), 11)]);
    expect(buildReport([a, same])).toContain('| **2.25** |');
  });

  it('says how to get results when there are none', () => {
    expect(buildReport([])).toContain('No results yet');
  });
});

describe('results files', () => {
  it('takes labels that are file names only, and hides a password in a connection string', () => {
    expect(checkLabel('pg-100')).toBe('pg-100');
    expect(() => checkLabel('../x')).toThrow('--label');
    expect(redactUrl('postgres://app:secret@db:5432/procura')).toBe('postgres://app:***@db:5432/procura');
    expect(redactUrl('postgres://postgres@127.0.0.1:5432/x')).toBe('postgres://postgres@127.0.0.1:5432/x');
  });
});
