// Regenerates the five demo brands: data/brands/{flavour}.json and their SVG images under
// data/brands/assets (served at /brand-assets/). The committed JSON is what the app imports; this
// script is only how it was written. Run: node scripts/generate-demo-brands.mjs
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { assets } from './demo-brands/shared.mjs';
import { contrast } from './demo-brands/svg.mjs';
import { bistro, look as bistroLook } from './demo-brands/bistro.mjs';
import { grocer, look as grocerLook } from './demo-brands/grocer.mjs';
import { wholesale, look as wholesaleLook } from './demo-brands/wholesale.mjs';
import { motors, look as motorsLook } from './demo-brands/motors.mjs';
import { parts, look as partsLook } from './demo-brands/parts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const brandsDir = join(root, 'data', 'brands');
const assetsDir = join(brandsDir, 'assets');

const brands = [
  ['bistro', bistro, bistroLook],
  ['grocer', grocer, grocerLook],
  ['wholesale', wholesale, wholesaleLook],
  ['motors', motors, motorsLook],
  ['parts', parts, partsLook],
];

for (const [flavour, , look] of brands) {
  // Buttons put white text on the primary colour: keep it readable (WCAG AA).
  const ratio = contrast(look.primary, '#ffffff');
  if (ratio < 4.5) throw new Error(`${flavour}: white on ${look.primary} is only ${ratio.toFixed(2)}:1`);
}

const files = brands.map(([flavour, build]) => [flavour, build()]);

await rm(assetsDir, { recursive: true, force: true });
let bytes = 0;
for (const [path, content] of [...assets].sort(([a], [b]) => a.localeCompare(b))) {
  const file = join(assetsDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  bytes += Buffer.byteLength(content);
}

for (const [flavour, brand] of files) {
  const file = join(brandsDir, `${flavour}.json`);
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(JSON.stringify(brand), { ...options, filepath: file }));
  const items = brand.Recipes.length || brand.Products.length;
  console.log(
    `${flavour}.json: ${brand.Categories.length} categories, ${items} ${brand.Recipes.length ? 'recipes' : 'products'}`,
  );
}
console.log(`${assets.size} assets, ${(bytes / 1024).toFixed(0)} KiB`);
