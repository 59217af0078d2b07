import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ExtraObject, Product, Recipe } from '@storefront/contract/catalog';
import { addToCart } from './cart';
import { NO_CHOICES, choicesUnitPence, productBasePence, productCartLine, recipeCartLine } from './cart-line';
import { cartExtrasToDetail } from './extra-detail';
import { toPence } from './money';
import { WEIGHT_OPTIONS_KG } from './weights';

const extras: ExtraObject = {
  groups: [
    {
      Key: 'Choose your bread',
      MaxQuantity: 1,
      MultipleQuantity: false,
      Extras: [
        { Title: 'Brioche', Price: 0, Quantity: 0, checked: false },
        { Title: 'Gluten-free', Price: 1, Quantity: 0, checked: false },
      ],
    },
    {
      Key: 'Extra dips',
      MaxQuantity: 12,
      MultipleQuantity: true,
      Extras: [{ Title: 'Garlic mayo', Price: 0.75, Quantity: 0, checked: false }],
    },
  ],
  MenuBuilder: [
    { Id: 1, Title: 'Main', Choose: [{ Item: 'Burger', Price: 0, Redirection: 2 }] },
    { Id: 2, Title: 'Side', Choose: [{ Item: 'Fries', Price: 0.5, Redirection: -1 }] },
  ],
};

const recipe = (over: Partial<Recipe> = {}): Recipe => ({
  RecipeId: 8,
  CategoryId: 1,
  SubcategoryId: null,
  RecipeTitle: 'Smash Burger',
  RecipeDescription: '',
  RecipeImage: '/burger.svg',
  RecipePrice: 11.5,
  DisplayAmountText: null,
  RecipeStock: 10,
  IsNewlyAdded: false,
  IsPopular: false,
  Allergens: [],
  RecipeMaxBuyAllowed: 2,
  isDiscountedItem: false,
  socialDiscountItem: false,
  ForDelivery: true,
  ForCollection: true,
  ForDineIn: false,
  ForEatIn: true,
  RecipeExtraObject: extras,
  ...over,
});

const product = (over: Partial<Product> = {}): Product => ({
  ProductId: 20001,
  ProductCategoryId: 21,
  ProductCategory: 'Fruit & Veg',
  ProductSubCategoryId: null,
  ProductSubCategoryTitle: null,
  ProductTitle: 'Braeburn Apples',
  ProductImageUrl: null,
  ProductOldPrice: 2.4,
  ProductNewPrice: null,
  ProductUnits: 'kg',
  ProductStocks: 40,
  ProductContent: '',
  ProductStockStatus: 'Available',
  ProductLabel: null,
  IsFavourite: false,
  ForDelivery: true,
  ForCollection: false,
  ProductExtraObject: null,
  ProductDetailPartModel: null,
  ProductDetailEngine: null,
  ProductDetailFromYear: null,
  ProductDetailToYear: null,
  ProductDetailCode: null,
  ProductDetailExternalLink: null,
  Vehicle: null,
  ...over,
});

const choices = {
  selection: { 'Choose your bread': { 'Gluten-free': 1 }, 'Extra dips': { 'Garlic mayo': 3 } },
  builder: [
    { stepId: 1, item: 'Burger' },
    { stepId: 2, item: 'Fries' },
  ],
  quantity: 2,
};

describe('recipe cart lines', () => {
  it('prices base + builder + extras in pence, and keeps the item fields the cart needs', () => {
    const line = recipeCartLine(recipe(), choices);
    // 11.50 + 0.50 (fries) + 1.00 (gluten-free) + 3 × 0.75 (garlic mayo) = 15.25
    expect(line).toMatchObject({
      RecipeId: 8,
      RecipePrice: 15.25,
      recipeTotal: 30.5,
      RecipeQuantity: 2,
      RecipeMaxBuyAllowed: 2,
      ForEatIn: true,
      ForDineIn: false,
    });
    expect(line.RecipeExtraObject.map((e) => [e.Key, e.Title, e.Quantity])).toEqual([
      ['Main', 'Burger', 1],
      ['Side', 'Fries', 1],
      ['Choose your bread', 'Gluten-free', 1],
      ['Extra dips', 'Garlic mayo', 3],
    ]);
  });
  it('turns into the ExtraDetail the server reprices, builder items first', () => {
    expect(cartExtrasToDetail(recipeCartLine(recipe(), choices).RecipeExtraObject)).toEqual([
      { ExtraTitle: 'Burger', ExtraQuantity: 1, ExtraPrice: 0 },
      { ExtraTitle: 'Fries', ExtraQuantity: 1, ExtraPrice: 0.5 },
      { ExtraTitle: 'Gluten-free', ExtraQuantity: 1, ExtraPrice: 1 },
      { ExtraTitle: 'Garlic mayo', ExtraQuantity: 3, ExtraPrice: 0.75 },
    ]);
  });
  it('adds a dish without extras at its own price', () => {
    expect(recipeCartLine(recipe({ RecipeExtraObject: null }), NO_CHOICES)).toMatchObject({
      RecipePrice: 11.5,
      recipeTotal: 11.5,
      RecipeExtraObject: [],
    });
  });
  it('the same choices make lines that merge; other choices do not', () => {
    const first = addToCart([], recipeCartLine(recipe({ RecipeMaxBuyAllowed: null }), choices)).lines;
    const again = addToCart(first, recipeCartLine(recipe({ RecipeMaxBuyAllowed: null }), choices)).lines;
    expect(again).toHaveLength(1);
    const other = recipeCartLine(recipe({ RecipeMaxBuyAllowed: null }), {
      ...choices,
      selection: { 'Choose your bread': { Brioche: 1 } },
    });
    expect(addToCart(again, other).lines).toHaveLength(2);
  });
});

