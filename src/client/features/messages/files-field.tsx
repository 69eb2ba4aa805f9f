import { useRef, useState, type ChangeEvent } from 'react';
import { Paperclip } from 'lucide-react';
import { acceptAttribute } from '@shared/files';
import { REQUISITION_FILES } from '@shared/requisitions/constants';

import { RemovableFileRow } from '../../components/file-row';
import { Button } from '../../components/ui/button';
import { messageFileProblem } from './form';

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
            <RemovableFileRow
              key={f.name}
              name={f.name}
              size={f.size}
              onRemove={() => onChange(files.filter((x) => x !== f))}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
