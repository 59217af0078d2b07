// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuCategory, MenuRecipe } from '@storefront/contract/menu';
import { MenuItemForm } from './menu-item-form';
import { PRODUCT } from './menu-product-form';
import { RECIPE } from './menu-recipe-form';

const categories: MenuCategory[] = [
  {
    CategoryId: 3,
    CategoryTitle: 'Burgers',
    CategoryImage: null,
    Kind: 'Recipe',
    Status: true,
    Subcategories: [],
  },
  {
    CategoryId: 7,
    CategoryTitle: 'Filters',
    CategoryImage: null,
    Kind: 'Product',
    Status: true,
    Subcategories: [],
  },
];

const recipe: MenuRecipe = {
  RecipeId: 41,
  CategoryId: 3,
  SubcategoryId: null,
  RecipeTitle: 'Cheeseburger',
  RecipeDescription: '',
  RecipeImage: null,
  RecipePrice: 9.5,
  DisplayAmountText: null,
  RecipeStock: 12,
  IsNewlyAdded: false,
  IsPopular: true,
  IsRecommended: false,
  Allergens: [],
  FoodInfo: { Contains: ['gluten', 'milk'], MayContain: [], Labels: [], Kcal: 780, Portion: null },
  RecipeMaxBuyAllowed: null,
  isDiscountedItem: false,
  socialDiscountItem: false,
  ForDelivery: true,
  ForCollection: true,
  ForDineIn: true,
  ForEatIn: false,
  RecipeExtraObject: null,
  Hidden: false,
};

/** The server: answers each save with `answer(body)` and records what was sent where. */
function serve(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      sent.push({ url, body });
      const reply = answer(body);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return sent;
}

function wrap(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the menu item form', () => {
  it('adds a product: its own fields converted, extras and hours added, then says it is saved', async () => {
    const sent = serve((body) => ({
      status: 200,
      body: { Info: { Status: 200, Message: 'OK' }, Data: { ...body, ProductId: 90 } },
    }));
    const onSaved = vi.fn();
    wrap(
      <MenuItemForm
        kind={PRODUCT}
        brand="parts"
        categories={categories}
        item={undefined}
        categoryId={7}
        onSaved={onSaved}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'New product' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Title'), 'Oil filter');
    await userEvent.type(screen.getByLabelText('Price (£)'), '4.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/admin/parts/menu/products');
    expect(sent[0]!.body).toMatchObject({
      ProductTitle: 'Oil filter',
      ProductOldPrice: 4.5,
      ProductNewPrice: null,
      ProductLabel: null,
      ProductImageUrl: null,
      ProductUnits: 'each',
      CategoryId: 7,
      SubcategoryId: null,
      ProductExtraObject: null,
      Hours: [],
    });
    expect(await screen.findByText('Saved. The shop shows it now.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ ProductId: 90, ProductTitle: 'Oil filter' }),
    );
  });

  it('saves a dish with what it does not edit riding along as stored', async () => {
    const sent = serve((body) => ({
      status: 200,
      body: { Info: { Status: 200, Message: 'OK' }, Data: { ...body, RecipeId: 41 } },
    }));
    wrap(
      <MenuItemForm
        kind={RECIPE}
        brand="bistro"
        categories={categories}
        item={recipe}
        categoryId={3}
        onSaved={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Edit Cheeseburger' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save dish' }));

    expect(await screen.findByText('Saved. The storefront shows it now.')).toBeTruthy();
    expect(sent[0]!.url).toBe('/api/admin/bistro/menu/recipes/41');
    expect(sent[0]!.body).toMatchObject({
      RecipeTitle: 'Cheeseburger',
      RecipePrice: 9.5,
      RecipeStock: 12,
      Allergens: [],
      FoodInfo: { Contains: ['gluten', 'milk'], MayContain: [], Labels: [], Kcal: 780, Portion: null },
      IsPopular: true,
      ForEatIn: false,
      RecipeExtraObject: null,
    });
    expect(sent[0]!.body).not.toHaveProperty('RecipeId');
    // Allergens are chosen by code: there is no free-text field any more.
    expect(screen.queryByRole('textbox', { name: /Allergens/ })).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Milk').value).toBe('contains');
  });

  it('asks about a dish’s old title that was no allergen, and sends neither it nor a declaration', async () => {
    const sent = serve((body) => ({
      status: 200,
      body: { Info: { Status: 200, Message: 'OK' }, Data: { ...body, RecipeId: 41 } },
    }));
    const old = { ...recipe, FoodInfo: null, Allergens: [{ Title: 'Nuts', Link: '' }] };
    wrap(
      <MenuItemForm
        kind={RECIPE}
        brand="bistro"
        categories={categories}
        item={old}
        categoryId={3}
        onSaved={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Was "Nuts": choose peanuts or tree nuts')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Allergen information declared').checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save dish' }));
    await screen.findByText('Saved. The storefront shows it now.');
    expect(sent[0]!.body).toMatchObject({ Allergens: [], FoodInfo: null });
  });

  it('keeps a price it cannot read next to its field, and sends nothing', async () => {
    const sent = serve(() => ({ status: 200, body: {} }));
    wrap(
      <MenuItemForm
        kind={RECIPE}
        brand="bistro"
        categories={categories}
        item={undefined}
        categoryId={3}
        onSaved={() => {}}
        onClose={() => {}}
      />,
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Soup');
    await userEvent.type(screen.getByLabelText('Price (£)'), 'cheap');
    await userEvent.click(screen.getByRole('button', { name: 'Add dish' }));

    expect(await screen.findByText('Enter a price in pounds, such as 4.50')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
