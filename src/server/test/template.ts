/**
 * Test databases on a PostgreSQL server are named after the database of TEST_DATABASE_URL
 * (`test` → templates `test_template` and `test_template_demo`, clones `test_t_…`), so runs pointed at
 * different databases on one server never drop each other's.
 */
export function testDbPrefix(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'procura';
}

/**
 * What a test database starts with: `empty` holds the migrations and the reference data (roles,
 * permissions, settings) only, so a test sees nothing but the rows it creates; `demo` adds the demo
 * data set, for the tests whose point is that data set (the seed tests).
 */
export type TemplateKind = 'empty' | 'demo';

export const templateDb = (url: string, kind: TemplateKind = 'empty') =>
  `${testDbPrefix(url)}_template${kind === 'demo' ? '_demo' : ''}`;
/** The LIKE pattern of this run's templates. */
export const templatePattern = (url: string) => `${testDbPrefix(url).replaceAll('_', '\\_')}\\_template%`;
/** The LIKE pattern of this run's clones. */
export const clonePattern = (url: string) => `${testDbPrefix(url).replaceAll('_', '\\_')}\\_t\\_%`;
export const cloneName = (url: string, suffix: string) => `${testDbPrefix(url)}_t_${suffix}`;

/** The same server, database `postgres`, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return withDb(url, 'postgres');
}

export function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
