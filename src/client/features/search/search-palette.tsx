import { lazy, Suspense, useEffect, useState } from 'react';

import { isSearchShortcut } from './search-rules';
import { focusClaimedSearchBox } from './search-shortcut';

const PaletteDialog = lazy(() => import('./palette-dialog').then((m) => ({ default: m.PaletteDialog })));

/**
 * The search palette: Ctrl+K / ⌘K on any page without the home search box opens the same search
 * (GET /api/search) in a dialog; arrow keys move through the rows, Enter opens one, Escape closes.
 * The dialog's code loads the first time it opens.
 */
export function SearchPalette() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      if (!focusClaimedSearchBox()) setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
