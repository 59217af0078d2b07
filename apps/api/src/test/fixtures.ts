import type { BrandFileInput } from '@storefront/contract/brand-file';

export const TEST_PASSWORD = 'correct-horse-battery';

/** A small but complete brand file for tests: two recipe categories, a product category, two customers. */
export function makeBrandFile(id: number, flavour: string): BrandFileInput {
  const allergens = [{ Title: 'Milk', Link: '/brand-assets/common/allergens/milk.svg' }];
  return {
    Format: 'storefront-brand/1',
    WebCustomer: {
      BrandData: {
        BrandId: id,
        BrandName: `Test ${flavour}`,
        BrandFlavor: flavour,
        BrandBranch: { BrandBranchLogo: '/brand-assets/common/logo.svg' },
      },
      Allergens: allergens,
      TemplateData: {
        TemplateType: 'Stellar',
        RecipesBrand: true,
        DynamicStyle: {
          PrimaryColors: '#1f3a5f',
          SecondaryColors: '#f4b942',
          TertiaryColors: '#ffffff',
          ButtonRadius: 8,
        },
      },
      BusinessInfo: { WebLink: `/${flavour}/home` },
      CheckoutDetail: {},
      HomeTemplate: { TagLine: 'Tested daily' },
      Footer: {
        TermsAndConditions: { Enabled: true, Text: 'Terms' },
        PrivacyPolicy: { Enabled: true, Text: 'Privacy' },
        Unsubscribe: { Enabled: true, Text: 'Unsubscribe' },
        Copyright: { Enabled: true, Text: 'Test Ltd' },
        Partner: { Enabled: false, Text: '' },
        PoweredBy: { Enabled: true, Text: 'Powered By Storefront' },
      },
      DeliveryTypes: {
        Enabled: true,
        Title: 'How would you like your order?',
        Delivery: { Enabled: true, Text: 'Delivery' },
        Collection: { Enabled: true, Text: 'Collection' },
        EatIn: { Enabled: false, Text: 'Eat in' },
      },
      HotCategories: [id * 100 + 1],
      GoogleTag: 'G-TEST12345',
    },
    BrandConfig: {
      Active: true,
      StopOnlineDeliveryOrders: false,
      StopOnlineCollectionOrders: false,
      StopOnlineEatInOrders: true,
      MinDeliveryTime: 45,
      MinCollectionTime: 20,
      MinEatInTime: 15,
      DeliveryFrom: '11:30',
      CollectionFrom: '11:00',
      EatInFrom: '12:00',
    },
    Categories: [
      {
        CategoryId: id * 100 + 1,
        CategoryTitle: 'Burgers',
        Kind: 'Recipe',
        Subcategories: [{ SubcategoryId: id * 1000 + 1, SubcategoryTitle: 'Beef' }],
      },
      { CategoryId: id * 100 + 2, CategoryTitle: 'Drinks', Kind: 'Recipe' },
      { CategoryId: id * 100 + 3, CategoryTitle: 'Hidden', Kind: 'Recipe', Status: false },
      {
        CategoryId: id * 100 + 4,
        CategoryTitle: 'Groceries',
        Kind: 'Product',
        Subcategories: [{ SubcategoryId: id * 1000 + 2, SubcategoryTitle: 'Fruit' }],
      },
    ],
    Recipes: [
      {
        RecipeId: id * 10 + 1,
        CategoryId: id * 100 + 1,
        SubcategoryId: id * 1000 + 1,
        RecipeTitle: `${flavour} Classic Burger`,
        RecipeDescription: 'Beef patty, cheddar, pickles',
        RecipePrice: 9.5,
        Allergens: allergens,
        IsPopular: true,
        RecipeMaxBuyAllowed: 2,
        RecipeExtraObject: {
          groups: [
            {
              Key: 'Choose your bread',
              MaxQuantity: 1,
              Extras: [
                { Title: 'Brioche', Price: 0, FoodInfo: { Contains: ['gluten', 'eggs', 'milk'], Kcal: 210 } },
                {
                  Title: 'Sourdough',
                  Price: 0.5,
                  FoodInfo: { Contains: ['gluten'], Labels: ['vegan'], Kcal: 180 },
                },
              ],
            },
          ],
        },
      },
      {
        RecipeId: id * 10 + 2,
        CategoryId: id * 100 + 2,
        RecipeTitle: 'Lemonade',
        RecipePrice: 2.75,
        FoodInfo: { Contains: [], Labels: ['vegan', 'vegetarian'], Kcal: 120, Portion: '330 ml' },
        IsRecommended: true,
      },
      {
        RecipeId: id * 10 + 3,
        CategoryId: id * 100 + 2,
        RecipeTitle: 'Sold-out Shake',
        RecipePrice: 4,
        RecipeStock: 0,
        IsRecommended: true,
      },
      { RecipeId: id * 10 + 4, CategoryId: id * 100 + 3, RecipeTitle: 'Secret Special', RecipePrice: 12 },
      {
        RecipeId: id * 10 + 5,
        CategoryId: id * 100 + 2,
        RecipeTitle: 'Collection-only Cola',
        RecipePrice: 1.99,
        ForDelivery: false,
        IsRecommended: true,
      },
    ],
    Products: [
      {
        ProductId: id * 10 + 1,
        CategoryId: id * 100 + 4,
        SubcategoryId: id * 1000 + 2,
        ProductTitle: 'Organic Apples',
        ProductOldPrice: 3.2,
        ProductNewPrice: 2.8,
        ProductUnits: 'kg',
        ProductContent:
          '<p>Crisp <strong>apples</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
        ProductDetailCode: 'APL-001',
      },
      {
        ProductId: id * 10 + 2,
        CategoryId: id * 100 + 4,
        ProductTitle: 'Bananas',
        ProductOldPrice: 1.1,
        ProductStocks: 0,
      },
    ],
    Branches: [{ BranchId: 1, Name: 'High Street', Address: '1 High Street, London', Postcode: 'N1 1AA' }],
    Customers: [
      {
        Email: `ann@${flavour}.test`,
        Password: TEST_PASSWORD,
        FirstName: 'Ann',
        LastName: 'Example',
        Mobile: '+44 7700 900001',
      },
      { Email: `bob@${flavour}.test`, Password: TEST_PASSWORD, FirstName: 'Bob', MarketingOptIn: true },
    ],
  };
}
