/**
 * Kg items (spec §5, §9): when a brand sets AdditionalDetail.PopupOnKgItems, a product sold by the kg is
 * bought by picking a weight from a fixed list.
 */

/** The weights offered, in kg: 0.5 to 3.0 in 0.5 steps. */
export const WEIGHT_OPTIONS_KG = [0.5, 1, 1.5, 2, 2.5, 3] as const;

/** The weight picked when the popup opens. */
export const DEFAULT_WEIGHT_KG = 1;

/** True when `kg` is one of the offered weights (the server refuses any other). */
export function isWeightOption(kg: number): boolean {
  return (WEIGHT_OPTIONS_KG as readonly number[]).includes(kg);
}

/**
 * The price of `kg` of an item priced per kg, in integer pence. Half-kilo prices of an odd pence amount
 * round half up (199p/kg × 0.5 → 100p), the same on the client and the server.
 * @throws RangeError when the weight is not an offered option or the price is not whole pence.
 */
export function weightPricePence(pricePerKgPence: number, kg: number): number {
  if (!isWeightOption(kg)) throw new RangeError(`Not an offered weight: ${kg} kg`);
  if (!Number.isInteger(pricePerKgPence) || pricePerKgPence < 0)
    throw new RangeError(`Price per kg must be whole pence: ${pricePerKgPence}`);
  // kg is a multiple of 0.5, so price × kg × 2 is an exact integer: no float error before rounding.
  return Math.round((pricePerKgPence * kg * 2) / 2);
}

/** A weight as the list shows it: one decimal and the unit ('0.5 kg', '1.0 kg'). */
export function formatWeight(kg: number): string {
  return `${kg.toFixed(1)} kg`;
}

/** Whether an item is sold by the kg (its units say 'kg', any case), as the server's order pricing reads it. */
export function isSoldByKg(units: string | null | undefined): boolean {
  return (units ?? '').trim().toLowerCase() === 'kg';
}
