/**
 * Ctrl+K / ⌘K goes to search. The home page's search box (which shows the ⌘K hint) takes the shortcut
 * while it is on the page; everywhere else the search palette opens. The palette owns the one key
 * listener and asks here first.
 */
type FocusBox = () => void;
let claimed: FocusBox | null = null;

/** The search box takes the shortcut until the returned function releases it. */
export function claimSearchShortcut(focusBox: FocusBox): () => void {
  claimed = focusBox;
  return () => {
    if (claimed === focusBox) claimed = null;
  };
}

/** Focuses the search box that claimed the shortcut; false when there is none on the page. */
export function focusClaimedSearchBox(): boolean {
  if (!claimed) return false;
  claimed();
  return true;
}
