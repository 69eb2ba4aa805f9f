/**
 * The benchmark's entry point for other scripts (bench/run.ts): `runMeasure(options)` measures a
 * running or freshly started app over HTTP and writes bench/results/<label>.json; `buildReport`
 * turns results into Markdown. The code lives in run-measure.ts and report.ts (importers inside the
 * project import those modules directly: lint allows no imports of an index).
 */
export { runMeasure, type MeasureOptions, type Phase } from './run-measure';
export { buildReport, goalRows, GOALS } from './report';
export { readResults, writeResult, type MeasureResult } from './results';
