import { useCallback, useReducer } from 'react';
import { chatResponseSchema } from '@shared/assistant/chat';
import { REPLY_DELAY_MS } from '@shared/assistant/quick-actions';

import { errorText, sendJson } from '../../lib/api';
import { chatMessage, chatReducer, initialChatState, messageToSend, remainingDelay } from './chat-state';

export type ReplyKind = keyof typeof REPLY_DELAY_MS;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The conversation. A reply shows no sooner than 1000 ms after a typed message and 500 ms after a quick
 * action (spec section 9): the remainder is waited out after the server answers.
 */
export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);

  const send = useCallback(async (input: string, kind: ReplyKind = 'typed') => {
    const message = messageToSend(input);
    if (message === null) return;
    const sent = chatMessage('user', message);
    // Timed from the sent message's own time stamp; a timer may fire a millisecond early by the wall clock.
    const startedAt = sent.timestamp.getTime();
    dispatch({ type: 'sent', message: sent });
    try {
      const answer = await sendJson('POST', '/api/assistant/chat', { message }, chatResponseSchema);
      for (let left = remainingDelay(startedAt, Date.now(), REPLY_DELAY_MS[kind]); left > 0;) {
        await wait(left);
        left = remainingDelay(startedAt, Date.now(), REPLY_DELAY_MS[kind]);
      }
      dispatch({ type: 'replied', message: chatMessage('assistant', answer.reply) });
    } catch (error) {
      dispatch({ type: 'failed', error: errorText(error) });
    }
  }, []);

  return { ...state, typing: state.pending > 0, send };
}
