import { describe, expect, it } from 'vitest';
import { clickedIndex } from './chart-click';

describe('clickedIndex', () => {
  it('reads the tooltip index Recharts hands a click, as a number or a numeric string', () => {
    expect(clickedIndex({ activeTooltipIndex: 3 })).toBe(3);
    expect(clickedIndex({ activeTooltipIndex: '0' })).toBe(0);
  });
  it('answers null where the click hit no data point', () => {
    expect(clickedIndex(null)).toBeNull();
    expect(clickedIndex({})).toBeNull();
    expect(clickedIndex({ activeTooltipIndex: '' })).toBeNull();
    expect(clickedIndex({ activeTooltipIndex: -1 })).toBeNull();
    expect(clickedIndex({ activeTooltipIndex: 'x' })).toBeNull();
  });
});
