import { SEARCH_BLUR_DELAY_MS } from '@shared/search/types';

/** Focus shows at once; blur un-focuses only after `delayMs` (so a click on a result still lands). */
export function createFocusController(
  setFocused: (focused: boolean) => void,
  delayMs = SEARCH_BLUR_DELAY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    focus() {
      cancel();
      setFocused(true);
    },
    blur() {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        setFocused(false);
      }, delayMs);
    },
    /** Un-focus now (e.g. after choosing a result). */
    reset() {
      cancel();
      setFocused(false);
    },
    dispose: cancel,
  };
}
