import { Download, FileText } from 'lucide-react';
import type { MessageDetail } from '@shared/messages/schemas';

import { kb } from '../../components/file-row';

/**
 * A message's files, each with a Download link: `urlOf` gives a file's address (a signed-in user's
 * /api/attachments/{id}; a vendor contact's, with its reply link's token).
 */
export function MessageFiles({
  files,
  urlOf,
}: {
  files: MessageDetail['files'];
  urlOf: (fileId: string) => string;
}) {
  if (!files.length) return null;
  return (
    <section aria-label="Attachments" className="space-y-1">
      <h3 className="text-sm font-medium">Attachments</h3>
      <ul className="divide-y rounded-md border">
        {files.map((f) => (
          <li key={f.id} className="flex items-center gap-3 px-3 py-2 text-sm">
            <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">{f.fileName}</span>
            <span className="text-xs text-muted-foreground">{kb(f.size)}</span>
            <a
              href={urlOf(f.id)}
              download={f.fileName}
              className="inline-flex items-center gap-1 text-blue-700 hover:underline"
              aria-label={`Download ${f.fileName}`}
            >
              <Download className="size-4" aria-hidden="true" />
              Download
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
