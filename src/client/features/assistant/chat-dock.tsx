import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Bot, Send } from 'lucide-react';
import { QUICK_ACTIONS } from '@shared/assistant/quick-actions';

import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import type { ChatMessage } from './chat-state';
import { Insights } from './insights';
import type { ReplyKind } from './use-chat';
import { CloseButton } from '../../components/close-button';

type Props = {
  messages: ChatMessage[];
  typing: boolean;
  error: string | null;
  onSend: (text: string, kind: ReplyKind) => void;
  onClose: () => void;
};

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The chat dock: insights, quick-action prompts, the conversation (about 12rem, scrolls) and the input.
 * Escape closes it (the widget then returns focus to what opened it).
 */
export function ChatDock({ messages, typing, error, onSend, onClose }: Props) {
  const [input, setInput] = useState('');
  const outputRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    const el = outputRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, typing]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!input.trim()) return;
    onSend(input, 'typed');
    setInput('');
  }

  return (
    <section
      role="dialog"
      aria-labelledby="assistant-title"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      className="fixed right-4 bottom-24 z-50 flex max-h-[calc(100vh-8rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border bg-white shadow-2xl"
    >
      <header className="flex items-center justify-between gap-2 bg-gradient-to-r from-blue-600 to-indigo-600 px-4 py-3 text-white">
        <h2 id="assistant-title" className="flex items-center gap-2 text-sm font-semibold">
          <Bot className="size-5" aria-hidden="true" />
          Procurement Assistant
        </h2>
        <CloseButton
          label="Close assistant"
          onClick={onClose}
          className="rounded-md p-1 text-white/80 hover:bg-white/15 hover:text-white focus-visible:ring-white"
        />
      </header>

      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3">
        <Insights />
        <div>
          <p className="mb-1.5 text-xs font-medium text-muted-foreground">Quick actions</p>
          <div className="flex flex-wrap gap-1.5">
            {QUICK_ACTIONS.map((action) => (
              <button
                key={action.id}
                type="button"
                data-quick-action={action.id}
                onClick={() => onSend(action.text, 'quickAction')}
                className="rounded-full border border-blue-200 bg-blue-50 px-2.5 py-1 text-left text-xs text-blue-800 transition-colors hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {action.text}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div
        ref={outputRef}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        className="max-h-48 min-h-16 space-y-2 overflow-y-auto border-t bg-slate-50 p-3"
      >
        {messages.length === 0 && !typing ? (
          <p className="text-xs text-muted-foreground">Ask about requests, spend, budgets or blanket POs.</p>
        ) : null}
        {messages.map((m) => (
          <div
            key={m.id}
            data-sender={m.sender}
            className={cn('flex', m.sender === 'user' ? 'justify-end' : 'justify-start')}
          >
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-2 text-[13px] leading-snug',
                m.sender === 'user' ? 'bg-blue-600 text-white' : 'border bg-white text-slate-800',
              )}
            >
              <p className="whitespace-pre-wrap break-words">{m.message}</p>
              <time
                dateTime={m.timestamp.toISOString()}
                className={cn(
                  'mt-0.5 block text-[10px]',
                  m.sender === 'user' ? 'text-blue-100' : 'text-slate-400',
                )}
              >
                {timeFormat.format(m.timestamp)}
              </time>
            </div>
          </div>
        ))}
        {typing ? (
          <div
            data-testid="assistant-typing"
            className="flex items-center gap-1 px-1 py-1"
            aria-label="Assistant is typing"
          >
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-slate-400"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-xs text-destructive">
            The assistant could not answer: {error}
          </p>
        ) : null}
      </div>

      <form onSubmit={submit} className="flex gap-2 border-t p-3">
        <Input
          ref={inputRef}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder="Ask the procurement assistant..."
          aria-label="Message the assistant"
        />
        <Button type="submit" size="sm" className="h-9">
          <Send aria-hidden="true" />
          Send
        </Button>
      </form>
    </section>
  );
}
