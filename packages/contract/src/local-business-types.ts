/*
 * The schema.org business types a brand's branches may be described as. Plain lists (no zod), as
 * @storefront/domain reads them and the domain is shared with the web app's pages.
 */

/**
 * schema.org types of a business that serves food and drink (FoodEstablishment and its subtypes): branches of
 * these types have a menu.
 */
export const FOOD_ESTABLISHMENT_TYPES = [
  'FoodEstablishment',
  'Restaurant',
  'FastFoodRestaurant',
  'CafeOrCoffeeShop',
  'BarOrPub',
  'Bakery',
  'IceCreamShop',
] as const;

/**
 * schema.org types of a business with premises (LocalBusiness and its subtypes) that a brand's branches may be
 * described as in search results; the branches page's structured data uses it.
 */
export const LOCAL_BUSINESS_TYPES = [
  'LocalBusiness',
  ...FOOD_ESTABLISHMENT_TYPES,
  'Store',
  'GroceryStore',
  'ConvenienceStore',
  'WholesaleStore',
  'LiquorStore',
  'AutoDealer',
  'AutoPartsStore',
  'AutoRepair',
  'HardwareStore',
  'HomeGoodsStore',
  'GardenStore',
  'Florist',
  'PetStore',
  'ClothingStore',
  'ElectronicsStore',
  'SportingGoodsStore',
  'BookStore',
] as const;
export type LocalBusinessType = (typeof LOCAL_BUSINESS_TYPES)[number];
