import { DEPARTMENTS } from '@shared/departments';

import type { ChatIntent } from './chat';

/**
 * The assistant's keyword rules (spec section 9), checked on the lower-cased input in the spec's
 * order, then our catalog rule, then help:
 * 1. 'workflow' with a requisition id (REQ-number or REQ-year-number) → workflow
 * 2. 'forecast' or 'spend' → forecast
 * 3. 'blanket' with 'po' → blanket-po
 * 4. 'budget' or 'funds' → budget
 * 5. starts with 'find', 'search' or 'show me' → catalog (the home's 'Find office chairs under $300' pill)
 * 6. anything else → help
 */
export const REQUISITION_ID = /req-\d+(-\d+)?/i;

export function detectIntent(input: string): ChatIntent {
  const text = input.trim().toLowerCase();
  if (text.includes('workflow') && REQUISITION_ID.test(text)) return 'workflow';
  if (text.includes('forecast') || text.includes('spend')) return 'forecast';
  if (text.includes('blanket') && text.includes('po')) return 'blanket-po';
  if (text.includes('budget') || text.includes('funds')) return 'budget';
  if (/^(find|search|show me)\b/.test(text)) return 'catalog';
  return 'help';
}

/** The requisition id in the text, upper-cased (REQ-2026-001), or null. */
export function requisitionIdIn(input: string): string | null {
  const m = REQUISITION_ID.exec(input);
  return m ? m[0].toUpperCase() : null;
}

/**
 * The department named in the text, case-insensitively as a whole word. 'it' in lower case is an
 * ordinary English word, so IT counts when written in capitals or directly before budget/department.
 */
export function departmentIn(input: string): string | null {
  for (const dept of DEPARTMENTS) {
    const word = new RegExp(`(^|[^a-z0-9])${dept}($|[^a-z0-9])`, 'i');
    if (dept === 'IT') {
      if (
        /(^|[^A-Za-z0-9])IT($|[^A-Za-z0-9])/.test(input) ||
        /\bit\s+(budget|department|dept|funds)\b/i.test(input)
      ) {
        return dept;
      }
      continue;
    }
    if (word.test(input)) return dept;
  }
  return null;
}

const STOP_WORDS = new Set(
  (
    'a an the me for of in on to with and or some any all our my i we need want please under ' +
    'below less than cheap cheapest that are is find search show catalog items item products ' +
    'product cost costing priced price'
  ).split(' '),
);

export type CatalogQuery = { terms: string[]; maxPrice?: number };

/** 'Find office chairs under $300' → { terms: ['office', 'chairs'], maxPrice: 300 } (a strict ceiling). */
export function parseCatalogQuery(input: string): CatalogQuery {
  let text = input.trim().toLowerCase();
  let maxPrice: number | undefined;
  const ceiling = /\b(?:under|below|less than)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)/.exec(text);
  if (ceiling) {
    maxPrice = Number(ceiling[1]!.replace(/,/g, ''));
    text = text.replace(ceiling[0], ' ');
  }
  text = text.replace(/^(find|search|show me)\b/, ' ');
  const terms = text
    .split(/[^a-z0-9&-]+/)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));
  return maxPrice !== undefined && Number.isFinite(maxPrice) ? { terms, maxPrice } : { terms };
}

/** Singular and plural spellings of a word, so 'chairs' finds 'Chair' and 'supply' finds 'Supplies'. */
export function termVariants(term: string): string[] {
  const out = new Set([term]);
  if (term.endsWith('ies') && term.length > 4) out.add(`${term.slice(0, -3)}y`);
  else if (/(ses|xes|zes|ches|shes)$/.test(term)) out.add(term.slice(0, -2));
  else if (term.endsWith('s') && !term.endsWith('ss') && term.length > 3) out.add(term.slice(0, -1));
  if (term.endsWith('y') && term.length > 2 && !/[aeiou]y$/.test(term)) out.add(`${term.slice(0, -1)}ies`);
  return [...out];
}
