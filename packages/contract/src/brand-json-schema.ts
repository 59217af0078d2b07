import { z } from 'zod';
import { BRAND_FILE_FORMAT, BrandFile } from './brand-file';

/**
 * The brand file as JSON Schema (draft 2020-12), for editors and other tools. It describes the input
 * side, so fields with defaults are optional. The cross-checks (unique ids, items placed in existing
 * categories, menu-builder redirections, pence precision) are zod refinements with no JSON Schema
 * equivalent: `BrandFile.parse` remains the authority.
 */
export function brandFileJsonSchema(): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(BrandFile, {
    io: 'input',
    unrepresentable: 'any',
    // zod labels startsWith as format 'starts_with', which is not a JSON Schema format (strict validators
    // reject it); the pattern it also emits already says the same.
    // A default over an image link (a codec: image-link.ts) counts as transformed input, and zod drops such
    // defaults from the input side; the file's reader still gets them, so the schema says them.
    override: ({ zodSchema, jsonSchema }) => {
      if (jsonSchema.format === 'starts_with') delete jsonSchema.format;
      const def = zodSchema._zod.def;
      if (def.type === 'default' && !('default' in jsonSchema))
        jsonSchema.default = JSON.parse(JSON.stringify(def.defaultValue)) as unknown;
    },
  });
  return {
    $schema,
    title: `Storefront brand file (${BRAND_FILE_FORMAT})`,
    description:
      'One whole brand: look, ordering rules, catalogue, branches and customers. See docs/brand-format.md. ' +
      'Generated from packages/contract/src/brand-file.ts by scripts/brand-schema.ts; do not edit by hand.',
    ...schema,
  };
}

/** The committed text of docs/brand.schema.json. */
export function brandFileJsonSchemaText(): string {
  return JSON.stringify(brandFileJsonSchema(), null, 2) + '\n';
}
