import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (e.g. a search box before it queries the server). */
export function useDebounce<T>(value: T, delayMs = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
