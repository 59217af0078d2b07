/** Brand flavours are lower-case letters, digits and dashes (the contract's BrandFlavor rule). */
const FLAVOR = /^[a-z0-9][a-z0-9-]{1,40}$/;

export function isBrandFlavor(value: string | undefined): value is string {
  return value !== undefined && FLAVOR.test(value);
}

/** The brand a bare visit lands on. */
export const DEFAULT_BRAND = 'bistro';
