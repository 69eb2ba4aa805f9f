/**
 * EXPLAIN (ANALYZE, BUFFERS) of the job runner's statements (claim, next due, prune) and of the admin
 * outbox list on a scratch database filled with 500,000 done jobs, 5,200 pending and 200,000 mails.
 * It EMPTIES the jobs and outbox tables of JOBS_EXPLAIN_DATABASE_URL: point it at a scratch database.
 */
import { openDatabase, runMigrations } from '../src/server/db/client';
import pg from 'pg';

const url = process.env.JOBS_EXPLAIN_DATABASE_URL;
if (!url) {
  console.error(
    'Set JOBS_EXPLAIN_DATABASE_URL to a scratch PostgreSQL database (its jobs and outbox are emptied).',
  );
  process.exit(1);
}
const d = await openDatabase({ databaseUrl: url });
await runMigrations(d);
await d.close();
const c = new pg.Client({ connectionString: url });
await c.connect();
await c.query('truncate jobs, outbox');
await c.query(`insert into jobs (kind, status, run_at, done_at, attempts, created_at)
  select case when i % 3 = 0 then 'mail.deliver' else 'contracts.renewal-notices' end, 'done', now() - (i * 2.4 || ' seconds')::interval, now() - (i * 2.4 || ' seconds')::interval, 1, now() - (i * 2.4 || ' seconds')::interval from generate_series(1, 500000) i`);
await c.query(
  `insert into jobs (kind, status, run_at, done_at, attempts) select 'mail.deliver', 'failed', now() - (i || ' minutes')::interval, now(), 8 from generate_series(1, 2000) i`,
);
await c.query(
  `insert into jobs (kind, run_at) select 'mail.deliver', now() + (i || ' seconds')::interval from generate_series(1, 5000) i`,
);
await c.query(
  `insert into jobs (kind, run_at) select 'mail.deliver', now() - (i || ' seconds')::interval from generate_series(1, 200) i`,
);
await c.query(`insert into outbox (to_addresses, subject, text, kind, status, created_at)
  select '["v@example.com"]'::jsonb, 'Invitation ' || i, 'Body', 'rfp.invitation', (array['sent','sent','sent','unsent','failed','queued'])[1 + i % 6], now() - (i || ' seconds')::interval from generate_series(1, 200000) i`);
await c.query('analyze jobs; analyze outbox');
const explain = async (label: string, q: string) => {
  const r = await c.query(`explain (analyze, buffers) ${q}`);
  console.log(`--- ${label}\n` + r.rows.map((x) => x['QUERY PLAN']).join('\n'));
};
await c.query('begin');
await explain(
  'claim 2',
  `update jobs set locked_by = 'me', locked_until = now() + make_interval(secs => 300), attempts = attempts + 1
  where id in (select id from jobs where status = 'pending' and run_at <= now() and kind in ('mail.deliver', 'contracts.renewal-notices', 'jobs.prune')
    and (locked_until is null or locked_until <= now()) order by run_at, id limit 2 for update skip locked) returning id`,
);
await c.query('rollback');
await explain(
  'next due',
  `select min(greatest(run_at, coalesce(locked_until, run_at))) from jobs where status = 'pending' and kind in ('mail.deliver')`,
);
await c.query('begin');
await explain(
  'prune batch',
  `delete from jobs where id = any(array(select id from jobs where status = 'done' and done_at < now() - make_interval(days => 7) order by done_at limit 1000))`,
);
await c.query('rollback');
await explain('outbox page', `select id, subject from outbox order by id desc limit 50`);
await explain(
  'outbox status page',
  `select id, subject from outbox where status = 'failed' order by id desc limit 50`,
);
await explain(
  'outbox status count',
  `select count(*) from (select 1 from outbox where status = 'failed' limit 1001) m`,
);
await c.end();
