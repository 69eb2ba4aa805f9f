export const TEMPLATE_DB = 'procura_template';

/** The same server, database `postgres`, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return withDb(url, 'postgres');
}

export function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
