import { useEffect } from 'react';

/** Sets the browser tab title to "<title> · Procura". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Procura` : 'Procura';
  }, [title]);
}
