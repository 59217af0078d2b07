import type { ExtraObject } from '@storefront/contract/catalog';
import { chosenExtras, unitPricePence } from '@storefront/domain/extras';
import { validateExtraDetail } from '@storefront/domain/extra-detail';
import { builderFromExtraDetail, builderPricePence } from '@storefront/domain/menu-builder';
import { toPence } from '@storefront/domain/money';

export interface PricedExtra {
  Group: string;
  ExtraTitle: string;
  ExtraQuantity: number;
  ExtraPricePence: number;
}
export type PricingResult =
  | { ok: true; unitPence: number; extras: PricedExtra[] }
  | { ok: false; issues: { path: (string | number)[]; message: string }[] };

/**
 * The unit price of one order line from the catalogue: the base price plus the menu-builder choices and extras
 * the client named (the same rules the popup applies, from packages/domain). Client prices are never read;
 * unknown extras, broken group rules and unfinished builders are issues with their paths.
 */
export function priceLine(
  basePence: number,
  extraObject: ExtraObject | null,
  details: readonly { ExtraTitle: string; ExtraQuantity: number }[],
): PricingResult {
  const entries = details.map((d) => ({
    ExtraTitle: d.ExtraTitle,
    ExtraQuantity: d.ExtraQuantity,
    ExtraPrice: 0,
  }));
  const issues: { path: (string | number)[]; message: string }[] = [];
  const steps = extraObject?.MenuBuilder ?? [];
  const builder =
    steps.length > 0
      ? builderFromExtraDetail(steps, entries)
      : { state: [], used: new Set<number>(), complete: true };
  if (!builder.complete)
    issues.push({ path: ['ExtraDetail'], message: 'Complete every step of the menu builder' });
  const checked = validateExtraDetail(entries, extraObject, builder.used);
  issues.push(
    ...checked.issues.map((i) => ({
      path: i.path[0] === 'ExtraDetail' ? [...i.path] : ['ExtraDetail', ...i.path],
      message: i.message,
    })),
  );
  if (issues.length > 0) return { ok: false, issues };

  const builderExtras: PricedExtra[] = builder.state.map((choice) => {
    const step = steps.find((s) => s.Id === choice.stepId);
    const price = step?.Choose.find((c) => c.Item === choice.item)?.Price ?? 0;
    return {
      Group: step?.Title ?? '',
      ExtraTitle: choice.item,
      ExtraQuantity: 1,
      ExtraPricePence: toPence(price),
    };
  });
  const groupExtras = chosenExtras(checked.selection, extraObject).map((e) => ({
    Group: e.groupKey,
    ExtraTitle: e.title,
    ExtraQuantity: e.quantity,
    ExtraPricePence: e.pricePence,
  }));
  return {
    ok: true,
    unitPence:
      unitPricePence(basePence, checked.selection, extraObject) + builderPricePence(steps, builder.state),
    extras: [...builderExtras, ...groupExtras],
  };
}
