/** Where to go after sign-in: only a same-site path (never another origin, never back to /login). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/login' || next.startsWith('/login?') || next.startsWith('/login/')) return '/';
  return next;
}

/** The sign-in URL that returns to `pathAndQuery` afterwards. */
export function loginUrlFor(pathAndQuery: string): string {
  return `/login?next=${encodeURIComponent(pathAndQuery || '/')}`;
}
