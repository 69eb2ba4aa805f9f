import { describe, expect, it } from 'vitest';
import { errorCount, errorKey, percentile, slope, summarize, tallyErrors } from './stats';
import { weightedCycle } from './open-loop';
import { idsOf } from './endpoints';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('answers the smallest value with at least q of the samples at or below it', () => {
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile([7, 9, 11], 0.5)).toBe(9);
    expect(percentile([7, 9, 11], 0.99)).toBe(11);
  });

  it('answers the only sample for any q, and NaN for none', () => {
    expect(percentile([4.2], 0.5)).toBe(4.2);
    expect(percentile([4.2], 0.99)).toBe(4.2);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts the samples itself and rounds to 0.01 ms', () => {
    const s = summarize([30, 10.123, 20, 40, 50]);
    expect(s).toEqual({ n: 5, p50: 30, p95: 50, p99: 50, mean: 30.02, max: 50 });
  });

  it('leaves its input alone', () => {
    const input = [3, 1, 2];
    summarize(input);
    expect(input).toEqual([3, 1, 2]);
  });

  it('has NaN figures and n 0 when empty', () => {
    const s = summarize([]);
    expect(s.n).toBe(0);
    expect(s.p95).toBeNaN();
    expect(s.max).toBeNaN();
  });
});

describe('slope', () => {
  it('is p50 at 100 % over p50 at 10 %, to 2 decimals', () => {
    expect(slope(4, 6)).toBe(1.5);
    expect(slope(3, 10)).toBe(3.33);
    expect(slope(10, 5)).toBe(0.5);
  });

  it('is undefined when a figure is missing, zero or not a number', () => {
    expect(slope(undefined, 5)).toBeUndefined();
    expect(slope(5, undefined)).toBeUndefined();
    expect(slope(0, 5)).toBeUndefined();
    expect(slope(Number.NaN, 5)).toBeUndefined();
  });
});

describe('error tally', () => {
  it('counts non-2xx answers by status, time-outs and socket errors by code; 2xx are not errors', () => {
    const errors = tallyErrors([
      { kind: 'answer', status: 200 },
      { kind: 'answer', status: 201 },
      { kind: 'answer', status: 503 },
      { kind: 'answer', status: 503 },
      { kind: 'answer', status: 302 },
      { kind: 'timeout' },
      { kind: 'socket', code: 'ECONNRESET' },
    ]);
    expect(errors).toEqual({ 'status 503': 2, 'status 302': 1, timeout: 1, 'socket ECONNRESET': 1 });
    expect(errorCount(errors)).toBe(5);
    expect(errorKey({ kind: 'answer', status: 204 })).toBeUndefined();
  });
});

describe('weightedCycle', () => {
  it('picks each item as often as its weight over a cycle, not in bursts', () => {
    const pick = weightedCycle([
      { item: 'a', weight: 3 },
      { item: 'b', weight: 1 },
      { item: 'c', weight: 2 },
    ]);
    const first = Array.from({ length: 6 }, (_, i) => pick(i));
    expect(first.filter((x) => x === 'a')).toHaveLength(3);
    expect(first.filter((x) => x === 'b')).toHaveLength(1);
    expect(first.filter((x) => x === 'c')).toHaveLength(2);
    expect(first.slice(0, 3)).not.toEqual(['a', 'a', 'a']);
    expect(pick(6)).toBe(pick(0));
  });

  it('refuses an empty mix', () => {
    expect(() => weightedCycle([])).toThrow('nothing to pick from');
  });
});

describe('idsOf', () => {
  it('reads the ids of a list answer (an array, or rows under rows/items/data), at most max', () => {
    expect(idsOf([{ id: 'a' }, { id: 'b' }, { nope: 1 }, null])).toEqual(['a', 'b']);
    expect(idsOf({ rows: [{ id: 'x' }] })).toEqual(['x']);
    expect(idsOf({ items: [{ id: 'y' }] })).toEqual(['y']);
    expect(idsOf([{ id: '1' }, { id: '2' }, { id: '3' }], 2)).toEqual(['1', '2']);
    expect(idsOf({ message: 'Forbidden' })).toEqual([]);
    expect(idsOf(undefined)).toEqual([]);
  });
});
