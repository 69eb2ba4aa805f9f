import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { MessageCircle } from 'lucide-react';

import {
  closeAssistant,
  isAssistantOpen,
  openAssistant,
  registerPromptHandler,
  subscribeAssistant,
} from './assistant-store';
import { useChat } from './use-chat';

/** The dock's code loads when the assistant first opens (it stays off the first screen). */
const ChatDock = lazy(() => import('./chat-dock').then((m) => ({ default: m.ChatDock })));

/**
 * Where focus goes when the dock closes: back to what opened it (a page's "Ask AI" button), or to the
 * floating chat button when that opened it (it is replaced by the dock while open, then shown again).
 */
function useReturnFocus(open: boolean, button: RefObject<HTMLButtonElement | null>) {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(open);
  // A layout effect: it runs before the dock's own effect moves focus into its input.
  useLayoutEffect(() => {
    if (open && !wasOpen.current) opener.current = document.activeElement;
    if (!open && wasOpen.current) {
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
      else button.current?.focus();
    }
    wasOpen.current = open;
  }, [open, button]);
}

/**
 * The floating chat button and, when open, the chat dock in its place. On wide screens the button
 * sits beside the navigation dock, in the page's bottom gutter (AppLayout), never over a page's
 * actions; on narrow ones above the dock.
 */
export function AssistantWidget() {
  const open = useSyncExternalStore(subscribeAssistant, isAssistantOpen, isAssistantOpen);
  const chat = useChat();
  const { send } = chat;
  const button = useRef<HTMLButtonElement>(null);
  useReturnFocus(open, button);

  useEffect(() => registerPromptHandler((prompt) => void send(prompt, 'typed')), [send]);
  useEffect(() => () => closeAssistant(), []);

  if (!open) {
    return (
      <button
        ref={button}
        type="button"
        onClick={() => openAssistant()}
        aria-label="Open procurement assistant"
        className="fixed right-4 bottom-24 z-50 flex size-14 lg:bottom-3 items-center justify-center rounded-full bg-gradient-to-br from-blue-600 to-indigo-600 text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <ChatDock
        messages={chat.messages}
        typing={chat.typing}
        error={chat.error}
        onSend={(text, kind) => void send(text, kind)}
        onClose={closeAssistant}
      />
    </Suspense>
  );
}
