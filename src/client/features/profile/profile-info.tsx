import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Save } from 'lucide-react';
import {
  PROFILE_MESSAGES as M,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdateInput,
} from '@shared/profile/schemas';

import { Field } from '../../components/form/field';
import { applyServerErrors } from '../../components/form/server-errors';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { useRemovePhoto, useSaveProfile, useUploadPhoto } from './mutations';
import { PhotoPicker, type PhotoChoice } from './photo-picker';

const EDITABLE = ['firstName', 'lastName', 'username', 'phone', 'title'] as const;
const LABELS: Record<(typeof EDITABLE)[number], string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  username: 'Username',
  phone: 'Phone',
  title: 'Title',
};

const valuesOf = (p: Profile): ProfileUpdateInput => ({
  firstName: p.firstName,
  lastName: p.lastName,
  username: p.username,
  phone: p.phone ?? '',
  title: p.title,
});

/** Profile Info: read-only until Edit Profile; Save Changes persists, Cancel discards. */
export function ProfileInfo({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: 'keep' });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    values: valuesOf(profile),
    resetOptions: { keepDirtyValues: false },
  });
  const save = useSaveProfile();
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const busy = save.isPending || upload.isPending || remove.isPending;
  const errors = form.formState.errors;

  const stopEditing = () => {
    setEditing(false);
    setPhoto({ kind: 'keep' });
    setPhotoError(null);
  };
  const cancel = () => {
    form.reset(valuesOf(profile));
    stopEditing();
  };
  const onValid = async (values: ProfileUpdateInput) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error, EDITABLE))
        toast({ title: errorText(error), variant: 'destructive' });
      return;
    }
    try {
      if (photo.kind === 'new') await upload.mutateAsync(photo.file);
      if (photo.kind === 'remove') await remove.mutateAsync();
    } catch (error) {
      setPhotoError(errorText(error));
      return;
    }
    toast({ title: M.saved });
    stopEditing();
  };

  const action = editing ? (
    <div className="flex gap-2">
      <Button type="button" variant="outline" onClick={cancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form="profile-form" disabled={busy}>
        <Save className="size-4" aria-hidden="true" />
        {busy ? 'Saving…' : 'Save Changes'}
      </Button>
    </div>
  ) : (
    <Button type="button" variant="outline" onClick={() => setEditing(true)}>
      <Pencil className="size-4" aria-hidden="true" />
      Edit Profile
    </Button>
  );

  return (
    <SectionCard title="Profile Information" action={action}>
      <div className="flex flex-col gap-6 md:flex-row">
        <PhotoPicker
          name={`${profile.firstName} ${profile.lastName}`}
          photoUrl={profile.photoUrl}
          editing={editing}
          choice={photo}
          error={photoError}
          onChoose={setPhoto}
          onError={setPhotoError}
        />
        <form
          id="profile-form"
          aria-label="Profile Information"
          noValidate
          onSubmit={form.handleSubmit(onValid)}
          className="grid flex-1 gap-4 sm:grid-cols-2"
        >
          {EDITABLE.map((name) => (
            <Field key={name} id={`profile-${name}`} label={LABELS[name]} error={errors[name]?.message}>
              {(control) => <Input {...control} {...form.register(name)} disabled={!editing} />}
            </Field>
          ))}
          <Field id="profile-email" label="Email">
            {(control) => <Input {...control} value={profile.email} disabled readOnly />}
          </Field>
          <Field id="profile-department" label="Department" hint="Department cannot be changed">
            {(control) => <Input {...control} value={profile.department} disabled readOnly />}
          </Field>
        </form>
      </div>
    </SectionCard>
  );
}
