import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  closeAssistant,
  isAssistantOpen,
  openAssistant,
  registerPromptHandler,
  subscribeAssistant,
} from './assistant-store';

beforeEach(() => {
  closeAssistant();
});

describe('assistant store', () => {
  it('is closed by default and opens and closes', () => {
    expect(isAssistantOpen()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = subscribeAssistant(listener);
    openAssistant();
    expect(isAssistantOpen()).toBe(true);
    closeAssistant();
    expect(isAssistantOpen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('sends the prompt through the registered handler', () => {
    const sent: string[] = [];
    const unregister = registerPromptHandler((p) => sent.push(p));
    openAssistant('Find office chairs under $300');
    expect(isAssistantOpen()).toBe(true);
    expect(sent).toEqual(['Find office chairs under $300']);
    openAssistant('   ');
    expect(sent).toHaveLength(1);
    unregister();
  });

  it('queues prompts until a handler registers', () => {
    openAssistant('first');
    openAssistant('second');
    const sent: string[] = [];
    const unregister = registerPromptHandler((p) => sent.push(p));
    expect(sent).toEqual(['first', 'second']);
    unregister();
    openAssistant('third');
    expect(sent).toEqual(['first', 'second']);
    const later: string[] = [];
    registerPromptHandler((p) => later.push(p))();
    expect(later).toEqual(['third']);
  });
});
