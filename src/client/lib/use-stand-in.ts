import { useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { assignRef } from './assign-ref';

const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

export type StandInMode = 'stand-in' | 'live' | 'open';

/**
 * The stand-in button of a control whose code loads on first use (LazySelect, TypeAheadSelect): hovering
 * or focusing it loads the part and makes the control live (taking the focus if the stand-in had it);
 * opening it (primary click, Enter, Space, arrows) before that opens the control once loaded.
 * `props` go on the stand-in button; `mode` says what to render.
 */
export function useStandIn(
  part: { loaded: () => unknown; load: () => Promise<void> },
  ref: Ref<HTMLButtonElement> | undefined,
  onFocus?: (e: FocusEvent<HTMLButtonElement>) => void,
) {
  const [mode, setMode] = useState<StandInMode>(() => (part.loaded() ? 'live' : 'stand-in'));
  const [focus, setFocus] = useState(false);
  const standIn = useRef<HTMLButtonElement | null>(null);

  function go(next: 'live' | 'open') {
    part.load().then(
      () => {
        setFocus(document.activeElement === standIn.current);
        setMode((m) => (m === 'open' ? m : next));
      },
      () => undefined,
    );
  }

  const props = {
    ref: (node: HTMLButtonElement | null) => {
      standIn.current = node;
      assignRef(ref, node);
    },
    onPointerEnter: () => go('live'),
    onFocus: (e: FocusEvent<HTMLButtonElement>) => {
      onFocus?.(e);
      go('live');
    },
    onPointerDown: (e: PointerEvent) => {
      if (e.button !== 0 || e.ctrlKey) return;
      e.preventDefault();
      go('open');
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (!OPEN_KEYS.has(e.key)) return;
      e.preventDefault();
      go('open');
    },
  };
  return { mode, focus, props };
}
