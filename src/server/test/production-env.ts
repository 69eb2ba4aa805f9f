/** Test-only: the settings a production instance needs (NODE_ENV=production requires the secrets). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-session-secret',
  DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
  LOG_LEVEL: 'silent',
};
