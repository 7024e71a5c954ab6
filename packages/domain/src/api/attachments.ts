// The answer of an upload (/api/v1/attachments); a download answers the file itself.
import { z } from 'zod';

export const attachmentAnswerSchema = z.object({
  id: z.string(),
  filename: z.string(),
  size: z.number(),
  contentType: z.string(),
  createdAt: z.string(),
});
export type AttachmentAnswer = z.infer<typeof attachmentAnswerSchema>;
