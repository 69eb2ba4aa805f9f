import { useRef, useState, type ChangeEvent } from 'react';
import { Download, FileText, Paperclip } from 'lucide-react';
import type { AttachmentInfo } from '@shared/requisitions/types';

import { kb, RemovableFileRow } from '../../components/file-row';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './form-values';

/**
 * Files to attach (pdf, doc, docx, xls, xlsx, png, jpg, jpeg; anything else is refused at once with a
 * message). They are uploaded when the request is saved or submitted; files already stored are listed
 * with a download link.
 */
export function AttachmentsField({
  files,
  onFilesChange,
  stored,
}: {
  files: File[];
  onFilesChange: (files: File[]) => void;
  stored: AttachmentInfo[];
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    const refused = chosen.map(attachmentProblem).filter((p): p is string => p !== null);
    const accepted = chosen.filter((f) => attachmentProblem(f) === null);
    const names = new Set(files.map((f) => f.name));
    setProblems(refused);
    onFilesChange([...files, ...accepted.filter((f) => !names.has(f.name))]);
    e.target.value = '';
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Attachments</CardTitle>
        <CardDescription>
          Quotes, specifications or contracts: PDF, Word, Excel, PNG or JPEG, up to 10 MB each.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <Label htmlFor="req-attachments" className="sr-only">
            Attach files
          </Label>
          <input
            ref={inputRef}
            id="req-attachments"
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            onChange={onChange}
            tabIndex={-1}
            className="sr-only"
            aria-describedby={problems.length ? 'req-attachments-error' : undefined}
          />
          <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
            <Paperclip aria-hidden="true" />
            Add Attachments
          </Button>
        </div>
        {problems.length ? (
          <div id="req-attachments-error" role="alert" className="space-y-1 text-sm text-destructive">
            {problems.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        ) : null}
        {stored.length || files.length ? (
          <ul aria-label="Attachments" className="divide-y rounded-md border bg-white">
            {stored.map((f) => (
              <li key={f.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <a
                  href={`/api/attachments/${encodeURIComponent(f.id)}`}
                  className="min-w-0 flex-1 truncate text-blue-700 hover:underline"
                  download={f.fileName}
                >
                  {f.fileName}
                </a>
                <span className="text-xs text-muted-foreground">{kb(f.size)}</span>
                <Download className="size-4 text-slate-400" aria-hidden="true" />
              </li>
            ))}
            {files.map((f) => (
              <RemovableFileRow
                key={f.name}
                name={f.name}
                size={f.size}
                onRemove={() => onFilesChange(files.filter((x) => x !== f))}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No files attached.</p>
        )}
      </CardContent>
    </Card>
  );
}
