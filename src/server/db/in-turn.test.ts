import { describe, expect, it } from 'vitest';
import { inTurn } from './in-turn';

describe('inTurn', () => {
  it('starts each step only after the previous one has finished, and answers the results in order', async () => {
    const started: string[] = [];
    let finishA: (v: string) => void = () => {};
    const running = inTurn(
      () => {
        started.push('a');
        return new Promise<string>((resolve) => (finishA = resolve));
      },
      async () => {
        started.push('b');
        return 2;
      },
    );
    await Promise.resolve();
    expect(started).toEqual(['a']);
    finishA('one');
    expect(await running).toEqual(['one', 2]);
    expect(started).toEqual(['a', 'b']);
  });

  it('stops at the first failure', async () => {
    let ran = false;
    await expect(
      inTurn(
        () => Promise.reject(new Error('boom')),
        async () => {
          ran = true;
        },
      ),
    ).rejects.toThrow('boom');
    expect(ran).toBe(false);
  });
});
