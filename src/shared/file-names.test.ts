import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-names';

describe('cleanFileName', () => {
  it('drops paths, control, bidi-override characters and unpaired surrogates', () => {
    expect(cleanFileName('C:\\Users\\emily\\floor plan.PNG')).toBe('floor plan.PNG');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('in\u202evoice\u0000\u0007\u0085.pdf')).toBe('invoice.pdf');
    expect(cleanFileName('\u2066a\u2069\u200f\u061cb.pdf')).toBe('ab.pdf');
    expect(cleanFileName('x\ud800y.pdf')).toBe('xy.pdf');
    expect(cleanFileName('😀 "quote".pdf')).toBe('😀 quote.pdf');
    expect(cleanFileName('  ')).toBe('');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });
});
