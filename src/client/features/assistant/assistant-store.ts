/**
 * Whether the chat dock is open (spec section 4: chatOpen defaults to closed), and a way for any part of
 * the app to open it with a prompt: `openAssistant('Find office chairs under $300')`.
 */
type PromptHandler = (prompt: string) => void;

let open = false;
let handler: PromptHandler | null = null;
let queued: string[] = [];
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** Opens the dock; a non-blank prompt is sent as if the user had typed it. */
export function openAssistant(prompt?: string): void {
  setOpen(true);
  if (!prompt || !prompt.trim()) return;
  if (handler) handler(prompt);
  else queued.push(prompt);
}

export function closeAssistant(): void {
  setOpen(false);
}

export function isAssistantOpen(): boolean {
  return open;
}

export function subscribeAssistant(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The chat registers how prompts are sent; prompts that arrived before that are sent now, in order. */
export function registerPromptHandler(next: PromptHandler): () => void {
  handler = next;
  const waiting = queued;
  queued = [];
  waiting.forEach((prompt) => next(prompt));
  return () => {
    if (handler === next) handler = null;
  };
}
