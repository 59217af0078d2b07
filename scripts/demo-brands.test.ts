import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the generator is plain JavaScript, without declarations
import { bistro } from './demo-brands/bistro.mjs';
// @ts-expect-error -- as above
import { grocer } from './demo-brands/grocer.mjs';
// @ts-expect-error -- as above
import { wholesale } from './demo-brands/wholesale.mjs';
// @ts-expect-error -- as above
import { motors } from './demo-brands/motors.mjs';
// @ts-expect-error -- as above
import { parts } from './demo-brands/parts.mjs';

const builders: [string, () => unknown][] = [
  ['bistro', bistro as () => unknown],
  ['grocer', grocer as () => unknown],
  ['wholesale', wholesale as () => unknown],
  ['motors', motors as () => unknown],
  ['parts', parts as () => unknown],
];

/**
 * The committed demo brands are what `scripts/generate-demo-brands.mjs` writes: an edit made to the JSON alone is
 * lost at the next regeneration (a first-order code once went back to once-per-customer that way).
 */
describe('demo brand files', () => {
  it.each(builders)('data/brands/%s.json is what its generator writes', (flavour, build) => {
    const committed: unknown = JSON.parse(readFileSync(join('data', 'brands', `${flavour}.json`), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(build())));
  });
});
