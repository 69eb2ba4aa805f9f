import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MONEY_MAX,
  checkNumber,
  integerRule,
  moneyRule,
  numberField,
  optionalNumberField,
  oversizedTotals,
  percentageRule,
  quantityRule,
  queryInteger,
} from './numbers';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('checkNumber', () => {
  it('reads only plain decimal notation from strings', () => {
    for (const text of ['12', ' 12 ', '-3.5', '+4', '0.25', '.5', '5.', '0012.10']) {
      expect(checkNumber(text, { min: -10, max: 100, decimals: 2 }), text).toEqual({ value: Number(text) });
    }
    for (const text of [
      '0x10',
      '0b11',
      '0o7',
      '1e3',
      '1E3',
      ' ',
      '',
      'Infinity',
      'NaN',
      '1,000',
      '1_000',
      '12abc',
      '--1',
      '.',
    ]) {
      expect(checkNumber(text, moneyRule()), text).toEqual({ message: 'Expected number, received string' });
    }
  });

  it('refuses non-finite numbers, and bounds and decimals in the generic wording', () => {
    expect(checkNumber(Number.POSITIVE_INFINITY, moneyRule())).toEqual({
      message: 'Expected number, received string',
    });
    expect(checkNumber(1e12, moneyRule())).toEqual({
      message: 'Number must be less than or equal to 999999999999.99',
    });
    expect(checkNumber(MONEY_MAX, moneyRule())).toEqual({ value: MONEY_MAX });
    expect(checkNumber(-0.01, moneyRule())).toEqual({ message: 'Number must be greater than or equal to 0' });
    expect(checkNumber(0, quantityRule({ exclusiveMin: true }))).toEqual({
      message: 'Number must be greater than 0',
    });
    expect(checkNumber('12.345', moneyRule())).toEqual({
      message: 'Number must have at most 2 decimal places',
    });
    expect(checkNumber('12.3400', moneyRule())).toEqual({ value: 12.34 });
    expect(checkNumber(1e-7, moneyRule())).toEqual({ message: 'Number must have at most 2 decimal places' });
    expect(checkNumber(0.1 + 0.2, moneyRule())).toEqual({
      message: 'Number must have at most 2 decimal places',
    });
    expect(checkNumber(2.5, integerRule())).toEqual({ message: 'Expected integer, received float' });
    expect(checkNumber(3e9, integerRule())).toEqual({
      message: 'Number must be less than or equal to 2147483647',
    });
    expect(checkNumber(100.5, percentageRule())).toEqual({
      message: 'Number must be less than or equal to 100',
    });
    expect(checkNumber(-0, moneyRule())).toEqual({ value: 0 });
  });

  it("puts a field's own message first when it has one", () => {
    const rule = quantityRule({ exclusiveMin: true, minMessage: 'Quantity must be greater than 0' });
    expect(checkNumber('0', rule)).toEqual({ message: 'Quantity must be greater than 0' });
    expect(checkNumber('0x1', rule)).toEqual({ message: 'Expected number, received string' });
    expect(
      checkNumber('abc', percentageRule({ message: 'On-time rate must be a number from 0 to 100' })),
    ).toEqual({
      message: 'On-time rate must be a number from 0 to 100',
    });
  });
});

describe('the number schemas', () => {
  it('numberField needs a number and names the wrong type', () => {
    expect(numberField(moneyRule()).parse('19.99')).toBe(19.99);
    expect(messageOf(numberField(moneyRule()), true)).toBe('Expected number, received boolean');
    expect(messageOf(numberField(moneyRule()), undefined)).toBe('Required');
  });

  it('optionalNumberField keeps blanks blank, as forms send them', () => {
    const schema = optionalNumberField(moneyRule());
    expect(schema.parse(undefined)).toBeUndefined();
    for (const blank of [null, '', '  ', Number.NaN]) expect(schema.parse(blank)).toBeNull();
    expect(schema.parse(' 7 ')).toBe(7);
    expect(messageOf(schema, '1e3')).toBe('Expected number, received string');
  });

  it('queryInteger takes whole numbers within bounds, or the default', () => {
    const limit = queryInteger({ min: 1, max: 500, default: 50 });
    expect(limit.parse(undefined)).toBe(50);
    expect(limit.parse('20')).toBe(20);
    for (const bad of ['0x10', '1e1', '1.5', '0', '501', '', 'abc'])
      expect(limit.safeParse(bad).success, bad).toBe(false);
  });
});

describe('oversizedTotals', () => {
  it('finds the lines, or the sum, that money cannot hold', () => {
    expect(
      oversizedTotals([
        { quantity: 1e9, unitPrice: 1e6 },
        { quantity: 1, unitPrice: 1 },
      ]),
    ).toEqual({ lines: [0], sum: true });
    expect(
      oversizedTotals([
        { quantity: 1, unitPrice: 6e11 },
        { quantity: 1, unitPrice: 6e11 },
      ]),
    ).toEqual({ lines: [], sum: true });
    expect(oversizedTotals([{ quantity: null, unitPrice: MONEY_MAX }])).toEqual({ lines: [], sum: false });
  });
});
