import { useEffect, useId, useMemo } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { MAX_PHOTO_BYTES, PROFILE_MESSAGES as M } from '@shared/profile/schemas';
import { fileTooLargeMessage } from '@shared/files';

import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/form/field';
import { initials } from '../../lib/initials';

/** What the user chose in edit mode: keep the stored photo, a new file, or remove it. */
export type PhotoChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

/** Why a chosen file cannot be the photo (the server checks the content as well), or null. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return M.photoType;
  if (file.size > MAX_PHOTO_BYTES) return fileTooLargeMessage(MAX_PHOTO_BYTES);
  return null;
}

/** The profile's avatar: the photo (or the chosen one, previewed) over the initials; the picker in edit mode. */
export function PhotoPicker({
  name,
  photoUrl,
  editing,
  choice,
  error,
  onChoose,
  onError,
}: {
  name: string;
  photoUrl: string | null;
  editing: boolean;
  choice: PhotoChoice;
  error: string | null;
  onChoose: (choice: PhotoChoice) => void;
  onError: (message: string | null) => void;
}) {
  const inputId = useId();
  const preview = useMemo(() => (choice.kind === 'new' ? URL.createObjectURL(choice.file) : null), [choice]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = choice.kind === 'new' ? preview : choice.kind === 'remove' ? null : photoUrl;

  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar className="size-24" data-testid="profile-avatar">
        {shown ? <AvatarImage src={shown} alt="Profile photo" /> : null}
        <AvatarFallback className="bg-blue-600 text-2xl text-white">{initials(name)}</AvatarFallback>
      </Avatar>
      {editing ? (
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline" size="sm">
            <label htmlFor={inputId} className="cursor-pointer">
              <Camera className="size-4" aria-hidden="true" />
              Change Photo
            </label>
          </Button>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            aria-label="Profile photo"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const problem = photoProblem(file);
              onError(problem);
              if (!problem) onChoose({ kind: 'new', file });
            }}
          />
          {shown ? (
            <Button type="button" variant="outline" size="sm" onClick={() => onChoose({ kind: 'remove' })}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove Photo
            </Button>
          ) : null}
        </div>
      ) : null}
      <FieldError message={error} />
    </div>
  );
}
