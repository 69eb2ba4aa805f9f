import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  PREFERENCES_SAVED,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@shared/profile/notifications';

import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorText, sendJson } from '../../lib/api';
import { jsonQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

const URL = '/api/profile/notifications';
const query = () => jsonQuery([QUERY_ROOT.profile, 'notifications'], URL, notificationPreferencesSchema);

/** Notifications: per kind of notice, in-app (Messaging Center), e-mail, or both. */
export function NotificationPreferencesCard() {
  const saved = useQuery(query());
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: NotificationPreferences) =>
      sendJson('PUT', URL, values, notificationPreferencesSchema),
    onSuccess: (values) => {
      queryClient.setQueryData(query().queryKey, values);
      setDraft(null);
      toast({ title: PREFERENCES_SAVED });
    },
    onError: (error) =>
      toast({ title: 'Could not save', description: errorText(error), variant: 'destructive' }),
    meta: { silent: true, changes: ['profile'] },
  });
  if (saved.isPending) return null;
  if (saved.isError) return <p role="alert">{errorText(saved.error)}</p>;
  const values = draft ?? saved.data;
  return (
    <SectionCard title="Notifications">
      <p className="mb-3 text-sm text-muted-foreground">
        Choose how each kind of notice reaches you: in the Messaging Center, by e-mail, or both.
      </p>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th>Notice</th>
            <th>Channel</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <td className="py-2 pr-4 font-medium text-slate-800">{NOTIFICATION_LABELS[kind]}</td>
              <td className="py-2">
                <div
                  role="radiogroup"
                  aria-label={NOTIFICATION_LABELS[kind]}
                  className="flex flex-wrap gap-3"
                >
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <label key={channel} className="flex items-center gap-1.5">
                      <input
                        type="radio"
                        name={`notify-${kind}`}
                        value={channel}
                        checked={values[kind] === channel}
                        onChange={() => setDraft({ ...values, [kind]: channel })}
                      />
                      {CHANNEL_LABELS[channel]}
                    </label>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 flex gap-2">
        <Button type="button" disabled={!draft || save.isPending} onClick={() => draft && save.mutate(draft)}>
          Save Preferences
        </Button>
        {draft ? (
          <Button type="button" variant="outline" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        ) : null}
      </div>
    </SectionCard>
  );
}
