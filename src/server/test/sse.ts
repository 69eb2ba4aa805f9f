/** A server-sent event as a test reads it off the wire. */
export type SseEvent = { id?: string; event: string; data: string };

/**
 * A real EventSource-like reader for API tests: GET `url` with the cookie over HTTP and parse the
 * `text/event-stream` it answers (fields id, event, data; comments skipped), keeping every event.
 */
export async function openEvents(url: string, cookie: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const pump = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const e: SseEvent = { event: 'message', data: '' };
          let any = false;
          for (const line of block.split('\n')) {
            if (!line || line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') e.id = value;
            else if (field === 'event') e.event = value;
            else if (field === 'data') e.data = value;
            else continue;
            any = true;
          }
          if (any && (e.data || e.id)) events.push(e);
        }
        for (const w of waiters) w();
      }
    } catch {
      // aborted
    }
    ended = true;
    for (const w of waiters) w();
  };
  void pump();

  /** The first event at or after index `from` that matches, waiting up to `ms`. */
  const next = (match: (e: SseEvent) => boolean, from = 0, ms = 5000) =>
    new Promise<SseEvent>((resolve, reject) => {
      const check = () => {
        const found = events.slice(from).find(match);
        if (found) return done(() => resolve(found));
        if (ended) return done(() => reject(new Error(`stream ended; events: ${JSON.stringify(events)}`)));
      };
      const timer = setTimeout(
        () =>
          done(() => reject(new Error(`no matching event in ${ms} ms; events: ${JSON.stringify(events)}`))),
        ms,
      );
      const done = (fn: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        fn();
      };
      waiters.add(check);
      check();
    });

  return {
    status: res.status,
    headers: res.headers,
    events,
    next,
    ended: () => ended,
    close: () => abort.abort(),
  };
}
