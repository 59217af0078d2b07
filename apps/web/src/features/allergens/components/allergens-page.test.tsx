// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ExtraObject } from '@storefront/contract/catalog';
import type { FoodInfoInput } from '@storefront/contract/food-info';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { DAILY_KCAL_STATEMENT } from '@storefront/domain/food-info';
import { listedFoodInfo } from '@storefront/domain/food-listing';
import { stubApi, type Answer } from '../../../test/api-stub';
import { bistroConfig } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { AllergensPage } from './allergens-page';

const info = (partial: FoodInfoInput) => ({
  Contains: [],
  MayContain: [],
  Labels: [],
  Kcal: null,
  Portion: null,
  ...partial,
});

/** A dish as the catalogue answers it, with `Listed` worked out as the server does. */
const recipe = (
  RecipeId: number,
  CategoryId: number,
  RecipeTitle: string,
  rest: { FoodInfo?: ReturnType<typeof info>; RecipeExtraObject?: ExtraObject } = {},
) => ({
  RecipeId,
  CategoryId,
  RecipeTitle,
  FoodInfo: null,
  RecipeExtraObject: null,
  ...rest,
  Listed: listedFoodInfo(rest.FoodInfo, rest.RecipeExtraObject),
});

const satay: ExtraObject = {
  groups: [
    {
      Key: 'Choose your sauce',
      MaxQuantity: 1,
      MultipleQuantity: false,
      Extras: [
        // Comes with the dish: its peanuts are the dish's as listed.
        {
          Title: 'Satay',
          Price: 0,
          Quantity: 0,
          checked: false,
          Default: true,
          FoodInfo: info({ Contains: ['peanuts'], Labels: ['spicy'] }),
        },
        {
          Title: 'Garlic mayo',
          Price: 0,
          Quantity: 0,
          checked: false,
          FoodInfo: info({ Contains: ['eggs'] }),
        },
        { Title: 'Ketchup', Price: 0, Quantity: 0, checked: false, FoodInfo: info({}) },
      ],
    },
    {
      Key: 'Optional extras',
      MaxQuantity: 2,
      MultipleQuantity: false,
      Extras: [{ Title: 'Mystery dip', Price: 1, Quantity: 0, checked: false }],
    },
  ],
};

const RECIPES = [
  recipe(1, 10, 'Garlic Bread', {
    FoodInfo: info({
      Contains: ['gluten', 'milk'],
      MayContain: ['sesame'],
      Labels: ['vegetarian'],
      Kcal: 320,
      Portion: '4 slices',
    }),
  }),
  recipe(2, 20, 'Chicken Skewers', {
    FoodInfo: info({ Contains: ['soya'], Kcal: 410, Labels: ['spicy'] }),
    RecipeExtraObject: satay,
  }),
  recipe(3, 20, 'Chef’s Special'),
  recipe(4, 20, 'Build a Wrap', {
    FoodInfo: info({ Kcal: 300 }),
    RecipeExtraObject: {
      groups: [
        {
          Key: 'Choose your bread',
          MaxQuantity: 1,
          MultipleQuantity: false,
          // No default: the customer must choose.
          Extras: [
            {
              Title: 'Flatbread',
              Price: 0,
              Quantity: 0,
              checked: false,
              FoodInfo: info({ Contains: ['gluten', 'eggs'], Kcal: 200 }),
            },
            { Title: 'Lettuce', Price: 0, Quantity: 0, checked: false, FoodInfo: info({ Kcal: 20 }) },
          ],
        },
      ],
    },
  }),
];

const CATEGORIES = [
  { CategoryId: 10, CategoryTitle: 'Starters', CategoryImage: null, Status: true, Subcategories: [] },
  { CategoryId: 20, CategoryTitle: 'Mains', CategoryImage: null, Status: true, Subcategories: [] },
];

const list = (items: unknown[], total = items.length): Answer => ({
  status: 200,
  body: { Info: { Status: 200, Message: 'Success' }, Data: items, Total: total },
});

const config: WebCustomerConfig = {
  ...bistroConfig,
  DietaryLabels: [{ Code: 'spicy', Title: 'Spicy' }],
};

function renderPage(routes: Parameters<typeof stubApi>[0], brandConfig = config) {
  const calls = stubApi(routes);
  renderScreen(<AllergensPage brand="bistro" config={brandConfig} />, { path: '/bistro/allergens' });
  return calls;
}

const bistroRoutes = {
  'POST /api/Category/v1/getCategories/bistro/Recipe': () => ({ data: CATEGORIES }),
  'POST /api/Recipe/v1/getRecipes/bistro': () => list(RECIPES),
};

/** The words a row says for each allergen column, by the column's heading. */
async function rowSays(dish: string): Promise<Record<string, string>> {
  const table = await screen.findByRole('table', { name: /Allergens in each dish at/ });
  const heads = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent ?? '');
  const row = within(table).getByRole('row', { name: new RegExp(`^${dish}`) });
  const cells = [...row.children].map((cell) => cell.textContent ?? '');
  return Object.fromEntries(heads.map((head, i) => [head, cells[i] ?? '']));
}

