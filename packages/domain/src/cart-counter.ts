/** The smallest shape of a cart line the counter needs. */
export interface CountedRecipeLine {
  RecipeQuantity: number;
}
export interface CountedProductLine {
  ProductQuantity: number;
}

/**
 * The header's cart counter (spec §4 "Cart counter"): recipe brands sum the quantities of their recipe lines
 * (two soups count two); other brands count product lines (2.5 kg of apples is one line).
 */
export function cartCount(
  recipesBrand: boolean,
  recipeLines: readonly CountedRecipeLine[],
  productLines: readonly CountedProductLine[],
): number {
  if (recipesBrand) return recipeLines.reduce((sum, line) => sum + line.RecipeQuantity, 0);
  return productLines.length;
}
