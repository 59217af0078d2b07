import { BrandFile, describeIssues } from '@storefront/contract/brand-file';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { createBrandRepository } from '../brand/brand.repository';
import { fileToRows, rowsToFile } from './brand-file.mapper';
import { createBrandFileRepository } from './brand-file.repository';

export interface BrandFileInput {
  /** Where the document came from, for messages (a file name). */
  source: string;
  document: unknown;
}
export interface BrandFileProblem {
  source: string;
  path: string;
  message: string;
}
export type ImportResult =
  | { ok: true; brands: { flavour: string; id: number; recipes: number; products: number }[] }
  | { ok: false; problems: BrandFileProblem[] };

/** Imports, exports and lists whole brands (the brand file format, docs/brand-format.md). */
export function createBrandFileService(db: Db) {
  const files = createBrandFileRepository();
  const brands = createBrandRepository(db);

  return {
    /**
     * Validates every document first; if any has a problem, nothing is written and every problem is returned
     * with its JSON path. Otherwise all brands are written in one transaction.
     */
    async importBrands(inputs: BrandFileInput[]): Promise<ImportResult> {
      const problems: BrandFileProblem[] = [];
      const parsed: { source: string; file: BrandFile }[] = [];
      for (const input of inputs) {
        const result = BrandFile.safeParse(input.document);
        if (result.success) parsed.push({ source: input.source, file: result.data });
        else
          problems.push(
            ...describeIssues(result.error, input.document).map((p) => ({ source: input.source, ...p })),
          );
      }
      const seenIds = new Map<number, string>();
      const seenFlavours = new Set<string>();
      for (const { source, file } of parsed) {
        const { BrandId, BrandFlavor } = file.WebCustomer.BrandData;
        if (seenFlavours.has(BrandFlavor))
          problems.push({
            source,
            path: '$.WebCustomer.BrandData.BrandFlavor',
            message: `Brand '${BrandFlavor}' is given twice`,
          });
        if (seenIds.has(BrandId) && seenIds.get(BrandId) !== BrandFlavor)
          problems.push({
            source,
            path: '$.WebCustomer.BrandData.BrandId',
            message: `BrandId ${BrandId} is given to two brands`,
          });
        seenFlavours.add(BrandFlavor);
        seenIds.set(BrandId, BrandFlavor);
        const byId = await brands.findById(BrandId);
        if (byId && byId.flavour !== BrandFlavor)
          problems.push({
            source,
            path: '$.WebCustomer.BrandData.BrandId',
            message: `BrandId ${BrandId} already belongs to brand '${byId.flavour}'`,
          });
        const byFlavour = await brands.findByFlavour(BrandFlavor);
        if (byFlavour && byFlavour.id !== BrandId)
          problems.push({
            source,
            path: '$.WebCustomer.BrandData.BrandId',
            message: `Brand '${BrandFlavor}' exists with BrandId ${byFlavour.id}; keep that id to replace it`,
          });
      }
      if (problems.length > 0) return { ok: false, problems };

      const rows = await Promise.all(
        parsed.map(async ({ file }) =>
          fileToRows(
            file,
            await Promise.all(
              file.Customers.map(async (c) => c.PasswordHash ?? (await hashPassword(c.Password ?? ''))),
            ),
          ),
        ),
      );
      await db.transaction(async (tx) => {
        for (const r of rows) await files.writeBrand(tx, r);
      });
      await files.vacuumAnalyze(db);
      return {
        ok: true,
        brands: rows.map((r) => ({
          flavour: r.brand.flavour,
          id: r.brand.id,
          recipes: r.recipes.length,
          products: r.products.length,
        })),
      };
    },

    /** The brand as a brand file, or undefined when there is no such brand. */
    async exportBrand(flavour: string): Promise<BrandFile | undefined> {
      const brand = await brands.findByFlavour(flavour);
      if (!brand) return undefined;
      const stored = await files.readBrand(db, brand.id);
      // Parsing puts every object's keys back in the documented order (jsonb keeps its own).
      return stored && BrandFile.parse(rowsToFile(stored));
    },

    listBrands: () => brands.listWithCounts(),
  };
}
export type BrandFileService = ReturnType<typeof createBrandFileService>;
