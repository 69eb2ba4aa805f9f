/** The chat's messages (spec section 3: id, sender, message, timestamp) as a pure reducer. */
export type ChatSender = 'user' | 'assistant';

export type ChatMessage = { id: string; sender: ChatSender; message: string; timestamp: Date };

export type ChatState = {
  messages: ChatMessage[];
  /** Replies still on their way; the typing indicator shows while this is above 0. */
  pending: number;
  error: string | null;
};

export type ChatAction =
  | { type: 'sent'; message: ChatMessage }
  | { type: 'replied'; message: ChatMessage }
  | { type: 'failed'; error: string };

export const initialChatState: ChatState = { messages: [], pending: 0, error: null };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent':
      return { messages: [...state.messages, action.message], pending: state.pending + 1, error: null };
    case 'replied':
      return {
        ...state,
        messages: [...state.messages, action.message],
        pending: Math.max(0, state.pending - 1),
      };
    case 'failed':
      return { ...state, pending: Math.max(0, state.pending - 1), error: action.error };
  }
}

let counter = 0;

export function chatMessage(sender: ChatSender, message: string, now: Date = new Date()): ChatMessage {
  counter += 1;
  return { id: `msg-${now.getTime()}-${counter}`, sender, message, timestamp: now };
}

/** A send with empty or whitespace-only input is ignored (spec section 5); null means "ignore". */
export function messageToSend(input: string): string | null {
  const text = input.trim();
  return text ? text : null;
}

/** How much longer to wait so the reply appears no sooner than `minimumMs` after sending. */
export function remainingDelay(startedAt: number, now: number, minimumMs: number): number {
  return Math.max(0, minimumMs - (now - startedAt));
}