describe('product cart lines', () => {
  it('prices a product at its new price when it has one, and counts that as discounted', () => {
    expect(productBasePence(product({ ProductNewPrice: 1.99 }))).toBe(199);
    expect(
      productCartLine(product({ ProductUnits: 'each', ProductNewPrice: 1.99 }), NO_CHOICES),
    ).toMatchObject({
      ProductOldPrice: 1.99,
      ProductNewPrice: 1.99,
      ProductTotal: 1.99,
      IsDiscountedItem: true,
    });
    expect(productCartLine(product(), NO_CHOICES)).toMatchObject({ IsDiscountedItem: false });
  });
  it('prices a weighed piece as per-kg price × weight and keeps the weight on the line', () => {
    const line = productCartLine(product({ ProductOldPrice: 1.99 }), {
      ...NO_CHOICES,
      weightKg: 2.5,
      quantity: 2,
    });
    expect(line).toMatchObject({
      WeightKg: 2.5,
      ProductOldPrice: 4.98,
      ProductQuantity: 2,
      ProductTotal: 9.96,
    });
    expect('WeightKg' in productCartLine(product(), NO_CHOICES)).toBe(false);
  });
  it('keeps the item’s menu hours on the line, so the cart can tell when it is served', () => {
    const Hours = [{ Days: [1, 2, 3, 4, 5], From: '07:00', To: '11:00' }];
    expect(productCartLine(product({ Hours }), NO_CHOICES).Hours).toEqual(Hours);
    expect(recipeCartLine(recipe({ Hours }), NO_CHOICES).Hours).toEqual(Hours);
    expect('Hours' in productCartLine(product(), NO_CHOICES)).toBe(false);
    expect('Hours' in recipeCartLine(recipe({ Hours: [] }), NO_CHOICES)).toBe(false);
  });
  it('refuses a weight that is not offered', () => {
    expect(() => productCartLine(product(), { ...NO_CHOICES, weightKg: 0.7 })).toThrow(RangeError);
  });
});

describe('properties', () => {
  it('the line total is always quantity × unit price, and the unit price never falls below the base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(null, ...WEIGHT_OPTIONS_KG),
        fc.boolean(),
        (basePence, dips, quantity, weightKg, withBuilder) => {
          const c = {
            selection: { 'Extra dips': { 'Garlic mayo': dips } },
            builder: withBuilder ? choices.builder : [],
            quantity,
            weightKg,
          };
          const line = productCartLine(
            product({ ProductOldPrice: basePence / 100, ProductExtraObject: extras }),
            c,
          );
          const perPiece = basePence + dips * 75 + (withBuilder ? 50 : 0);
          const unit = toPence(line.ProductOldPrice);
          expect(unit).toBe(weightKg ? Math.round(perPiece * weightKg) : perPiece);
          expect(unit).toBe(choicesUnitPence(basePence, extras, c));
          expect(toPence(line.ProductTotal)).toBe(unit * quantity);
          if (!weightKg || weightKg >= 1) expect(unit).toBeGreaterThanOrEqual(basePence);
        },
      ),
    );
  });
});

describe("a line's food information", () => {
  it('is the dish with the extras chosen: cheese on a vegan dish adds milk and takes vegan away', () => {
    const vegan = {
      Contains: ['soya' as const],
      MayContain: [],
      Labels: ['vegan', 'vegetarian'],
      Kcal: 500,
      Portion: null,
    };
    const source: ExtraObject = {
      groups: [
        {
          Key: 'Optional toppings',
          MaxQuantity: 2,
          MultipleQuantity: false,
          Extras: [
            {
              Title: 'Add cheese',
              Price: 1,
              Quantity: 0,
              checked: false,
              FoodInfo: {
                Contains: ['milk'],
                MayContain: [],
                Labels: ['vegetarian'],
                Kcal: 110,
                Portion: null,
              },
            },
          ],
        },
      ],
    };
    const dish = recipe({ FoodInfo: vegan, RecipeExtraObject: source });
    expect(recipeCartLine(dish, NO_CHOICES).FoodInfo).toEqual({
      Contains: ['soya'],
      MayContain: [],
      Labels: ['vegan', 'vegetarian'],
      Kcal: 500,
    });
    const withCheese = recipeCartLine(dish, {
      ...NO_CHOICES,
      selection: { 'Optional toppings': { 'Add cheese': 1 } },
    });
    expect(withCheese.FoodInfo).toEqual({
      Contains: ['milk', 'soya'],
      MayContain: [],
      Labels: ['vegetarian'],
      Kcal: 610,
    });
    expect(recipeCartLine(recipe(), NO_CHOICES).FoodInfo).toBeNull();
  });
});
