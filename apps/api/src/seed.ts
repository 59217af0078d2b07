import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db/client';
import { createBrandRepository } from './modules/brand/brand.repository';
import { createBrandFileService, type ImportResult } from './modules/brand-file/brand-file.service';

/** Reads every `*.json` brand file of the folders. */
export function readBrandFiles(dirs: string | string[]) {
  return [dirs].flat().flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({ source: f, document: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown })),
  );
}

/** Imports the demo brands when the database holds no brand yet (first start). */
export async function seedDemoBrands(db: Db, brandsDir: string[]): Promise<ImportResult | undefined> {
  if ((await createBrandRepository(db).count()) > 0) return undefined;
  return createBrandFileService(db).importBrands(readBrandFiles(brandsDir));
}
