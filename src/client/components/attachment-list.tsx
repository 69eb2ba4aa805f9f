import { Download, Paperclip } from 'lucide-react';

type StoredFile = { id: string; fileName: string };

/** The download address of a stored attachment. */
export const attachmentUrl = (file: StoredFile) => `/api/attachments/${encodeURIComponent(file.id)}`;

/**
 * A record's attachments: every name once, in order (recorded names first, then stored files not named
 * there); a name with a stored file links to its download, a name without one is plain text.
 */
export function AttachmentList({
  names,
  files,
  href = attachmentUrl,
  label = 'Attachments',
}: {
  names: readonly string[];
  files: readonly StoredFile[];
  href?: (file: StoredFile) => string;
  label?: string;
}) {
  const stored = new Map(files.map((f) => [f.fileName, f]));
  const all = [...new Set([...names, ...files.map((f) => f.fileName)])];
  if (all.length === 0) return <p className="text-sm text-muted-foreground">No attachments</p>;
  return (
    <ul className="space-y-1.5 text-sm" aria-label={label}>
      {all.map((name) => {
        const file = stored.get(name);
        return (
          <li key={name} className="flex items-center gap-2">
            <Paperclip className="size-3.5 text-muted-foreground" aria-hidden="true" />
            {file ? (
              <a
                href={href(file)}
                download={file.fileName}
                className="inline-flex items-center gap-1 text-blue-700 underline"
              >
                {name}
                <Download className="size-3.5" aria-hidden="true" />
              </a>
            ) : (
              <span className="text-slate-600">{name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
