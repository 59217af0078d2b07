// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuCategory, MenuRecipe } from '@storefront/contract/menu';
import { MenuItemForm } from './menu-item-form';
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
];

const burger: MenuRecipe = {
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
  IsPopular: false,
  IsRecommended: false,
  Allergens: [],
  FoodInfo: null,
  RecipeMaxBuyAllowed: null,
  isDiscountedItem: false,
  socialDiscountItem: false,
  ForDelivery: true,
  ForCollection: true,
  ForDineIn: true,
  ForEatIn: true,
  RecipeExtraObject: {
    groups: [
      {
        Key: 'Optional sauce',
        MaxQuantity: 1,
        MultipleQuantity: false,
        Extras: [{ Title: 'Satay', Price: 0.5, Quantity: 0, checked: false }],
      },
    ],
  },
  Hidden: false,
};

const OK = (body: Record<string, unknown>) => ({
  status: 200,
  body: { Info: { Status: 200, Message: 'OK' }, Data: { ...body, RecipeId: 41 } },
});

/** The server: answers each save with `answer(body)` and records what was sent. */
function serve(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      sent.push(body);
      const reply = answer(body);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return sent;
}

function renderForm(item: MenuRecipe = burger) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const ui: ReactNode = (
    <MenuItemForm
      kind={RECIPE}
      brand="bistro"
      categories={categories}
      item={item}
      categoryId={3}
      onSaved={() => {}}
      onClose={() => {}}
      dietaryLabels={[{ Code: 'spicy', Title: 'Spicy' }]}
    />
  );
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const dishInfo = () => screen.getByRole('group', { name: 'Food information' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the food information fieldset', () => {
  it('sends what is ticked as the FoodInfo the API stores: Milk contained, a label, kcal and portion', async () => {
    const sent = serve(OK);
    renderForm();
    const fieldset = dishInfo();
    // Not filled in yet: the 14 are not offered until the owner says the information is declared.
    expect(within(fieldset).queryByLabelText('Milk')).toBeNull();
    await userEvent.click(within(fieldset).getByLabelText('Allergen information declared'));
    await userEvent.selectOptions(within(fieldset).getByLabelText('Milk'), 'Contains');
    await userEvent.selectOptions(within(fieldset).getByLabelText('Sesame'), 'May contain');
    await userEvent.click(within(fieldset).getByLabelText('Vegetarian'));
    await userEvent.click(within(fieldset).getByLabelText('Spicy'));
    await userEvent.type(within(fieldset).getByLabelText(/Calories/), '780');
    await userEvent.type(within(fieldset).getByLabelText(/^Portion/), '1 burger, 310 g');
    await userEvent.click(screen.getByRole('button', { name: 'Save dish' }));

    await screen.findByText('Saved. The storefront shows it now.');
    expect(sent[0]).toMatchObject({
      Allergens: [],
      FoodInfo: {
        Contains: ['milk'],
        MayContain: ['sesame'],
        Labels: ['vegetarian', 'spicy'],
        Kcal: 780,
        Portion: '1 burger, 310 g',
      },
    });
  });

  it('declared with nothing chosen sends "contains none of the 14"', async () => {
    const sent = serve(OK);
    renderForm();
    await userEvent.click(within(dishInfo()).getByLabelText('Allergen information declared'));
    await userEvent.click(screen.getByRole('button', { name: 'Save dish' }));
    await screen.findByText('Saved. The storefront shows it now.');
    expect(sent[0]!.FoodInfo).toEqual({
      Contains: [],
      MayContain: [],
      Labels: [],
      Kcal: null,
      Portion: null,
    });
  });

  it('keeps Vegan with Milk and kcal that is no whole number next to their fields, and sends nothing', async () => {
    const sent = serve(OK);
    renderForm();
    const fieldset = dishInfo();
    await userEvent.click(within(fieldset).getByLabelText('Allergen information declared'));
    await userEvent.selectOptions(within(fieldset).getByLabelText('Milk'), 'Contains');
    await userEvent.click(within(fieldset).getByLabelText('Vegan'));
    await userEvent.type(within(fieldset).getByLabelText(/Calories/), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save dish' }));

    expect(await within(fieldset).findByText('Vegan cannot contain milk')).toBeTruthy();
    const kcal = within(fieldset).getByLabelText(/Calories/);
    expect(kcal.getAttribute('aria-invalid')).toBe('true');
    expect(within(fieldset).getByText(/Enter the calories as a whole number/)).toBeTruthy();
    expect(await screen.findByText(/Check the food information/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('gives an extra its food information and the Default flag, and shows the server’s message on it', async () => {
    const sent = serve((body) =>
      body.RecipeExtraObject && sent.length === 1
        ? {
            status: 400,
            body: {
              Info: {
                Status: 400,
                Message:
                  'Invalid request: body.RecipeExtraObject.groups.0.Extras.0.FoodInfo.Labels: Cheeseburger: Satay: "keto" is not a dietary label of this brand',
              },
            },
          }
        : OK(body),
    );
    renderForm();
    await userEvent.click(screen.getByLabelText(/Chosen by default/));
    const open = screen.getByRole('button', { name: 'Food information of Satay' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(open);
    const satay = screen.getByRole('group', { name: 'Food information of Satay' });
    await userEvent.click(within(satay).getByLabelText('Allergen information declared'));
    await userEvent.selectOptions(within(satay).getByLabelText('Peanuts'), 'Contains');
    await userEvent.click(within(satay).getByLabelText('Vegan'));
    await userEvent.type(within(satay).getByLabelText(/Calories/), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save dish' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const extra = (sent[0]!.RecipeExtraObject as { groups: { Extras: Record<string, unknown>[] }[] })
      .groups[0]!.Extras[0];
    expect(extra).toMatchObject({
      Title: 'Satay',
      Default: true,
      FoodInfo: { Contains: ['peanuts'], MayContain: [], Labels: ['vegan'], Kcal: 60, Portion: null },
    });
    expect(extra).not.toHaveProperty('Food');
    expect(
      await within(satay).findByText('Cheeseburger: Satay: "keto" is not a dietary label of this brand'),
    ).toBeTruthy();
    expect(screen.getByText(/Check the food information, extras/)).toBeTruthy();
  });
});
