/**
 * Dine-in tables (ADR 0021, 0048): a table's QR code names its table and, where the brand has several branches,
 * its branch (`dine-in?table=12&branch=12`). Both apps read a branch's tables and word an unknown table here.
 */

/**
 * The tables dine-in orders at a branch may name: the branch's own list (brand file `Branches[].DineInTables`),
 * else the brand's (`BrandConfig.DineInTables`); undefined when neither lists them (any table 1–999).
 */
export function dineInTablesAt(
  branchTables: readonly number[] | null | undefined,
  brandTables: readonly number[] | undefined,
): readonly number[] | undefined {
  return branchTables ?? brandTables;
}

/** A table the branch (or the brand) does not have; the branch is named where the brand has several. */
export function noTableMessage(table: number, branchName?: string | null): string {
  return `We have no table ${table}${branchName ? ` at ${branchName}` : ''}: check the number on your table`;
}
