import { FileText, X } from 'lucide-react';

import { Button } from './ui/button';

/** A file's size as the file lists show it: whole kilobytes, at least 1 KB. */
export const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One file of a list the user is putting together: its name, size and a Remove button. */
export function RemovableFileRow({
  name,
  size,
  onRemove,
  disabled,
}: {
  name: string;
  size: number;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <li className="flex items-center gap-3 px-3 py-2 text-sm">
      <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate">{name}</span>
      <span className="text-xs text-muted-foreground">{kb(size)}</span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        disabled={disabled}
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
