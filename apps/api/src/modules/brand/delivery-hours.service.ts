import type {
  BranchHours,
  DeliveryHours,
  DeliveryHoursBody,
  OpeningHoursRow,
} from '@storefront/contract/admin-config';
import { BrandConfig, type LeadTimes } from '@storefront/contract/brand-config';
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

/** Lead times as stored: only the channels set, in a stable order; none set is null (the brand's). */
function storedLeadTimes(lead: LeadTimes | null | undefined): LeadTimes | null {
  if (!lead) return null;
  const out: LeadTimes = {};
  if (lead.Delivery !== undefined) out.Delivery = lead.Delivery;
  if (lead.Collection !== undefined) out.Collection = lead.Collection;
  if (lead.EatIn !== undefined) out.EatIn = lead.EatIn;
  return Object.keys(out).length > 0 ? out : null;
}

interface StoredBranch {
  id: number;
  name: string;
  openingHours: OpeningHoursRow[];
  leadTimes: LeadTimes | null;
}

const toBranchHours = (b: StoredBranch): BranchHours => ({
  BranchId: b.id,
  Name: b.name,
  OpeningHours: sortedHours(b.openingHours),
  LeadTimes: b.leadTimes ?? {},
});

/** A branch's hours and lead times as the audit log records them. */
const auditTimes = (id: number, times: { openingHours: OpeningHoursRow[]; leadTimes: LeadTimes | null }) => ({
  BranchId: id,
  OpeningHours: sortedHours(times.openingHours),
  ...(times.leadTimes ? { LeadTimes: times.leadTimes } : {}),
});

/**
 * The branches whose hours or lead times the body changes (a body without LeadTimes keeps them), refusing a
 * branch that is not the brand's.
 */
function branchChangesOf(stored: StoredBranch[], bodies: DeliveryHoursBody['Branches']) {
  const known = new Map(stored.map((b) => [b.id, b]));
  return bodies
    .map((b, i) => {
      const before = known.get(b.BranchId);
      if (!before)
        throw new HttpError(400, `Branch ${b.BranchId} is not one of this brand's branches`, [
          { Path: `body.Branches.${i}.BranchId`, Message: 'Unknown branch' },
        ]);
      const after = {
        openingHours: sortedHours(b.OpeningHours),
        leadTimes: b.LeadTimes === undefined ? before.leadTimes : storedLeadTimes(b.LeadTimes),
      };
      return { id: b.BranchId, before, after };
    })
    .filter((c) => JSON.stringify(auditTimes(c.id, c.before)) !== JSON.stringify(auditTimes(c.id, c.after)));
}

/** A delivery area must go out from one of the brand's branches. */
function checkAreaBranches(body: DeliveryHoursBody, stored: StoredBranch[]): void {
  const ids = new Set(stored.map((b) => b.id));
  const problems = body.DeliveryAreas.flatMap((area, i) =>
    area.BranchId === undefined || ids.has(area.BranchId)
      ? []
      : [{ Path: `body.DeliveryAreas.${i}.BranchId`, Message: 'Choose one of the branches' }],
  );
  if (problems.length > 0)
    throw new HttpError(400, `These settings are not valid: ${problems[0]!.Message}`, problems);
}

/**
 * The owners' "Delivery & hours" screen: minimum times, the hours each channel takes orders from, the delivery
 * fee, minimum order and delivery areas (all in the brand configuration) and the branches' opening hours. A save
 * runs in one transaction with its audit entry and bumps the brand's version, so getConfig, the postcode check
 * and checkout use the new values on their next request.
 */
export function createDeliveryHoursService(db: Db, options: { onBrandChanged: (flavour: string) => void }) {
  return {
    /** The brand's configuration and branches as cached with its version (a save bumps it). */
    get(brand: BrandContext): DeliveryHours {
      return { ...configPart(brand.config), Branches: brand.branches.map(toBranchHours) };
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
        checkAreaBranches(body, stored);
        const branchChanges = branchChangesOf(stored, branchBodies);

        const before = configPart(row.brandConfig);
        const after = configPart(parsed.data);
        const diff = changedFields(before, after);
        const configChanged = Object.keys(diff.after).length > 0;
        if (configChanged || branchChanges.length > 0) {
          for (const change of branchChanges)
            await hoursRepo.setBranchTimes(brand.id, change.id, change.after);
          await office.updateBrand(brand.id, configChanged ? { brandConfig: parsed.data } : {});
          await recordAudit(tx, {
            brandId: brand.id,
            actor,
            action: 'delivery-hours',
            subject: 'Delivery & hours',
            before: {
              ...diff.before,
              ...(branchChanges.length > 0
                ? { Branches: branchChanges.map((c) => auditTimes(c.id, c.before)) }
                : {}),
            },
            after: {
              ...diff.after,
              ...(branchChanges.length > 0
                ? { Branches: branchChanges.map((c) => auditTimes(c.id, c.after)) }
                : {}),
            },
          });
        }
        const changed = new Map(branchChanges.map((c) => [c.id, c.after]));
        return {
          ...after,
          Branches: stored.map((b) => toBranchHours({ ...b, ...changed.get(b.id) })),
        };
      });
      options.onBrandChanged(brand.flavour);
      return result;
    },
  };
}
export type DeliveryHoursService = ReturnType<typeof createDeliveryHoursService>;
