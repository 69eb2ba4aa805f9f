import { describe, expect, it } from 'vitest';
import type { RequestUser } from '../http/types';
import { createSessionCache } from './session-cache';

const user = (id: string) => ({ id, name: id, permissions: [] }) as unknown as RequestUser;
const far = new Date(Date.now() + 3_600_000);

function listeningCache(ttlMs = 10_000, maxEntries?: number) {
  const cache = createSessionCache({ ttlMs, maxEntries });
  cache.listening(true);
  return cache;
}

describe('createSessionCache', () => {
  it('keeps a user read while nothing was dropped', () => {
    const cache = listeningCache();
    cache.set('t1', user('u1'), far, cache.stamp());
    expect(cache.get('t1')?.id).toBe('u1');
    expect(cache.get('t2')).toBeUndefined();
  });

  it('does not keep a read that began before a drop', () => {
    const cache = listeningCache();
    const before = cache.stamp();
    cache.heard('{"users":["someone-else"]}');
    cache.set('t1', user('u1'), far, before);
    expect(cache.get('t1')).toBeUndefined();
    const before2 = cache.stamp();
    cache.committed();
    cache.set('t1', user('u1'), far, before2);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('drops the users announced, or everyone for a role or an unreadable announcement', () => {
    const cache = listeningCache();
    for (const [t, u] of [
      ['a', 'u1'],
      ['b', 'u1'],
      ['c', 'u2'],
    ] as const)
      cache.set(t, user(u), far, cache.stamp());
    cache.heard('{"users":["u1"]}');
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.id]).toEqual([undefined, undefined, 'u2']);
    cache.heard('{"all":true}');
    expect(cache.get('c')).toBeUndefined();
    cache.set('c', user('u2'), far, cache.stamp());
    cache.heard('not json');
    expect(cache.get('c')).toBeUndefined();
  });

  it('files each token under its latest user only, and refreshing a kept token does not empty a full cache', () => {
    const cache = listeningCache(10_000, 2);
    cache.set('a', user('u1'), far, cache.stamp());
    cache.set('b', user('u2'), far, cache.stamp());
    cache.set('a', user('u3'), far, cache.stamp());
    expect(cache.size()).toBe(2);
    cache.heard('{"users":["u1"]}');
    expect(cache.get('a')?.id).toBe('u3');
    cache.heard('{"users":["u3"]}');
    expect([cache.get('a'), cache.get('b')?.id]).toEqual([undefined, 'u2']);
  });

  it('serves an entry neither past its time to live nor past its session’s expiry', () => {
    const cache = listeningCache(1000);
    const now = 1_000_000;
    cache.set('a', user('u1'), new Date(now + 5000), cache.stamp(), now);
    cache.set('b', user('u2'), new Date(now + 500), cache.stamp(), now);
    expect(cache.get('a', now + 999)?.id).toBe('u1');
    expect(cache.get('a', now + 1000)).toBeUndefined();
    expect(cache.get('b', now + 499)?.id).toBe('u2');
    expect(cache.get('b', now + 500)).toBeUndefined();
  });

  it('neither serves nor keeps anything unless listening, and starts empty when listening resumes', () => {
    const cache = createSessionCache({ ttlMs: 10_000 });
    cache.set('a', user('u1'), far, cache.stamp());
    expect(cache.get('a')).toBeUndefined();
    cache.listening(true);
    cache.set('a', user('u1'), far, cache.stamp());
    expect(cache.get('a')?.id).toBe('u1');
    cache.listening(false);
    expect(cache.get('a')).toBeUndefined();
    cache.listening(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('is off with a time to live of 0, and empties itself when full', () => {
    const off = listeningCache(0);
    off.set('a', user('u1'), far, off.stamp());
    expect(off.get('a')).toBeUndefined();
    const small = listeningCache(10_000, 2);
    for (const t of ['a', 'b', 'c']) small.set(t, user(t), far, small.stamp());
    expect(small.size()).toBe(1);
    expect(small.get('c')?.id).toBe('c');
  });

  it('hands out a frozen user, so no request can change what the next one gets', () => {
    const cache = listeningCache();
    cache.set('a', user('u1'), far, cache.stamp());
    expect(Object.isFrozen(cache.get('a'))).toBe(true);
  });
});
