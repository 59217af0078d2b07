import type { LineFoodInfo } from '@storefront/contract/food-info';
import { DAILY_KCAL_STATEMENT, allergenWords, labelName } from '@storefront/domain/food-info';
import './line-allergens.css';

/** A dietary label the brand adds, by the name it gives it (WebCustomer.DietaryLabels). */
export interface NamedLabel {
  Code: string;
  Title: string;
}

/** The labels a line keeps, by name ('Vegan, Vegetarian'); the brand's own by its title. */
export function labelWords(labels: readonly string[], brandLabels: readonly NamedLabel[] = []): string {
  return labels.map((code) => brandLabels.find((l) => l.Code === code)?.Title ?? labelName(code)).join(', ');
}

/** True when any of the lines shows kcal, so the page adds the daily statement once. */
export const anyKcal = (infos: readonly (LineFoodInfo | null | undefined)[]) =>
  infos.some((info) => typeof info?.Kcal === 'number');

/** True when any line's information is not declared, so the page says once to ask the shop. */
export const anyUndeclared = (infos: readonly (LineFoodInfo | null | undefined)[]) =>
  infos.some((info) => !info);

/**
 * One order or cart line's food information as ordered: allergens always, the labels it keeps and its kcal
 * (per one: 'each' when the line has more) when asked. Nothing for an undeclared line (the page says once to
 * ask about those: anyUndeclared). Wherever kcal show, the page shows `DailyKcal` once too.
 */
export function LineAllergens({
  info,
  labels = false,
  kcal = false,
  quantity = 1,
  brandLabels,
}: {
  info: LineFoodInfo | null | undefined;
  labels?: boolean;
  kcal?: boolean;
  /** The line's quantity: kcal are per one. */
  quantity?: number;
  brandLabels?: readonly NamedLabel[];
}) {
  const words = allergenWords(info);
  if (!info || !words) return null;
  const labelText = labels ? labelWords(info.Labels, brandLabels) : '';
  const kcalText = kcal && info.Kcal !== null ? `${info.Kcal} kcal${quantity > 1 ? ' each' : ''}` : '';
  return (
    <span className="line-allergens">
      <span className="line-allergens__allergens">{words}</span>
      {labelText ? ` · ${labelText}` : null}
      {kcalText ? ` · ${kcalText}` : null}
    </span>
  );
}

/**
 * Said once under a list of lines: the statement the calorie rules ask for wherever kcal show (when `kcal`
 * and a line has them), and to ask the shop when a line's allergens are not declared.
 */
export function FoodInfoFootnote({
  infos,
  kcal = false,
}: {
  infos: readonly (LineFoodInfo | null | undefined)[];
  kcal?: boolean;
}) {
  const statement = kcal && anyKcal(infos);
  const ask = anyUndeclared(infos);
  if (!statement && !ask) return null;
  return (
    <p className="food-info-footnote">
      {ask ? <span>Ask us about allergens in items listed without them.</span> : null}
      {statement ? <span>{DAILY_KCAL_STATEMENT}.</span> : null}
    </p>
  );
}

/** The allergy note the customer sent with an order, set apart so they can check the shop has it right. */
export function YourAllergyNote({ note }: { note: string | null | undefined }) {
  if (!note) return null;
  return (
    <p className="allergy-note">
      <strong>Your allergy note:</strong> {note}
    </p>
  );
}
