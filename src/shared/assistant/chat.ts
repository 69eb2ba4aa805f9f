import { z } from 'zod';

export const CHAT_MESSAGE_MAX = 1000;

/** POST /api/assistant/chat */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Enter a message' })
    .trim()
    .min(1, { error: 'Enter a message' })
    .max(CHAT_MESSAGE_MAX, { error: `Messages are limited to ${CHAT_MESSAGE_MAX} characters` }),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const CHAT_INTENTS = ['workflow', 'forecast', 'blanket-po', 'budget', 'catalog', 'help'] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

export const chatResponseSchema = z.object({ reply: z.string(), intent: z.enum(CHAT_INTENTS) });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** GET /api/assistant/insights */
export const insightSchema = z.object({
  id: z.string(),
  type: z.enum(['warning', 'success', 'info']),
  title: z.string(),
  description: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;
