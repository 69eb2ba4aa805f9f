import { describe, expect, it } from 'vitest';
import { countText, GLANCE_COUNT_CAP, glanceCountText } from './counts';

describe('glanceCountText', () => {
  it('shows a figure up to the cap as it is, and one counted past it as "1,000+"', () => {
    expect(glanceCountText(0)).toBe('0');
    expect(glanceCountText(12)).toBe('12');
    expect(glanceCountText(GLANCE_COUNT_CAP)).toBe('1,000');
    expect(glanceCountText(GLANCE_COUNT_CAP + 1)).toBe('1,000+');
  });
});

describe('countText', () => {
  it('writes a count with thousands separators', () => {
    expect(countText(0)).toBe('0');
    expect(countText(999)).toBe('999');
    expect(countText(1043)).toBe('1,043');
    expect(countText(1_250_000)).toBe('1,250,000');
  });
});
