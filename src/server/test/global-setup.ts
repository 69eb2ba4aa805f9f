import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations, type Database } from '../db/client';
import { seedReferenceData } from '../seed/reference';
import { installDemoData } from '../seed/install-demo';
import { adminUrl, clonePattern, templateDb, withDb } from './template';

async function prepare(database: Database) {
  await runMigrations(database);
  await seedReferenceData(database.db);
  await installDemoData(database.db);
}

/**
 * Migrates and seeds one template database per run; every test file then works on its own clone
 * (PGlite: a data-dir dump loaded in memory; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    const leftovers = await admin.query(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [clonePattern(url), templateDb(url)],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${templateDb(url)}"`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDb(url, templateDb(url)) });
    await prepare(database);
    await database.close();
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      const rows = await c.query(`select datname from pg_database where datname like $1 or datname = $2`, [
        clonePattern(url),
        templateDb(url),
      ]);
      for (const { datname } of rows.rows) await c.query(`drop database if exists "${datname}" with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({});
  await prepare(database);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.resolve('.test-data', `template-${process.pid}.tar`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateFile', file);
  return async () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
  }
}
