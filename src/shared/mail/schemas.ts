import { z } from 'zod';

/** An outbox mail's state: queued → sent | failed; unsent when no SMTP server is configured. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'unsent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What the administration area shows for each state (exact wording). */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  unsent: 'not sent — no SMTP server configured',
};

/** One mail of GET /api/admin/outbox (attachments by name and size, without their content). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  kind: z.string(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  statusLabel: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  messageId: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
