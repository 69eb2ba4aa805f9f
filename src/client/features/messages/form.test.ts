import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api';
import { checkCompose, checkForward, checkReply, messageFileProblem, serverErrors } from './form';
import { composeBody } from './mutations';
import { addRecipient, addVendor } from './recipients-field';

describe('the message forms', () => {
  it('compose needs recipients, subject and message, each non-empty once trimmed', () => {
    const empty = checkCompose({ to: [], subject: '  ', content: '\n ' });
    expect(empty).toEqual({
      ok: false,
      errors: { to: 'Required', subject: 'Required', content: 'Required' },
    });
    const ok = checkCompose({ to: ['Ann@Example.test'], subject: ' Hello ', content: ' Body ' });
    expect(ok).toEqual({
      ok: true,
      data: { to: ['ann@example.test'], vendorTo: [], subject: 'Hello', content: 'Body' },
    });
    // A vendor contact alone is a recipient; its address must be one.
    const vendorOnly = checkCompose({
      to: [],
      vendorTo: [' Sales@Vendor.test '],
      subject: 'Q',
      content: 'B',
    });
    expect(vendorOnly).toMatchObject({ ok: true, data: { to: [], vendorTo: ['sales@vendor.test'] } });
    expect(checkCompose({ to: [], vendorTo: ['nope'], subject: 'Q', content: 'B' })).toEqual({
      ok: false,
      errors: { vendorTo: 'Invalid email' },
    });
  });

  it('a reply needs non-empty trimmed text; a forward needs recipients but no note', () => {
    expect(checkReply('   ')).toEqual({ ok: false, errors: { content: 'Required' } });
    expect(checkReply(' Thanks ')).toEqual({ ok: true, data: { content: 'Thanks' } });
    expect(checkForward({ to: [], content: '' })).toEqual({ ok: false, errors: { to: 'Required' } });
    expect(checkForward({ to: ['b@example.test'], content: '' })).toEqual({
      ok: true,
      data: { to: ['b@example.test'], vendorTo: [], content: '' },
    });
    // A vendor contact alone is a recipient too, as in compose.
    expect(checkForward({ to: [], vendorTo: ['Sales@Acme.test'], content: ' FYI ' })).toEqual({
      ok: true,
      data: { to: [], vendorTo: ['sales@acme.test'], content: 'FYI' },
    });
    expect(checkForward({ to: [], vendorTo: ['nope'], content: '' })).toEqual({
      ok: false,
      errors: { vendorTo: 'Invalid email' },
    });
  });

  it("shows the server's field messages of a refused write", () => {
    const refused = new ApiError(
      400,
      JSON.stringify({
        message: 'Invalid input',
        code: 'validation',
        fieldErrors: { to: 'Unknown recipient' },
      }),
      'Bad Request',
    );
    expect(serverErrors(refused)).toEqual({ to: 'Unknown recipient' });
    expect(serverErrors(new Error('x'))).toEqual({});
  });

  it('adds a picked person once, by address', () => {
    const ann = { id: 'u1', name: 'Ann Lee', email: 'Ann@Example.test' };
    const once = addRecipient([], ann);
    expect(once).toEqual([{ email: 'ann@example.test', name: 'Ann Lee' }]);
    expect(addRecipient(once, ann)).toBe(once);
  });

  it('adds a vendor address once, marked as a vendor and named after its vendor when known', () => {
    const one = addVendor([], 'Sales@Acme.test', 'Acme Ltd');
    expect(one).toEqual([{ email: 'sales@acme.test', name: 'Acme Ltd <sales@acme.test>', vendor: true }]);
    expect(addVendor(one, 'sales@acme.test', null)).toBe(one);
    expect(addVendor([], 'x@y.test', null)).toEqual([{ email: 'x@y.test', name: 'x@y.test', vendor: true }]);
  });

  it('sends vendor addresses as vendorTo (JSON only when there are some; repeated in multipart)', () => {
    const message = { to: [], vendorTo: ['v@x.test'], subject: 'S', content: 'C' };
    expect(composeBody({ ...message, files: [] })).toEqual(message);
    const form = composeBody({ ...message, files: [new File(['%PDF-1.4'], 'q.pdf')] }) as FormData;
    expect(form.getAll('vendorTo')).toEqual(['v@x.test']);
    expect(form.getAll('to')).toEqual([]);
  });

  it('sends JSON without files and multipart (to repeated) with them', () => {
    const message = { to: ['a@x.test', 'b@x.test'], subject: 'S', content: 'C' };
    expect(composeBody({ ...message, files: [] })).toEqual(message);
    const form = composeBody({ ...message, files: [new File(['%PDF-1.4'], 'quote.pdf')] });
    expect(form).toBeInstanceOf(FormData);
    const data = form as FormData;
    expect(data.getAll('to')).toEqual(['a@x.test', 'b@x.test']);
    expect(data.get('subject')).toBe('S');
    expect((data.get('files') as File).name).toBe('quote.pdf');
  });

  it('refuses files of other kinds or over 10 MB, by name', () => {
    expect(messageFileProblem({ name: 'quote.pdf', size: 1000 })).toBeNull();
    expect(messageFileProblem({ name: 'run.exe', size: 1000 })).toMatch(/^run\.exe: /);
    expect(messageFileProblem({ name: 'big.pdf', size: 11 * 1024 * 1024 })).toMatch(/^big\.pdf: /);
  });
});
