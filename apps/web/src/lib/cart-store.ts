import { useSyncExternalStore } from 'react';
import {
  addToCart,
  decrementLine,
  incrementLine,
  removeLine,
  type CartChange,
  type CartLine,
  type CartProductLine,
  type CartRecipeLine,
} from '@storefront/domain/cart';
import { brandSession } from './brand-storage';
import { local, subscribeStorage } from './storage';

/**
 * The cart (spec §3 "Storage", §4 "Add to cart", "Cart quantity"): lines in local storage under
 * cartRecipeItems / cartProductItems, one list per brand flavour. Every change is the domain's (cart.ts);
 * this module only reads and writes the lists. Screens subscribe with useCart, so a change here, in another
 * screen or in another tab (the storage event) shows everywhere at once.
 */

export interface CartLines {
  recipes: readonly CartRecipeLine[];
  products: readonly CartProductLine[];
}

export type CartKind = 'recipe' | 'product';
export type LineAction = 'plus' | 'minus' | 'remove';

const EMPTY: CartLines = { recipes: [], products: [] };

/** The brand's lines as stored (a corrupted line was dropped by the storage module). */
export function readCart(brand: string): CartLines {
  return {
    recipes: local.get('cartRecipeItems')?.[brand] ?? [],
    products: local.get('cartProductItems')?.[brand] ?? [],
  };
}

// Storage holds plain mutable arrays; the domain hands back readonly ones.
const copyRecipe = (l: CartRecipeLine) => ({ ...l, RecipeExtraObject: [...l.RecipeExtraObject] });
const copyProduct = (l: CartProductLine) => ({ ...l, ProductExtraObject: [...l.ProductExtraObject] });

function writeRecipes(brand: string, lines: readonly CartRecipeLine[]): void {
  local.set('cartRecipeItems', { ...local.get('cartRecipeItems'), [brand]: lines.map(copyRecipe) });
}

function writeProducts(brand: string, lines: readonly CartProductLine[]): void {
  local.set('cartProductItems', { ...local.get('cartProductItems'), [brand]: lines.map(copyProduct) });
}

const isRecipeLine = (line: CartLine): line is CartRecipeLine => 'RecipeId' in line;

/** Adds a line (merging as the domain says); a refused add (max buy) leaves the cart as it was. */
export function addLine(brand: string, line: CartLine): CartChange<CartLine> {
  const cart = readCart(brand);
  if (isRecipeLine(line)) {
    const change = addToCart(cart.recipes, line);
    if (change.ok) writeRecipes(brand, change.lines);
    return change;
  }
  const change = addToCart(cart.products, line);
  if (change.ok) writeProducts(brand, change.lines);
  return change;
}

const actions = { plus: incrementLine, minus: decrementLine, remove: removeLine } as const;

/** The side cart's plus, minus (at 1: removed) and remove buttons on the line at `index` of a list. */
export function changeLine(
  brand: string,
  kind: CartKind,
  index: number,
  action: LineAction,
): CartChange<CartLine> {
  const cart = readCart(brand);
  if (kind === 'recipe') {
    const change = actions[action](cart.recipes, index);
    if (change.ok) writeRecipes(brand, change.lines);
    return change;
  }
  const change = actions[action](cart.products, index);
  if (change.ok) writeProducts(brand, change.lines);
  return change;
}

/**
 * Empties the brand's cart once its order is placed, or paid when it waited for a card, and ends the amending
 * of an earlier order with it (a declined card leaves both as they were).
 */
export function clearCart(brand: string): void {
  brandSession(brand).remove('orderId');
  brandSession(brand).remove('amended');
  const recipes = { ...local.get('cartRecipeItems') };
  delete recipes[brand];
  local.set('cartRecipeItems', recipes);
  const products = { ...local.get('cartProductItems') };
  delete products[brand];
  local.set('cartProductItems', products);
}

/** The key an item has in the cart click flow's comparisons (recipes and products are separate id spaces). */
export function itemKey(kind: CartKind, id: number): string {
  return `${kind}:${id}`;
}

/** The keys of every item in the cart. */
export function cartItemKeys(cart: CartLines): string[] {
  return [
    ...cart.recipes.map((l) => itemKey('recipe', l.RecipeId)),
    ...cart.products.map((l) => itemKey('product', l.ProductId)),
  ];
}

// useSyncExternalStore wants the same object back while nothing changed.
const snapshots = new Map<string, { key: string; value: CartLines }>();

function snapshot(brand: string): CartLines {
  const value = readCart(brand);
  if (value.recipes.length === 0 && value.products.length === 0) return EMPTY;
  const key = JSON.stringify(value);
  const last = snapshots.get(brand);
  if (last?.key === key) return last.value;
  snapshots.set(brand, { key, value });
  return value;
}

/** The brand's cart, live: re-renders on every change in this tab or another. */
export function useCart(brand: string): CartLines {
  return useSyncExternalStore(
    subscribeStorage,
    () => snapshot(brand),
    () => EMPTY,
  );
}
