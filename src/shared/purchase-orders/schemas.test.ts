import { describe, expect, it } from 'vitest';

import { poProgress } from './schemas';

const steps = (...statuses: string[]) => statuses.map((status, i) => ({ step: `Step ${i + 1}`, status }));

describe('poProgress', () => {
  it('rounds completed / all steps to a whole percent (1/3 → 33, 2/3 → 67)', () => {
    expect(poProgress(steps('completed', 'pending', 'not_started')).progress).toBe(33);
    expect(poProgress(steps('completed', 'completed', 'pending')).progress).toBe(67);
    expect(poProgress(steps('completed', 'pending')).progress).toBe(50);
    expect(poProgress(steps('completed', 'completed', 'completed')).progress).toBe(100);
  });
  it('is 0 with no steps or none completed', () => {
    expect(poProgress([])).toEqual({ progress: 0, currentStep: 'Completed' });
    expect(poProgress(steps('pending', 'not_started')).progress).toBe(0);
  });
  it("names the first pending step as the current one, or 'Completed' when none is pending", () => {
    expect(poProgress(steps('completed', 'pending', 'pending')).currentStep).toBe('Step 2');
    expect(poProgress(steps('completed', 'completed')).currentStep).toBe('Completed');
  });
});
