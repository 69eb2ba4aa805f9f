import { describe, expect, it } from 'vitest';

import { chatMessage, chatReducer, initialChatState, messageToSend, remainingDelay } from './chat-state';

describe('chat state', () => {
  it('a send adds the user message and waits for one reply', () => {
    const user = chatMessage('user', 'budget');
    let state = chatReducer(initialChatState, { type: 'sent', message: user });
    expect(state.messages).toEqual([user]);
    expect(state.pending).toBe(1);
    const reply = chatMessage('assistant', 'IT-2024 is at 87% utilization');
    state = chatReducer(state, { type: 'replied', message: reply });
    expect(state.messages.map((m) => m.sender)).toEqual(['user', 'assistant']);
    expect(state.pending).toBe(0);
  });

  it('a failure ends the wait and keeps the error until the next send', () => {
    let state = chatReducer(initialChatState, { type: 'sent', message: chatMessage('user', 'hi') });
    state = chatReducer(state, { type: 'failed', error: 'boom' });
    expect(state).toMatchObject({ pending: 0, error: 'boom' });
    state = chatReducer(state, { type: 'sent', message: chatMessage('user', 'again') });
    expect(state.error).toBeNull();
  });

  it('gives every message its own id, sender and timestamp', () => {
    const now = new Date('2025-01-01T10:00:00Z');
    const a = chatMessage('user', 'x', now);
    const b = chatMessage('user', 'x', now);
    expect(a.id).not.toBe(b.id);
    expect(a).toMatchObject({ sender: 'user', message: 'x', timestamp: now });
  });
});

describe('messageToSend', () => {
  it('ignores empty and whitespace-only input and trims the rest', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend('   \t\n')).toBeNull();
    expect(messageToSend('  budget  ')).toBe('budget');
  });
});

describe('remainingDelay', () => {
  it('waits out the rest of the minimum delay', () => {
    expect(remainingDelay(1000, 1300, 1000)).toBe(700);
    expect(remainingDelay(1000, 1000, 500)).toBe(500);
    expect(remainingDelay(1000, 2500, 1000)).toBe(0);
  });
});
