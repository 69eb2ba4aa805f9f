import { useState } from 'react';
import { UserX } from 'lucide-react';
import type { AdminUserRow } from '@shared/admin/users/schemas';

import { DialogFrame } from '../../components/dialog-frame';
import { FormActions } from '../../components/form/form-actions';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { useDeactivateUser } from './users-queries';

/** Delete asks first: the account is deactivated (its records stay), its sessions end at once. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const deactivate = useDeactivateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = () => {
    if (!user) return;
    setFailure(null);
    deactivate.mutate(user.id, {
      onSuccess: (row) => {
        toast({ title: 'User deactivated', description: `${row.name} can no longer sign in.` });
        close();
      },
      onError: (error) => setFailure(errorText(error)),
    });
  };
  return (
    <DialogFrame
      open={!!user}
      onOpenChange={(open) => (open ? undefined : close())}
      title={user ? `Deactivate ${user.name}?` : undefined}
      description={
        user
          ? `${user.email} will be signed out at once and cannot sign in. Their records keep their history; an edit can reactivate the account.`
          : undefined
      }
    >
      <FormActions
        onCancel={close}
        onSubmit={confirm}
        busy={deactivate.isPending}
        variant="destructive"
        icon={<UserX aria-hidden="true" />}
        busyLabel="Deactivating..."
        submitLabel="Deactivate"
        error={failure}
      />
    </DialogFrame>
  );
}
