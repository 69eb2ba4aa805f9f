import { z } from 'zod';

/** An uploaded file of a record (download: GET /api/attachments/{id}). */
export const attachmentInfoSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    size: z.number().int(),
    mimeType: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AttachmentInfo' });
export type AttachmentInfo = z.infer<typeof attachmentInfoSchema>;
