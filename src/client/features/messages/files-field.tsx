import { useRef, useState, type ChangeEvent } from 'react';
import { FileText, Paperclip, X } from 'lucide-react';
import { acceptAttribute } from '@shared/files';
import { REQUISITION_FILES } from '@shared/requisitions/constants';

import { Button } from '../../components/ui/button';
import { messageFileProblem } from './form';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;
const ACCEPT = acceptAttribute(REQUISITION_FILES);

/**
 * The Attach button of compose: files of the requisition attachment kinds (PDF, Word, Excel, PNG,
 * JPEG; 10 MB each) are listed with a remove button; anything else is refused at once with a message.
 */
export function FilesField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    setProblems(chosen.map(messageFileProblem).filter((p): p is string => p !== null));
    const names = new Set(files.map((f) => f.name));
    onChange([...files, ...chosen.filter((f) => !messageFileProblem(f) && !names.has(f.name))]);
    e.target.value = '';
  }

  return (
    <div className="space-y-2">
      <input
        ref={input}
        id="message-files"
        type="file"
        multiple
        accept={ACCEPT}
        onChange={onPick}
        tabIndex={-1}
        aria-label="Attach files"
        className="sr-only"
      />
      <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
        <Paperclip aria-hidden="true" />
        Attach
      </Button>
      {problems.length ? (
        <div role="alert" className="space-y-1 text-sm text-destructive">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
      {files.length ? (
        <ul aria-label="Files to send" className="divide-y rounded-md border bg-white">
          {files.map((f) => (
            <li key={f.name} className="flex items-center gap-3 px-3 py-1.5 text-sm">
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{f.name}</span>
              <span className="text-xs text-muted-foreground">{kb(f.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${f.name}`}
                onClick={() => onChange(files.filter((x) => x !== f))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
