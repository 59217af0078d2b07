import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LineFoodInfo } from '@storefront/contract/food-info';
import { allergenWords } from '@storefront/domain/food-info';
import { FoodInfoFootnote, LineAllergens, labelWords } from './line-allergens';

const burger: LineFoodInfo = { Contains: ['gluten', 'milk'], MayContain: ['sesame'], Labels: [], Kcal: 650 };
const lemonade: LineFoodInfo = { Contains: [], MayContain: [], Labels: ['vegan', 'vegetarian'], Kcal: 120 };

const text = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a line’s allergens in words', () => {
  it('names what it contains and may contain, says when it contains none, and nothing when undeclared', () => {
    expect(allergenWords(burger)).toBe('Contains: Gluten, Milk · May contain: Sesame');
    expect(allergenWords(lemonade)).toBe('Contains none of the 14 allergens');
    expect(allergenWords(null)).toBeNull();
    expect(allergenWords(undefined)).toBeNull();
  });

  it('names labels, the brand’s own by its title', () => {
    expect(labelWords(['vegan', 'spicy'], [{ Code: 'spicy', Title: 'Spicy' }])).toBe('Vegan, Spicy');
  });

  it('shows labels and kcal only when asked, kcal per one when the line has more', () => {
    expect(text(<LineAllergens info={burger} />)).toBe('Contains: Gluten, Milk · May contain: Sesame');
    expect(text(<LineAllergens info={lemonade} labels kcal quantity={2} />)).toBe(
      'Contains none of the 14 allergens · Vegan, Vegetarian · 120 kcal each',
    );
    expect(text(<LineAllergens info={{ ...burger, Kcal: null }} kcal />)).not.toContain('kcal');
    expect(renderToStaticMarkup(<LineAllergens info={null} labels kcal />)).toBe('');
  });

  it('adds the daily statement where kcal show, and asks once about undeclared lines', () => {
    expect(text(<FoodInfoFootnote infos={[burger, lemonade]} kcal />)).toBe(
      'Adults need around 2000 kcal a day.',
    );
    expect(renderToStaticMarkup(<FoodInfoFootnote infos={[burger]} />)).toBe('');
    const mixed = text(<FoodInfoFootnote infos={[burger, null, undefined]} />);
    expect(mixed.match(/Ask us about allergens/g)).toHaveLength(1);
    expect(mixed).not.toContain('kcal');
  });
});
