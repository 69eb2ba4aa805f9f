import { z } from 'zod';

/**
 * Notification preferences (issue 13, beyond the spec as Coupa users expect): per kind of notice,
 * in the Messaging Center, by e-mail, or both. A kind never set is in-app only.
 */
export const NOTIFICATION_KINDS = [
  'approval-needed',
  'request-decided',
  'contract-renewal',
  'rfp-response',
  'export-ready',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  'approval-needed': 'Approval needed',
  'request-decided': 'Request decided',
  'contract-renewal': 'Contract renewal',
  'rfp-response': 'RFP response',
  'export-ready': 'Export ready',
};

export const NOTIFICATION_CHANNELS = ['in-app', 'email', 'both'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  'in-app': 'In-app',
  email: 'E-mail',
  both: 'Both',
};
export const DEFAULT_CHANNEL: NotificationChannel = 'in-app';

export const showsInApp = (c: NotificationChannel) => c !== 'email';
export const sendsEmail = (c: NotificationChannel) => c !== 'in-app';

const channel = z.enum(NOTIFICATION_CHANNELS, { error: 'Channel must be in-app, email or both' });

/** GET/PUT /api/profile/notifications: every kind with its channel. */
export const notificationPreferencesSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, channel])) as Record<
      NotificationKind,
      typeof channel
    >,
  )
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT body: any of the kinds (the others keep their channel). */
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial().strict();
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

export const PREFERENCES_SAVED = 'Notification preferences saved';
