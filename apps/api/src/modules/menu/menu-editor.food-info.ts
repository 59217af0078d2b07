import type { FastifyRequest } from 'fastify';
import type { BrandFileRecipe } from '@storefront/contract/brand-file';
import { itemFoodInfoIssues, labelCodes, type ItemFoodInfo } from '@storefront/contract/food-info';
import { badRequest } from '../../lib/http-error';
import type { BrandContext } from '../brand/brand.service';
import type { FieldIssue } from './menu-change';

/**
 * The menu editor's food information (issue 34). The body's schema checks each declaration on its own (codes,
 * kcal, a label against an allergen); this adds what needs the brand (its dietary labels) and the old titles,
 * and names the item in every problem of its food information, as the brand import does.
 */

/** The checks that need the brand: labels it defines, old titles read as codes, titles given beside codes. */
export function foodInfoIssues(brand: BrandContext, item: ItemFoodInfo, extrasKey: string): FieldIssue[] {
  return itemFoodInfoIssues(item, labelCodes(brand.web.DietaryLabels), extrasKey).map((i) => ({
    Path: ['body', ...i.path].join('.'),
    Message: i.message,
  }));
}

/** What saving an item's food information takes: the body to store, what the checks read, row columns it sets. */
export interface ItemFood<Input> {
  body: Input;
  check: ItemFoodInfo;
  row: { unmatchedAllergens?: string[] };
}

const sameTitles = (sent: readonly { Title: string }[], stored: readonly string[]) =>
  sent.length === stored.length && sent.every((a, i) => a.Title === stored[i]);

/**
 * A dish's food information as sent. The old titles its GET answers (those that were no allergen code) coming
 * back unchanged are the answer's echo, not a new declaration: they are left out of the checks. While the dish
 * declares nothing, its old titles stay for the owner to resolve (the catalogue still shows them, the food
 * information report asks about them); declaring clears them.
 */
export function recipeFood<Input extends Omit<BrandFileRecipe, 'RecipeId'>>(
  sent: Input,
  unmatched: readonly string[],
): ItemFood<Input> {
  const echo = unmatched.length > 0 && sameTitles(sent.Allergens, unmatched);
  const body = echo ? { ...sent, Allergens: [] } : sent;
  return {
    body,
    check: {
      title: body.RecipeTitle,
      FoodInfo: body.FoodInfo,
      Allergens: body.Allergens,
      extras: body.RecipeExtraObject,
    },
    row: body.FoodInfo === null && body.Allergens.length === 0 ? { unmatchedAllergens: [...unmatched] } : {},
  };
}

/** The names a body's problem is about: the item, and the extra or menu-builder choice it is inside. */
function namesAt(body: unknown, path: readonly string[], titleKey: string, extrasKey: string): string[] {
  const item = body as Record<string, unknown> | null;
  const names: unknown[] = [item?.[titleKey]];
  const extras = item?.[extrasKey] as Record<string, unknown> | null | undefined;
  const [key, list, i, inner, j] = path;
  if (key === extrasKey && (list === 'groups' || list === 'MenuBuilder')) {
    const part = (extras?.[list] as Record<string, unknown>[] | undefined)?.[Number(i)];
    const options = part?.[inner ?? ''] as Record<string, unknown>[] | undefined;
    const option = options?.[Number(j)];
    names.push(option?.[list === 'groups' ? 'Title' : 'Item']);
  }
  return names.filter((n): n is string => typeof n === 'string' && n.trim() !== '');
}

/** A failed schema check of a request as Fastify attaches it (`attachValidation`). */
interface Attached {
  validation?: readonly { instancePath?: string; message?: string }[];
  validationContext?: string;
}

/**
 * Refuses a request whose schema check failed, worded as the errors plugin words every refused request, with
 * each problem of food information starting with what it is about ("Oat Latte: Vegan cannot contain milk",
 * "Burger: Cheese: Calories cannot be below 0"), so the owner knows which item and extra it means.
 */
export function refuseInvalid(request: FastifyRequest, names: { titleKey: string; extrasKey: string }): void {
  const error = request.validationError as (Error & Attached) | undefined;
  if (!error) return;
  const fields = (error.validation ?? []).map((v) => {
    const path = (v.instancePath ?? '').split('/').filter(Boolean);
    const message = v.message ?? 'Invalid value';
    if (!path.includes('FoodInfo')) return { path, message };
    const prefix = namesAt(request.body, path, names.titleKey, names.extrasKey).join(': ');
    return { path, message: prefix && !message.startsWith(prefix) ? `${prefix}: ${message}` : message };
  });
  const issues = fields.map((f) => ({
    Path: [error.validationContext ?? 'body', ...f.path].join('.'),
    Message: f.message,
  }));
  throw badRequest(`Invalid request: ${issues.map((i) => `${i.Path}: ${i.Message}`).join('; ')}`, issues);
}
