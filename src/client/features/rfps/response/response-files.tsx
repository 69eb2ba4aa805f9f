import { useRef, useState, type ChangeEvent } from 'react';
import { Loader2, Paperclip } from 'lucide-react';
import { acceptAttribute, fileProblem } from '@shared/files';
import { RFP_RESPONSE_MAX_FILES } from '@shared/rfps/files';
import { RFP_RESPONSE_FILES, RFP_RESPONSE_MESSAGES } from '@shared/rfps/response';

import { RemovableFileRow } from '../../../components/file-row';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { errorText } from '../../../lib/api';
import { useRemoveRfpResponseFile, useUploadRfpResponseFiles } from './response-queries';

const ACCEPT = acceptAttribute(RFP_RESPONSE_FILES);

type StoredFile = { id: string; fileName: string; size: number };

/**
 * The response's attachments: chosen files are checked (type, size) and uploaded at once; the files
 * the server keeps are listed, each with Remove. What the browser or the server refuses is said here.
 */
export function ResponseFiles({ token, files }: { token: string; files: readonly StoredFile[] }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const upload = useUploadRfpResponseFiles(token);
  const remove = useRemoveRfpResponseFile(token);
  const busy = upload.isPending || remove.isPending;

  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    const refused = chosen.flatMap((f) => {
      const problem = fileProblem(RFP_RESPONSE_FILES, f);
      return problem ? [`${f.name}: ${problem}`] : [];
    });
    const accepted = chosen.filter((f) => fileProblem(RFP_RESPONSE_FILES, f) === null);
    if (accepted.length && files.length + accepted.length > RFP_RESPONSE_MAX_FILES)
      refused.push(RFP_RESPONSE_MESSAGES.tooManyFiles);
    setProblems(refused);
    if (!accepted.length || files.length + accepted.length > RFP_RESPONSE_MAX_FILES) return;
    upload.mutate(accepted, {
      onError: (error) => setProblems((p) => [...p, errorText(error)]),
    });
  }

  function onRemove(file: StoredFile) {
    setProblems([]);
    remove.mutate(file.id, {
      onError: (error) => setProblems([errorText(error)]),
    });
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-medium leading-none">Attachments</p>
          <p className="mt-1 text-xs text-muted-foreground">
            Your quote, specifications or certificates: PDF, Word, Excel, PNG or JPEG, up to 10 MB each.
          </p>
        </div>
        <Label htmlFor="response-files" className="sr-only">
          Attach files
        </Label>
        <input
          ref={inputRef}
          id="response-files"
          type="file"
          multiple
          accept={ACCEPT}
          onChange={onChange}
          tabIndex={-1}
          className="sr-only"
          aria-describedby={problems.length ? 'response-files-error' : undefined}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          {upload.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Paperclip aria-hidden="true" />
          )}
          {upload.isPending ? 'Uploading...' : 'Add Files'}
        </Button>
      </div>
      {problems.length ? (
        <div id="response-files-error" role="alert" className="space-y-1 text-sm text-destructive">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
      {files.length ? (
        <ul aria-label="Attached files" className="divide-y rounded-md border">
          {files.map((f) => (
            <RemovableFileRow
              key={f.id}
              name={f.fileName}
              size={f.size}
              disabled={busy}
              onRemove={() => onRemove(f)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No files attached.</p>
      )}
    </div>
  );
}
