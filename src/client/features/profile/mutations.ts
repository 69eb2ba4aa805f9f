import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/auth/types';
import {
  passwordChangeResultSchema,
  photoResultSchema,
  profileSchema,
  type PasswordChangeInput,
  type Profile,
  type ProfileUpdateInput,
} from '@shared/profile/schemas';

import { sendJson } from '../../lib/api';
import { meQuery } from '../../lib/queries/me';
import { PROFILE_URL, profileQueries } from './queries';

/** The header reads the session user: its name and photo follow the profile without a new sign-in. */
function useUpdateSession() {
  const queryClient = useQueryClient();
  return (change: Partial<SessionUser>) =>
    queryClient.setQueryData(meQuery().queryKey, (me: SessionUser | null | undefined) =>
      me ? { ...me, ...change } : me,
    );
}

/** PATCH /api/profile */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const updateSession = useUpdateSession();
  return useMutation({
    mutationFn: (values: ProfileUpdateInput) => sendJson('PATCH', PROFILE_URL, values, profileSchema),
    onSuccess: (profile: Profile) => {
      queryClient.setQueryData(profileQueries.profile().queryKey, profile);
      updateSession({ name: `${profile.firstName} ${profile.lastName}`, title: profile.title });
    },
    meta: { silent: true, changes: ['profile'] },
  });
}

/** POST /api/profile/photo (multipart, one image) */
export function useUploadPhoto() {
  const updateSession = useUpdateSession();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return sendJson('POST', `${PROFILE_URL}/photo`, body, photoResultSchema);
    },
    onSuccess: ({ photoUrl }) => updateSession({ photoUrl }),
    meta: { silent: true, changes: ['profile'] },
  });
}

/** DELETE /api/profile/photo: the initials come back. */
export function useRemovePhoto() {
  const updateSession = useUpdateSession();
  return useMutation({
    mutationFn: () => sendJson('DELETE', `${PROFILE_URL}/photo`, undefined, photoResultSchema),
    onSuccess: () => updateSession({ photoUrl: null }),
    meta: { silent: true, changes: ['profile'] },
  });
}

/** POST /api/profile/password: the other sessions are signed out, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: PasswordChangeInput) =>
      sendJson('POST', `${PROFILE_URL}/password`, values, passwordChangeResultSchema),
    meta: { silent: true, changes: ['profile'] },
  });
}
