import { toPence, toPounds } from './money';
import { isOfferedFor, type ChannelFlags, type DeliveryType } from './delivery-type';
import type { CartExtra } from './extra-detail';
import type { RolledUp } from './food-info';
import type { DaypartShape } from '@storefront/contract/menu-hours-rules';

/**
 * The cart (spec §3 cart lines, §4 "Add to cart", "Cart quantity"). Lines keep the spec's field names and
 * pounds, as local storage holds them; every total is computed in integer pence and converted back, so a
 * stored total is always quantity × unit price to the penny (no 0.1 + 0.2 drift).
 */

/** A recipe line (spec §3 "Cart recipe line"). RecipePrice is the unit price including extras. */
export interface CartRecipeLine extends ChannelFlags {
  RecipeId: number;
  RecipeTitle: string;
  RecipePrice: number;
  recipeTotal: number;
  RecipeImage: string | null;
  RecipeQuantity: number;
  IsDiscountedItem: boolean;
  RecipeExtraObject: readonly CartExtra[];
  socialDiscountItem: boolean;
  /** null: no limit. */
  RecipeMaxBuyAllowed: number | null;
  /** When the dish is served (its menu hours, as the catalogue gave them); absent: no limit. */
  Hours?: DaypartShape[] | undefined;
  /** The dish with the chosen extras when it was added (null: not declared; absent: a cart from before). */
  FoodInfo?: RolledUp | null | undefined;
}

/** A product line (spec §3 "Cart product line"). ProductOldPrice is the unit price including extras. */
export interface CartProductLine extends ChannelFlags {
  ProductId: number;
  ProductTitle: string;
  ProductOldPrice: number;
  ProductNewPrice: number | null;
  ProductTotal: number;
  ProductImageUrl: string | null;
  ProductUnits: string;
  IsDiscountedItem: boolean;
  ProductQuantity: number;
  ProductExtraObject: readonly CartExtra[];
  /**
   * Kg items bought by weight (PopupOnKgItems): the weight of one piece, 0.5–3.0 kg. ProductOldPrice is then
   * the price of that weight, and the line maps onto the order line's Quantity × WeightKg. Absent: not weighed.
   */
  WeightKg?: number | undefined;
  /** When the product is served (its menu hours, as the catalogue gave them); absent: no limit. */
  Hours?: DaypartShape[] | undefined;
  /** The product with the chosen extras when it was added (null: not declared; absent: a cart from before). */
  FoodInfo?: RolledUp | null | undefined;
}

export type CartLine = CartRecipeLine | CartProductLine;

/** Why a cart change was refused. */
export type CartRefusal = 'max-buy' | 'social-discount' | 'invalid-quantity' | 'no-such-line';

/** A change either applies, or leaves the lines as they were and says why. */
export type CartChange<L extends CartLine> =
  { ok: true; lines: L[] } | { ok: false; lines: readonly L[]; reason: CartRefusal };

const isRecipe = (line: CartLine): line is CartRecipeLine => 'RecipeId' in line;

function recipeLinesOf(lines: readonly CartLine[]): CartRecipeLine[] {
  return lines.flatMap((l) => (isRecipe(l) ? [l] : []));
}

/** The item id of a line (recipe and product ids are separate spaces; lines of one list share one). */
export function lineItemId(line: CartLine): number {
  return isRecipe(line) ? line.RecipeId : line.ProductId;
}

/** The quantity of a line. */
export function lineQuantity(line: CartLine): number {
  return isRecipe(line) ? line.RecipeQuantity : line.ProductQuantity;
}

/** The unit price of a line in pence (RecipePrice / ProductOldPrice, both including extras). */
export function lineUnitPence(line: CartLine): number {
  return toPence(isRecipe(line) ? line.RecipePrice : line.ProductOldPrice);
}

function lineExtras(line: CartLine): readonly CartExtra[] {
  return isRecipe(line) ? line.RecipeExtraObject : line.ProductExtraObject;
}

