import type { Db } from '../db/client';
import { createBrandFileService } from '../modules/brand-file/brand-file.service';
import { readBrandFiles } from '../seed';
import { makeBrandFile } from './fixtures';

export const ALPHA = { id: 901, flavour: 'alpha' } as const;
export const BETA = { id: 902, flavour: 'beta' } as const;
/** Changed only by the back-office tests (stock, channels, settings): the others can rely on alpha and beta. */
export const GAMMA = { id: 903, flavour: 'gamma' } as const;

/** The demo brands plus small fixture brands: alpha and beta, and gamma for the back office's changes. */
export async function seedTestBrands(db: Db, brandsDir: string[]): Promise<void> {
  const result = await createBrandFileService(db).importBrands([
    ...readBrandFiles(brandsDir),
    { source: 'alpha', document: makeBrandFile(ALPHA.id, ALPHA.flavour) },
    { source: 'beta', document: makeBrandFile(BETA.id, BETA.flavour) },
    { source: 'gamma', document: makeBrandFile(GAMMA.id, GAMMA.flavour) },
  ]);
  if (!result.ok)
    throw new Error(
      `Test brands did not import:\n${result.problems.map((p) => `${p.source} ${p.path}: ${p.message}`).join('\n')}`,
    );
}
