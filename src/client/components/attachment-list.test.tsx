import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { AttachmentList } from './attachment-list';

describe('AttachmentList', () => {
  it('lists each name once: stored files link to their download, names without a file are plain text', () => {
    const html = renderToStaticMarkup(
      <AttachmentList
        names={['quote.pdf', 'old-scan.pdf']}
        files={[
          { id: 'att 1', fileName: 'quote.pdf' },
          { id: 'att-2', fileName: 'spec.docx' },
        ]}
      />,
    );
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html).toContain('href="/api/attachments/att%201" download="quote.pdf"');
    expect(html).toContain('href="/api/attachments/att-2" download="spec.docx"');
    expect(html).toMatch(/<span[^>]*>old-scan\.pdf<\/span>/);
    expect(html).not.toContain('No attachments');
  });

  it('takes another download address, and says when there is nothing', () => {
    const html = renderToStaticMarkup(
      <AttachmentList names={[]} files={[{ id: 'a', fileName: 'inv.pdf' }]} href={(f) => `/x/${f.id}`} />,
    );
    expect(html).toContain('href="/x/a"');
    expect(renderToStaticMarkup(<AttachmentList names={[]} files={[]} />)).toContain('No attachments');
  });
});
