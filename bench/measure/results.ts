/** The JSON a run writes to bench/results/<label>.json, and reading them back for the report. */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EndpointResult } from './closed-loop';
import type { OpenLoopResult } from './open-loop';

export type MeasureResult = {
  label: string;
  startedAt: string;
  finishedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    loadavgBefore: number[];
    loadavgAfter: number[];
  };
  target: { url: string; spawned: boolean; database?: string };
  options: Record<string, unknown>;
  endpoints: EndpointResult[];
  readMix?: OpenLoopResult;
  create?: OpenLoopResult & { created: number };
};

export const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));

/** A label is a file name: letters, digits, dot, dash, underscore. */
export function checkLabel(label: string): string {
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(label))
    throw new Error(`--label must be letters, digits, . _ - (got "${label}")`);
  return label;
}

export function writeResult(result: MeasureResult, dir = RESULTS_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${checkLabel(result.label)}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/** Every result in `dir` (or only `labels`, in that order). */
export function readResults(dir = RESULTS_DIR, labels?: string[]): MeasureResult[] {
  if (!labels?.length && !existsSync(dir)) return [];
  const names = labels?.length
    ? labels.map((l) => `${checkLabel(l)}.json`)
    : readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
  return names.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as MeasureResult);
}

/** A connection string without its password. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable)';
  }
}
