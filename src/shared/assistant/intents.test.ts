import { describe, expect, it } from 'vitest';
import { departmentIn, detectIntent, parseCatalogQuery, requisitionIdIn, termVariants } from './intents';
import { QUICK_ACTIONS } from './quick-actions';

describe('detectIntent: the spec keyword rules', () => {
  it('workflow needs the word and a REQ id, in either id form', () => {
    expect(detectIntent('What is the status of workflow REQ-2026-001?')).toBe('workflow');
    expect(detectIntent('workflow req-123')).toBe('workflow');
    expect(detectIntent('Show WORKFLOW for Req-7')).toBe('workflow');
    expect(detectIntent('What is the status of REQ-2026-001?')).toBe('help');
    expect(detectIntent('how does the approval workflow work?')).toBe('help');
  });

  it('forecast on forecast or spend', () => {
    expect(detectIntent('Show me the spend forecast')).toBe('forecast');
    expect(detectIntent('FORECAST please')).toBe('forecast');
    expect(detectIntent('where did we spend money')).toBe('forecast');
  });

  it('blanket-po needs blanket and po', () => {
    expect(detectIntent('Which items should go on a blanket PO?')).toBe('blanket-po');
    expect(detectIntent('BLANKET po candidates')).toBe('blanket-po');
    expect(detectIntent('tell me about blankets')).toBe('help');
  });

  it('budget on budget or funds', () => {
    expect(detectIntent('What is our IT budget status?')).toBe('budget');
    expect(detectIntent('Do we have FUNDS left?')).toBe('budget');
  });

  it('applies the rules in the spec order', () => {
    // workflow before forecast/spend, forecast before blanket, blanket before budget
    expect(detectIntent('workflow REQ-2026-001 spend')).toBe('workflow');
    expect(detectIntent('spend on blanket po')).toBe('forecast');
    expect(detectIntent('blanket po budget')).toBe('blanket-po');
    expect(detectIntent('find budget chairs')).toBe('budget');
    expect(detectIntent('show me the spend')).toBe('forecast');
  });

  it('catalog for find / search / show me, then help for anything else', () => {
    expect(detectIntent('Find office chairs under $300')).toBe('catalog');
    expect(detectIntent('search laptops')).toBe('catalog');
    expect(detectIntent('Show me toner')).toBe('catalog');
    expect(detectIntent('finding nemo')).toBe('help');
    expect(detectIntent('hello')).toBe('help');
  });

  it('each quick action triggers its own rule', () => {
    for (const action of QUICK_ACTIONS) expect(detectIntent(action.text)).toBe(action.id);
  });
});

describe('requisitionIdIn', () => {
  it('finds both id forms and upper-cases them', () => {
    expect(requisitionIdIn('workflow req-2026-001 please')).toBe('REQ-2026-001');
    expect(requisitionIdIn('workflow REQ-42')).toBe('REQ-42');
    expect(requisitionIdIn('no id here')).toBeNull();
  });
});

describe('departmentIn', () => {
  it('finds a named department case-insensitively, as a whole word', () => {
    expect(departmentIn('What is the marketing budget?')).toBe('Marketing');
    expect(departmentIn('r&d funds')).toBe('R&D');
    expect(departmentIn('HR budget')).toBe('HR');
    expect(departmentIn('Operations funds')).toBe('Operations');
    expect(departmentIn('the legal budget')).toBe('Legal');
    expect(departmentIn('paralegal budget')).toBeNull();
    expect(departmentIn('What is our IT budget status?')).toBe('IT');
    expect(departmentIn('what is our it budget?')).toBe('IT');
    expect(departmentIn('three budgets')).toBeNull();
  });

  it('does not take the English word "it" for the IT department', () => {
    expect(departmentIn('is it over budget?')).toBeNull();
    expect(departmentIn('budget status')).toBeNull();
  });
});

describe('parseCatalogQuery', () => {
  it('takes the words and a strict price ceiling', () => {
    expect(parseCatalogQuery('Find office chairs under $300')).toEqual({
      terms: ['office', 'chairs'],
      maxPrice: 300,
    });
    expect(parseCatalogQuery('search for a monitor below $1,250.50')).toEqual({
      terms: ['monitor'],
      maxPrice: 1250.5,
    });
    expect(parseCatalogQuery('show me toner')).toEqual({ terms: ['toner'] });
  });
});

describe('termVariants', () => {
  it('adds singular and plural spellings', () => {
    expect(termVariants('chairs')).toEqual(['chairs', 'chair']);
    expect(termVariants('supplies')).toEqual(['supplies', 'supply']);
    expect(termVariants('supply')).toEqual(['supply', 'supplies']);
    expect(termVariants('boxes')).toEqual(['boxes', 'box']);
    expect(termVariants('glass')).toEqual(['glass']);
  });
});
