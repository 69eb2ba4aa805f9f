import { useState, type ChangeEvent } from 'react';
import { FileText, FileUp, X } from 'lucide-react';
import { DOCUMENTS_UPLOADED, W9_UPLOADED } from '@shared/vendors/files';

import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { Field } from '../../components/form/field';
import { FormSection } from './vendor-form-sections';
import { VENDOR_FILE_ACCEPT, screenVendorFiles } from './vendor-files';

export type ChosenFiles = { w9: File | null; supporting: File[] };

function FileRow({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-md border bg-slate-50 px-3 py-1.5 text-sm">
      <span className="flex min-w-0 items-center gap-2">
        <FileText className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="truncate">{file.name}</span>
        <span className="shrink-0 text-xs text-muted-foreground">
          {Math.max(1, Math.round(file.size / 1024))} KB
        </span>
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * Required Documents: the W9 (one file) and supporting documents (several); pdf, doc, docx, jpg and
 * png only — any other file is refused at once with a message. Choosing files toasts 'W9 Uploaded' /
 * 'Documents Uploaded'. `serverErrors` are the server's messages for the w9 / supportingDocuments fields.
 */
export function DocumentsSection({
  files,
  onChange,
  serverErrors,
}: {
  files: ChosenFiles;
  onChange: (files: ChosenFiles) => void;
  serverErrors: { w9?: string; supporting?: string };
}) {
  const [w9Error, setW9Error] = useState<string | null>(null);
  const [supportingError, setSupportingError] = useState<string | null>(null);

  function chooseW9(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (chosen.length === 0) return;
    const { accepted, refused } = screenVendorFiles(chosen.slice(0, 1));
    setW9Error(refused[0] ?? null);
    const file = accepted[0];
    if (!file) return;
    onChange({ ...files, w9: file });
    toast({ title: W9_UPLOADED, description: `${file.name} is attached to this request.` });
  }

  function chooseSupporting(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (chosen.length === 0) return;
    const { accepted, refused } = screenVendorFiles(chosen);
    setSupportingError(refused.length ? refused.join(' ') : null);
    if (accepted.length === 0) return;
    const names = new Set(accepted.map((f) => f.name));
    onChange({ ...files, supporting: [...files.supporting.filter((f) => !names.has(f.name)), ...accepted] });
    toast({
      title: DOCUMENTS_UPLOADED,
      description: `${accepted.length} document${accepted.length === 1 ? '' : 's'} attached: ${accepted.map((f) => f.name).join(', ')}`,
    });
  }

  const w9Message = w9Error ?? serverErrors.w9;
  const supportingMessage = supportingError ?? serverErrors.supporting;

  return (
    <FormSection
      title="Required Documents"
      icon={FileUp}
      description="W9 and supporting documents: PDF, Word (DOC, DOCX), JPG or PNG, up to 10 MB each."
    >
      <Field id="nvr-w9" label="W9 Form" required error={w9Message}>
        {(control) => (
          <>
            <Input
              {...control}
              type="file"
              accept={VENDOR_FILE_ACCEPT}
              onChange={chooseW9}
              className="cursor-pointer"
            />
            {files.w9 ? (
              <ul aria-label="W9 file" className="space-y-1">
                <FileRow file={files.w9} onRemove={() => onChange({ ...files, w9: null })} />
              </ul>
            ) : null}
          </>
        )}
      </Field>
      <Field id="nvr-supporting" label="Supporting Documents" error={supportingMessage}>
        {(control) => (
          <>
            <Input
              {...control}
              type="file"
              multiple
              accept={VENDOR_FILE_ACCEPT}
              onChange={chooseSupporting}
              className="cursor-pointer"
            />
            {files.supporting.length ? (
              <ul aria-label="Supporting documents" className="space-y-1">
                {files.supporting.map((f) => (
                  <FileRow
                    key={f.name}
                    file={f}
                    onRemove={() =>
                      onChange({ ...files, supporting: files.supporting.filter((x) => x !== f) })
                    }
                  />
                ))}
              </ul>
            ) : null}
          </>
        )}
      </Field>
    </FormSection>
  );
}