/**
 * Quantity × unit price in integer pence. Weighed products may have a fractional quantity (2.5 kg); their
 * total rounds half up to the penny.
 */
export function lineTotalPence(unitPence: number, quantity: number): number {
  return Math.round(unitPence * quantity);
}

/** The line with a new quantity and the total recomputed from it. */
export function withLineQuantity<L extends CartLine>(line: L, quantity: number): L {
  const total = toPounds(lineTotalPence(lineUnitPence(line), quantity));
  return isRecipe(line)
    ? { ...line, RecipeQuantity: quantity, recipeTotal: total }
    : { ...line, ProductQuantity: quantity, ProductTotal: total };
}

/** The sum of the line totals in pence, each recomputed (a stored total is not trusted). */
export function cartTotalPence(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalPence(lineUnitPence(line), lineQuantity(line)), 0);
}

/**
 * The identity of a line's extras: each (group key, title, quantity), order-insensitive. The group key is
 * part of it so 'None' in the bread group and 'None' in the sauce group are different choices.
 */
export function extrasSignature(extras: readonly CartExtra[]): string {
  return extras
    .map((e) => JSON.stringify([e.Key ?? '', e.Title, e.Quantity ?? 1]))
    .sort()
    .join('|');
}

/** The weight of a line's piece, null when the line is not weighed. */
export function lineWeightKg(line: CartLine): number | null {
  return isRecipe(line) ? null : (line.WeightKg ?? null);
}

/**
 * Whether an added line merges into an existing one: same item, same extras (and, for weighed items, the
 * same weight: 2 × 1.5 kg is not 1 × 3.0 kg), and neither discounted.
 */
export function canMerge(existing: CartLine, added: CartLine): boolean {
  return (
    isRecipe(existing) === isRecipe(added) &&
    lineItemId(existing) === lineItemId(added) &&
    !existing.IsDiscountedItem &&
    !added.IsDiscountedItem &&
    lineWeightKg(existing) === lineWeightKg(added) &&
    extrasSignature(lineExtras(existing)) === extrasSignature(lineExtras(added))
  );
}

/** How many of a recipe all lines of the cart hold together. */
export function quantityInCart(recipeId: number, lines: readonly CartRecipeLine[]): number {
  return lines.filter((l) => l.RecipeId === recipeId).reduce((sum, l) => sum + l.RecipeQuantity, 0);
}

/**
 * How many more of a recipe may be added: its max buy minus what all its lines hold (never below 0);
 * null when the recipe has no max buy.
 */
export function maxAddable(
  recipeId: number,
  maxBuy: number | null,
  lines: readonly CartRecipeLine[],
): number | null {
  if (maxBuy === null) return null;
  return Math.max(0, maxBuy - quantityInCart(recipeId, lines));
}

/**
 * True when the recipe's max buy is already in the cart: the extras popup does not open and
 * MAX_BUY_REACHED shows instead (spec §4).
 */
export function isMaxBuyReached(
  recipeId: number,
  maxBuy: number | null,
  lines: readonly CartRecipeLine[],
): boolean {
  return maxAddable(recipeId, maxBuy, lines) === 0;
}

/** The popup's quantity kept within 1 and what may still be added (quantity minimum 1, spec §5). */
export function clampAddQuantity(requested: number, addable: number | null): number {
  const whole = Number.isFinite(requested) ? Math.floor(requested) : 1;
  return Math.max(1, addable === null ? whole : Math.min(whole, addable));
}

function validQuantity(line: CartLine): boolean {
  const q = lineQuantity(line);
  // Recipes are counted in whole dishes; products may be weighed (0.5 kg steps), so any positive amount.
  return Number.isFinite(q) && q > 0 && (!isRecipe(line) || Number.isInteger(q));
}

/**
 * Adds a line (spec §4 "Add to cart"): it merges into a line with the same item and the same extras when
 * neither is discounted, summing quantity and total; otherwise it is appended. A recipe add beyond its max
 * buy (counted over all its lines) is refused, never clamped. The added line's total is recomputed.
 */
