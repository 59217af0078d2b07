import { describe, expect, it } from 'vitest';
import type { Category } from '@storefront/contract/catalog';
import { activeCategory } from './active-category';

const category = (CategoryId: number): Category => ({
  CategoryId,
  CategoryTitle: `Category ${CategoryId}`,
  CategoryImage: null,
  Status: true,
  Subcategories: [],
});

describe('activeCategory', () => {
  const categories = [category(4), category(9)];
  it('picks the category named by catId', () => {
    expect(activeCategory(categories, '9')?.CategoryId).toBe(9);
  });
  it('falls back to the first category for a missing or unknown catId', () => {
    expect(activeCategory(categories, null)?.CategoryId).toBe(4);
    expect(activeCategory(categories, '77')?.CategoryId).toBe(4);
    expect(activeCategory(categories, 'abc')?.CategoryId).toBe(4);
  });
  it('has nothing to show without categories', () => {
    expect(activeCategory([], '4')).toBeUndefined();
  });
});
