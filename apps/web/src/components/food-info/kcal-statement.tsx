import { DAILY_KCAL_STATEMENT } from '@storefront/domain/food-info';

/**
 * The statement the calorie labelling rules (SI 2021/909) ask for wherever kcal are shown: said once under a
 * list when any of its items shows kcal.
 */
export function KcalStatement({
  items,
}: {
  items: readonly { Data: readonly { FoodInfo?: { Kcal: number | null } | null | undefined }[] }[];
}) {
  const any = items.some((page) => page.Data.some((item) => typeof item.FoodInfo?.Kcal === 'number'));
  return any ? <p className="kcal-statement">{DAILY_KCAL_STATEMENT}.</p> : null;
}
