import type {
  BranchHours,
  DeliveryHours,
  DeliveryHoursBody,
  OpeningHoursRow,
} from '@storefront/contract/admin-config';
import { BrandConfig } from '@storefront/contract/brand-config';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { BrandContext } from './brand.service';
import { createSettingsRepository } from './settings.repository';
import { changedFields, recordAudit, type Actor } from './audit';
import { createDeliveryHoursRepository } from './delivery-hours.repository';

type ConfigPart = Omit<DeliveryHours, 'Branches'>;

/** The fields of the brand configuration the screen edits. */
function configPart(config: BrandConfig): ConfigPart {
  return {
    MinDeliveryTime: config.MinDeliveryTime,
    MinCollectionTime: config.MinCollectionTime,
    MinEatInTime: config.MinEatInTime,
    DeliveryFrom: config.DeliveryFrom,
    CollectionFrom: config.CollectionFrom,
    EatInFrom: config.EatInFrom,
    DeliveryFee: config.DeliveryFee,
    MinDeliveryOrder: config.MinDeliveryOrder,
    DeliveryAreas: config.DeliveryAreas,
  };
}

/** A week's openings in a stable order (day, then opening time), so an unchanged week compares equal. */
const sortedHours = (hours: readonly OpeningHoursRow[]): OpeningHoursRow[] =>
  [...hours]
    .map(({ Day, Open, Close }) => ({ Day, Open, Close }))
    .sort((a, b) => a.Day - b.Day || a.Open.localeCompare(b.Open) || a.Close.localeCompare(b.Close));

const toBranchHours = (b: { id: number; name: string; openingHours: OpeningHoursRow[] }): BranchHours => ({
  BranchId: b.id,
  Name: b.name,
  OpeningHours: sortedHours(b.openingHours),
});

/**
 * The owners' "Delivery & hours" screen: minimum times, the hours each channel takes orders from, the delivery
 * fee, minimum order and delivery areas (all in the brand configuration) and the branches' opening hours. A save
 * runs in one transaction with its audit entry and bumps the brand's version, so getConfig, the postcode check
 * and checkout use the new values on their next request.
 */
export function createDeliveryHoursService(db: Db, options: { onBrandChanged: (flavour: string) => void }) {
  return {
    async get(brand: BrandContext): Promise<DeliveryHours> {
      const branches = await createDeliveryHoursRepository(db).branchHours(brand.id);
      return { ...configPart(brand.config), Branches: branches.map(toBranchHours) };
    },

    /** Saves an owner's changes, checked with the brand import's schema as a whole configuration. */
    async save(brand: BrandContext, actor: Actor, body: DeliveryHoursBody): Promise<DeliveryHours> {
      const result = await db.transaction(async (tx) => {
        const office = createSettingsRepository(tx);
        const hoursRepo = createDeliveryHoursRepository(tx);
        const row = await office.brandForUpdate(brand.id);
        if (!row) throw new HttpError(404, 'This brand was not found');
        const { Branches: branchBodies, ...edited } = body;
        const parsed = BrandConfig.safeParse({ ...row.brandConfig, ...edited });
        if (!parsed.success)
          throw new HttpError(
            400,
            `These settings are not valid: ${parsed.error.issues[0]?.message ?? ''}`,
            parsed.error.issues.map((i) => ({ Path: ['body', ...i.path].join('.'), Message: i.message })),
          );

        const stored = await hoursRepo.branchHoursForUpdate(brand.id);
        const known = new Map(stored.map((b) => [b.id, b]));
        branchBodies.forEach((b, i) => {
          if (!known.has(b.BranchId))
            throw new HttpError(400, `Branch ${b.BranchId} is not one of this brand's branches`, [
              { Path: `body.Branches.${i}.BranchId`, Message: 'Unknown branch' },
            ]);
        });
        const branchChanges = branchBodies
          .map((b) => ({
            id: b.BranchId,
            before: known.get(b.BranchId)!,
            hours: sortedHours(b.OpeningHours),
          }))
          .filter((c) => JSON.stringify(sortedHours(c.before.openingHours)) !== JSON.stringify(c.hours));

        const before = configPart(row.brandConfig);
        const after = configPart(parsed.data);
        const diff = changedFields(before, after);
        const configChanged = Object.keys(diff.after).length > 0;
        if (configChanged || branchChanges.length > 0) {
          for (const change of branchChanges)
            await hoursRepo.setOpeningHours(brand.id, change.id, change.hours);
          await office.updateBrand(brand.id, configChanged ? { brandConfig: parsed.data } : {});
          await recordAudit(tx, {
            brandId: brand.id,
            actor,
            action: 'delivery-hours',
            subject: 'Delivery & hours',
            before: {
              ...diff.before,
              ...(branchChanges.length > 0
                ? {
                    Branches: branchChanges.map((c) => ({
                      BranchId: c.id,
                      OpeningHours: sortedHours(c.before.openingHours),
                    })),
                  }
                : {}),
            },
            after: {
              ...diff.after,
              ...(branchChanges.length > 0
                ? { Branches: branchChanges.map((c) => ({ BranchId: c.id, OpeningHours: c.hours })) }
                : {}),
            },
          });
        }
        const changedHours = new Map(branchChanges.map((c) => [c.id, c.hours]));
        return {
          ...after,
          Branches: stored.map((b) =>
            toBranchHours({ ...b, openingHours: changedHours.get(b.id) ?? b.openingHours }),
          ),
        };
      });
      options.onBrandChanged(brand.flavour);
      return result;
    },
  };
}
export type DeliveryHoursService = ReturnType<typeof createDeliveryHoursService>;