export function addToCart<L extends CartLine>(lines: readonly L[], line: L): CartChange<L> {
  if (!validQuantity(line)) return { ok: false, lines, reason: 'invalid-quantity' };
  if (isRecipe(line)) {
    const addable = maxAddable(line.RecipeId, line.RecipeMaxBuyAllowed, recipeLinesOf(lines));
    if (addable !== null && line.RecipeQuantity > addable) return { ok: false, lines, reason: 'max-buy' };
  }
  const index = lines.findIndex((existing) => canMerge(existing, line));
  const existing = index === -1 ? undefined : lines[index];
  if (!existing) return { ok: true, lines: [...lines, withLineQuantity(line, lineQuantity(line))] };
  const merged = withLineQuantity(existing, lineQuantity(existing) + lineQuantity(line));
  return { ok: true, lines: lines.map((l, i) => (i === index ? merged : l)) };
}

/**
 * The plus button: one more of the line. Blocked at the recipe's max buy (all lines of the recipe count)
 * and on social-discount lines, whose quantity is fixed by the offer.
 */
export function incrementLine<L extends CartLine>(lines: readonly L[], index: number): CartChange<L> {
  const line = lines[index];
  if (!line) return { ok: false, lines, reason: 'no-such-line' };
  if (isRecipe(line)) {
    if (line.socialDiscountItem) return { ok: false, lines, reason: 'social-discount' };
    if (isMaxBuyReached(line.RecipeId, line.RecipeMaxBuyAllowed, recipeLinesOf(lines)))
      return { ok: false, lines, reason: 'max-buy' };
  }
  const next = withLineQuantity(line, lineQuantity(line) + 1);
  return { ok: true, lines: lines.map((l, i) => (i === index ? next : l)) };
}

/** The minus button: one fewer; at 1 (or a weighed amount ≤ 1) the line is removed. Social-discount lines are fixed. */
export function decrementLine<L extends CartLine>(lines: readonly L[], index: number): CartChange<L> {
  const line = lines[index];
  if (!line) return { ok: false, lines, reason: 'no-such-line' };
  if (isRecipe(line) && line.socialDiscountItem) return { ok: false, lines, reason: 'social-discount' };
  if (lineQuantity(line) <= 1) return { ok: true, lines: lines.filter((_, i) => i !== index) };
  const next = withLineQuantity(line, lineQuantity(line) - 1);
  return { ok: true, lines: lines.map((l, i) => (i === index ? next : l)) };
}

/** Removes a line outright (a remove button; logout empties the whole cart instead). */
export function removeLine<L extends CartLine>(lines: readonly L[], index: number): CartChange<L> {
  if (!lines[index]) return { ok: false, lines, reason: 'no-such-line' };
  return { ok: true, lines: lines.filter((_, i) => i !== index) };
}

/** Whether a line's item is offered for the delivery type (For* flags, see isOfferedFor). */
export function isLineAvailable(line: CartLine, type: DeliveryType | null): boolean {
  return isOfferedFor(line, type);
}

/** The indexes of the lines not offered for the delivery type: the side cart highlights and labels them. */
export function unavailableLines(lines: readonly CartLine[], type: DeliveryType | null): number[] {
  return lines.flatMap((line, i) => (isLineAvailable(line, type) ? [] : [i]));
}

/**
 * A dish ordered this many times or more in one line is asked about once at checkout: a held-down plus button
 * or a typed 121 would otherwise cost a kitchen its evening and the customer a refund.
 */
export const LARGE_DISH_QUANTITY = 25;

/** The dish lines the checkout asks about ('121 × Garlic Bread'): quantities of LARGE_DISH_QUANTITY or more. */
export function largeDishLines(lines: readonly { RecipeTitle: string; RecipeQuantity: number }[]): string[] {
  return lines
    .filter((line) => line.RecipeQuantity >= LARGE_DISH_QUANTITY)
    .map((line) => `${line.RecipeQuantity} × ${line.RecipeTitle}`);
}