afterEach(() => vi.unstubAllGlobals());

describe('AllergensPage', () => {
  it('marks what each dish contains and may contain, with words beside the marks', async () => {
    renderPage(bistroRoutes);
    const bread = await rowSays('Garlic Bread');
    expect(bread.Gluten).toBe('●contains');
    expect(bread.Milk).toBe('●contains');
    expect(bread.Sesame).toBe('◐may contain');
    expect(bread.Eggs).toBe('');
    expect(bread.Dietary).toBe('Vegetarian');
    expect(bread['kcal per portion']).toBe('320 kcal4 slices');
    expect(screen.getByText(`${DAILY_KCAL_STATEMENT}.`)).toBeTruthy();
  });

  it('counts a dish with the extras it comes with by default, and names a brand’s own label', async () => {
    renderPage(bistroRoutes);
    const skewers = await rowSays('Chicken Skewers');
    expect(skewers.Soya).toBe('●contains');
    expect(skewers.Peanuts).toBe('●contains');
    expect(skewers.Eggs).toBe('');
    // The satay declares no kcal: the dish as listed has none either, rather than a number too low.
    expect(skewers['kcal per portion']).toBe('Not given');
    expect(skewers.Dietary).toBe('Spicy');
  });

  it('shows what a choice still to make may add, and its kcal from the lightest option', async () => {
    renderPage(bistroRoutes);
    const wrap = await rowSays('Build a Wrap');
    expect(wrap.Gluten).toBe('◐may contain');
    expect(wrap.Eggs).toBe('◐may contain');
    expect(wrap['kcal per portion']).toBe('from 320 kcal');
  });

  it('says an undeclared dish is not declared instead of leaving it blank', async () => {
    renderPage(bistroRoutes);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Chef’s Special/ });
    expect(row.textContent).toBe('Chef’s SpecialNot declared — ask us');
    expect(within(row).queryByText('contains')).toBeNull();
  });

  it('groups the dishes by category in the menu’s order, each dish a row header', async () => {
    renderPage(bistroRoutes);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Starters',
      'Garlic Bread',
      'Mains',
      'Chicken Skewers',
      'Chef’s Special',
      'Build a Wrap',
    ]);
    const celery = within(table).getByRole('columnheader', { name: 'Celery' });
    expect(celery.querySelector('img')?.getAttribute('src')).toBe(
      '/brand-assets/common/allergens/celery.svg',
    );
  });

  it('lists the extras whose choice adds an allergen, and those not declared', async () => {
    renderPage(bistroRoutes);
    const extras = await screen.findByRole('region', { name: 'Extras and choices' });
    // A dish's extras under its name; the satay it comes with is in its row already, the ketchup adds nothing.
    const dishes = [...within(extras).getAllByRole('list')[0]!.children].map((li) => ({
      dish: li.firstChild?.textContent,
      lines: [...li.querySelectorAll('li')].map((line) => line.textContent),
    }));
    expect(dishes).toEqual([
      {
        dish: 'Chicken Skewers',
        lines: ['Garlic mayo: contains Eggs', 'Mystery dip: not declared — ask us'],
      },
      // A choice to make: the lettuce adds nothing, the flatbread is what the row's 'may contain' stands for.
      { dish: 'Build a Wrap', lines: ['Flatbread: contains Gluten, Eggs'] },
    ]);
  });

  it('reads every page of a long menu', async () => {
    const many = Array.from({ length: 250 }, (_, i) => recipe(100 + i, 10, `Dish ${i + 1}`));
    const calls = renderPage({
      ...bistroRoutes,
      'POST /api/Recipe/v1/getRecipes/bistro': (body) => {
        const { Offset, Limit } = body as { Offset: number; Limit: number };
        return list(many.slice(Offset, Offset + Limit), many.length);
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Dish 250' })).toBeTruthy();
    const pages = calls.filter((call) => call.path.includes('getRecipes')).map((call) => call.body);
    expect(pages).toEqual([
      { Offset: 0, Limit: 200 },
      { Offset: 200, Limit: 50 },
    ]);
  });

  it('has no matrix for a shop that neither lists allergens nor declares any product', async () => {
    const shop: WebCustomerConfig = {
      ...config,
      Allergens: [],
      TemplateData: { ...config.TemplateData, RecipesBrand: false },
    };
    renderPage(
      {
        'POST /api/Category/v1/getCategories/bistro/Product': () => ({ data: CATEGORIES }),
        'POST /api/Product/v1/getProducts/bistro': () => list([]),
      },
      shop,
    );
    expect(await screen.findByText(/lists no allergen information/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('prints with the browser’s own dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(bistroRoutes);
    const button = await screen.findByRole('button', { name: 'Print' });
    button.click();
    expect(print).toHaveBeenCalledOnce();
  });
});
