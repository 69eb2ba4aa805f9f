import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations, type Database } from '../db/client';
import { seedReferenceData } from '../seed/reference';
import { installDemoData } from '../seed/install-demo';
import { adminUrl, clonePattern, templateDb, templatePattern, withDb } from './template';

async function prepare(database: Database) {
  await runMigrations(database);
  await seedReferenceData(database.db);
}

/** Drops this run's templates and clones (left over from an interrupted run, or done with). */
async function dropAll(url: string) {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  const rows = await admin.query(`select datname from pg_database where datname like $1 or datname like $2`, [
    clonePattern(url),
    templatePattern(url),
  ]);
  for (const { datname } of rows.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.end();
}

/**
 * Migrates one template database per run and a second one with the demo data set; every test file
 * then works on its own clone of one of them (PGlite: a data-dir dump loaded in memory; PostgreSQL:
 * CREATE DATABASE … TEMPLATE). See template.ts for what each holds.
 */
export default async function setup(project: TestProject) {
  // The demo data set's dates are relative to this instant; its tests read it back (demoToday()), so
  // a run that crosses midnight compares against the day the rows were seeded for.
  const today = new Date();
  project.provide('demoToday', today.toISOString());
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await dropAll(url);
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database "${templateDb(url, 'empty')}"`);
    const empty = await openDatabase({ databaseUrl: withDb(url, templateDb(url, 'empty')) });
    await prepare(empty);
    await empty.close();
    await admin.query(`create database "${templateDb(url, 'demo')}" template "${templateDb(url, 'empty')}"`);
    await admin.end();
    const demo = await openDatabase({ databaseUrl: withDb(url, templateDb(url, 'demo')) });
    await installDemoData(demo.db, { today });
    await demo.close();
    return () => dropAll(url);
  }
  const database = await openDatabase({});
  const dir = path.resolve('.test-data');
  mkdirSync(dir, { recursive: true });
  const dump = async (kind: 'empty' | 'demo') => {
    const file = path.join(dir, `template-${kind}-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await prepare(database);
  const emptyFile = await dump('empty');
  await installDemoData(database.db, { today });
  const demoFile = await dump('demo');
  await database.close();
  project.provide('templateFiles', { empty: emptyFile, demo: demoFile });
  return () => {
    rmSync(emptyFile, { force: true });
    rmSync(demoFile, { force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateFiles: { empty: string; demo: string };
    demoToday: string;
  }
}
