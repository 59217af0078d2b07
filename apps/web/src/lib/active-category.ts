/** The category a visit shows: the one named by `?catId=` (spec §2 query parameters), else the first. */
export function activeCategory<C extends { CategoryId: number }>(
  categories: C[],
  catId: string | null,
): C | undefined {
  const wanted = catId === null ? NaN : Number(catId);
  return categories.find((category) => category.CategoryId === wanted) ?? categories[0];
}
