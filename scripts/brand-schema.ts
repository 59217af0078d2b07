// Writes docs/brand.schema.json from the zod brand-file schema.
// Run: node --import tsx scripts/brand-schema.ts (a contract test fails when the file is stale).
import { writeFileSync } from 'node:fs';
import { brandFileJsonSchemaText } from '../packages/contract/src/brand-json-schema';

const target = new URL('../docs/brand.schema.json', import.meta.url);
writeFileSync(target, brandFileJsonSchemaText());
console.log(`Wrote ${target.pathname}`);
