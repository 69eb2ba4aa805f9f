import { describe, expect, it } from 'vitest';

import { ApiError } from './api';
import { tokenRefusal } from './token-refusal';

const messages = { badToken: 'Bad link.', expired: 'Link expired.' };
const answer = (status: number, body?: object) =>
  new ApiError(status, body ? JSON.stringify(body) : '', 'Status text');

describe('tokenRefusal', () => {
  it("says the server's own message when it sent one", () => {
    expect(tokenRefusal(answer(404, { code: 'not_found', message: 'No such link.' }), messages)).toBe(
      'No such link.',
    );
    expect(tokenRefusal(answer(410, { code: 'expired', message: 'Closed.' }), messages)).toBe('Closed.');
  });

  it("falls back to the page's words for 404 and 410 without a server message", () => {
    expect(tokenRefusal(answer(404), messages)).toBe('Bad link.');
    expect(tokenRefusal(answer(410), messages)).toBe('Link expired.');
  });

  it('says the generic error text for anything else', () => {
    expect(tokenRefusal(answer(500), messages)).toBe('500: Status text');
    expect(tokenRefusal(new Error('offline'), messages)).toBe('offline');
  });
});
