import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, type Env } from '../config/env';
import { openDatabase, type Db } from '../db/client';
import { createBrandFileService } from '../modules/brand-file/brand-file.service';
import { createBrandRepository } from '../modules/brand/brand.repository';
import { createBrandService } from '../modules/brand/brand.service';
import { shareImagesFor } from '../modules/seo';

const USAGE = `Usage:
  npm run brand -- import FILE...     validate, then import (or replace) brands; nothing is written if any file has a problem
  npm run brand -- export FLAVOUR     print a brand as JSON (imports back to the same data)
  npm run brand -- list               list the brands in the database

Uses DATABASE_URL when set, else the embedded database in PGLITE_DIR (default ./data/db).
With the embedded database, stop the server first: one process at a time may open it.`;

/** Imports the files' brands (all or none), then draws their share cards (ADR 0041) into SHARE_IMAGES_DIR. */
async function importFiles(
  service: ReturnType<typeof createBrandFileService>,
  inputs: { source: string; document: unknown }[],
  env: Env,
  db: Db,
): Promise<number> {
  const result = await service.importBrands(inputs);
  if (!result.ok) {
    for (const p of result.problems) console.error(`${p.source}: ${p.path}: ${p.message}`);
    console.error(`${result.problems.length} problem(s); nothing was imported.`);
    return 1;
  }
  for (const b of result.brands)
    console.log(`imported ${b.flavour} (BrandId ${b.id}): ${b.recipes} recipes, ${b.products} products`);
  const brands = createBrandService(createBrandRepository(db));
  const cards = await shareImagesFor(env, db, brands).generate(result.brands.map((b) => b.flavour));
  console.log(`drew ${cards} share cards in ${env.SHARE_IMAGES_DIR}`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (
    !command ||
    command === '--help' ||
    command === '-h' ||
    !['import', 'export', 'list'].includes(command)
  ) {
    console.error(USAGE);
    return command && !['--help', '-h'].includes(command) ? 2 : 0;
  }
  // Read and parse the files before opening the database, so a bad path or JSON syntax fails fast.
  const inputs: { source: string; document: unknown }[] = [];
  if (command === 'import') {
    if (args.length === 0) {
      console.error('import: give at least one brand file\n\n' + USAGE);
      return 2;
    }
    let unreadable = false;
    for (const file of args) {
      try {
        inputs.push({
          source: path.basename(file),
          document: JSON.parse(readFileSync(file, 'utf8')) as unknown,
        });
      } catch (error) {
        console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
        unreadable = true;
      }
    }
    if (unreadable) {
      console.error('Nothing was imported.');
      return 1;
    }
  }

  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    const service = createBrandFileService(database.db);
    if (command === 'import') return await importFiles(service, inputs, env, database.db);
    if (command === 'export') {
      const flavour = args[0];
      if (!flavour) {
        console.error('export: give a brand flavour\n\n' + USAGE);
        return 2;
      }
      const file = await service.exportBrand(flavour);
      if (!file) {
        console.error(`No brand '${flavour}'.`);
        return 1;
      }
      process.stdout.write(JSON.stringify(file, null, 2) + '\n');
      return 0;
    }
    const rows = await service.listBrands();
    if (rows.length === 0)
      console.log(
        'No brands yet: `npm start` imports the demo brands, or use `npm run brand -- import FILE`.',
      );
    for (const b of rows)
      console.log(
        `${String(b.id).padStart(4)}  ${b.flavour.padEnd(16)} ${b.name.padEnd(28)} ${b.categories} categories, ${b.recipes} recipes, ${b.products} products, ${b.customers} customers`,
      );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
