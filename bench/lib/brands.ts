import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './benchmark';
import { onCleanup } from './cleanup';

/**
 * A brands folder with the demo bistro alone, every dish's stock a million and no per-order cap: a run places
 * orders for as long as it likes without selling anything out.
 */
export async function bistroWithPlentyOfStock(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-brands-'));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  const bistro = JSON.parse(await readFile(path.join(repoRoot, 'data/brands/bistro.json'), 'utf8')) as {
    Recipes: { RecipeStock?: number; RecipeMaxBuyAllowed?: number | null }[];
  };
  for (const recipe of bistro.Recipes) {
    recipe.RecipeStock = 1_000_000;
    recipe.RecipeMaxBuyAllowed = null;
  }
  await writeFile(path.join(dir, 'bistro.json'), JSON.stringify(bistro));
  return dir;
}
