import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a screen that is not shown on arrival (a dialog's form, a prompt), loaded the first time it
 * is shown (React.lazy) so that a screen's first visit loads only what it shows (issue 10).
 * `prefetch` starts the load early, from the hover or focus of what opens it; a failed load is tried
 * again the next time.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Part = lazy(preload);
  return Object.assign(Part, {
    prefetch: () => void preload().catch(() => undefined),
    /** Resolves once the part is loaded (a failed load rejects). */
    load: () => preload().then(() => undefined),
    /** The component once loaded: rendering it directly does not suspend. */
    loaded: () => loaded,
  });
}

/** The props that start loading a lazy part when what opens it is hovered or focused. */
export function prefetchOn(part: { prefetch: () => void }) {
  return { onPointerEnter: part.prefetch, onFocus: part.prefetch };
}

/**
 * Renders `children` (lazy parts) from the first time `when` is true on, so that a dialog keeps its
 * closing animation; `fallback` shows while they load.
 */
export function ShownOnce({
  when,
  fallback = null,
  children,
}: {
  when: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(when);
  if (when && !shown) setShown(true);
  return shown || when ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
