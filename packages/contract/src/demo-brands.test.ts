/// <reference types="node" />
// The demo brands in data/brands must import cleanly, point only at images that exist, keep their
// promised coverage, and docs/brand.schema.json must match the zod schema it is generated from.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lineFoodInfo } from '@storefront/domain/food-info';
import { listedFoodInfo } from '@storefront/domain/food-listing';
import { BrandFile, describeIssues } from './brand-file';
import { brandFileJsonSchemaText } from './brand-json-schema';
import type { ExtraObject } from './catalog';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const brandsDir = join(root, 'data', 'brands');
const ASSET_PREFIX = '/brand-assets/';

const flavours = readdirSync(brandsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

const raw = (flavour: string) => readFileSync(join(brandsDir, `${flavour}.json`), 'utf8');
const cache = new Map<string, BrandFile>();
function load(flavour: string): BrandFile {
  const hit = cache.get(flavour);
  if (hit) return hit;
  const brand = BrandFile.parse(JSON.parse(raw(flavour)));
  cache.set(flavour, brand);
  return brand;
}

/** WCAG contrast ratio between two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const s = parseInt(hex.slice(i, i + 2), 16) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi = 0, lo = 0] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('demo brands', () => {
  it('are the five documented flavours', () => {
    expect(flavours).toEqual(['bistro', 'grocer', 'motors', 'parts', 'wholesale']);
  });

  describe.each(flavours)('%s.json', (flavour) => {
    it('passes BrandFile', () => {
      const result = BrandFile.safeParse(JSON.parse(raw(flavour)));
      expect(result.success ? [] : describeIssues(result.error)).toEqual([]);
    });

    it('is named after its flavour and carries the demo customer', () => {
      const brand = load(flavour);
      expect(brand.WebCustomer.BrandData.BrandFlavor).toBe(flavour);
      expect(brand.WebCustomer.BusinessInfo.WebLink).toBe(`/${flavour}/home`);
      expect(brand.Customers.map((c) => c.Email)).toContain('demo@example.com');
    });

    it('references only brand assets that exist on disk', () => {
      const paths = [...new Set(raw(flavour).match(/\/brand-assets\/[^\s"'<>)]+/g) ?? [])];
      expect(paths.length).toBeGreaterThan(0);
      const missing = paths.filter(
        (p) => !existsSync(join(brandsDir, 'assets', p.slice(ASSET_PREFIX.length))),
      );
      expect(missing).toEqual([]);
    });

    it('keeps white text readable on the primary colour (4.5:1)', () => {
      const primary = load(flavour).WebCustomer.TemplateData.DynamicStyle.PrimaryColors;
      expect(contrast(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('give each brand its own BrandId', () => {
    const ids = flavours.map((f) => load(f).WebCustomer.BrandData.BrandId);
    expect(new Set(ids).size).toBe(flavours.length);
  });
});

describe('brand file links', () => {
  it('rejects a javascript: Vehicle Info link on a part', () => {
    const brand = JSON.parse(raw('parts')) as { Products: { ProductDetailExternalLink: string }[] };
    const [part] = brand.Products;
    if (part) part.ProductDetailExternalLink = 'javascript:alert(1)';
    const result = BrandFile.safeParse(brand);
    expect(result.success ? [] : describeIssues(result.error).map((i) => i.path)).toEqual([
      '$.Products[0].ProductDetailExternalLink',
    ]);
  });
});

describe('delivery areas', () => {
  it("refuses an area naming a branch that is not one of the file's, with its JSON path", () => {
    const brand = JSON.parse(raw('bistro')) as { BrandConfig: { DeliveryAreas: { BranchId?: number }[] } };
    brand.BrandConfig.DeliveryAreas[2]!.BranchId = 99;
    const result = BrandFile.safeParse(brand);
    expect(result.success ? [] : describeIssues(result.error)).toEqual([
      {
        path: '$.BrandConfig.DeliveryAreas[2].BranchId',
        message: "BranchId 99 is not one of the file's Branches",
      },
    ]);
  });

  it('bistro: each area goes out from its own kitchen, and one branch needs longer for a collection', () => {
    const b = load('bistro');
    expect(b.BrandConfig.DeliveryAreas.map((a) => [a.Name, a.BranchId])).toEqual([
      ['Shoreditch', 11],
      ['Islington', 13],
      ['Clapham', 12],
      ['Battersea', 12],
    ]);
    expect(b.Branches.find((br) => br.BranchId === 12)?.LeadTimes?.Collection).toBeGreaterThan(
      b.BrandConfig.MinCollectionTime,
    );
  });
});

describe('docs/brand.schema.json', () => {
  it('matches the zod schema (regenerate: node --import tsx scripts/brand-schema.ts)', () => {
    const committed = readFileSync(join(root, 'docs', 'brand.schema.json'), 'utf8');
    expect(committed === brandFileJsonSchemaText(), 'docs/brand.schema.json is stale').toBe(true);
  });
});

describe('demo brand coverage', () => {
  it('bistro: a recipe brand with ≥ 30 recipes in ≥ 5 categories and subcategories', () => {
    const b = load('bistro');
    expect(b.WebCustomer.TemplateData.RecipesBrand).toBe(true);
    expect(b.Recipes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(b.Recipes.map((r) => r.CategoryId)).size).toBeGreaterThanOrEqual(5);
    expect(b.Recipes.some((r) => r.SubcategoryId !== null)).toBe(true);
    expect(b.WebCustomer.DeliveryTypes.EatIn.Enabled).toBe(true);
  });

  it('bistro: has every kind of extras and item flag', () => {
    const b = load('bistro');
    const extras = b.Recipes.map((r) => r.RecipeExtraObject).filter((x): x is ExtraObject => x !== null);
    const groups = extras.flatMap((x) => x.groups);
    expect(groups.some((g) => /choose/i.test(g.Key))).toBe(true);
    expect(groups.some((g) => /optional/i.test(g.Key) && g.MaxQuantity > 1)).toBe(true);
    expect(groups.some((g) => g.MultipleQuantity && g.MaxQuantity >= 12)).toBe(true);
    expect(extras.some((x) => x.mergePopups && x.MenuBuilder?.length && x.groups.length)).toBe(true);
    expect(extras.some((x) => x.OpenForNonExtras && x.groups.length === 0 && !x.MenuBuilder)).toBe(true);
    const withSections = extras.filter((x) => x.Sections?.length);
    expect(withSections.length).toBeGreaterThan(0);
    for (const x of withSections)
      for (const s of x.Sections ?? [])
        for (const key of s.GroupKeys) expect(x.groups.map((g) => g.Key)).toContain(key);
    expect(extras.some((x) => builderEnds(x) >= 3)).toBe(true);

    expect(b.Recipes.some((r) => r.RecipeStock === 0)).toBe(true);
    expect(b.Recipes.some((r) => r.RecipeMaxBuyAllowed === 2)).toBe(true);
    expect(b.Recipes.some((r) => r.socialDiscountItem)).toBe(true);
    expect(b.Recipes.filter((r) => r.isDiscountedItem).length).toBeGreaterThanOrEqual(2);
    expect(b.Recipes.filter((r) => r.IsRecommended).length).toBeGreaterThanOrEqual(3);
    expect(b.Recipes.some((r) => !r.ForDelivery && !r.ForCollection && r.ForEatIn)).toBe(true);
    expect(b.Recipes.some((r) => r.FoodInfo?.Contains.length)).toBe(true);
  });

  it('grocer: ≥ 60 products in subcategories, kg items, stock-outs and one hostile description', () => {
    const g = load('grocer');
    expect(g.Products.length).toBeGreaterThanOrEqual(60);
    expect(g.Categories.every((c) => c.Kind === 'Product')).toBe(true);
    expect(g.Products.some((p) => p.SubcategoryId !== null)).toBe(true);
    expect(g.Products.some((p) => p.ProductUnits === 'kg')).toBe(true);
    expect(g.WebCustomer.AdditionalDetail?.PopupOnKgItems).toBe(true);
    expect(g.Products.some((p) => p.ProductStocks === 0)).toBe(true);
    // The sanitiser tests rely on this product's script and onerror handler.
    expect(
      g.Products.filter((p) => p.ProductContent.includes('<script>') && p.ProductContent.includes('onerror')),
    ).toHaveLength(1);
  });

  it('wholesale: a distributor with ≥ 25 products ordered through the store', () => {
    const w = load('wholesale');
    expect(w.Products.length).toBeGreaterThanOrEqual(25);
    expect(w.WebCustomer.CheckoutDetail.DistributorLogin).toBe(true);
    expect(w.WebCustomer.HomeTemplate.Campaigns.some((c) => c.Redirection === 'store')).toBe(true);
  });

  it('motors: ≥ 12 car listings with vehicle facts, some sold', () => {
    const m = load('motors');
    expect(m.WebCustomer.TemplateData.VehiclesBrand).toBe(true);
    expect(m.Products.length).toBeGreaterThanOrEqual(12);
    expect(m.Products.filter((p) => p.ProductStockStatus === 'Sold').length).toBeGreaterThanOrEqual(4);
    for (const p of m.Products) {
      expect(p.Vehicle?.Gallery.length).toBeGreaterThanOrEqual(2);
      expect(p.Vehicle?.Gallery.length).toBeLessThanOrEqual(4);
    }
    // The built-in enquiry form (issue 16): no external contact page, the brand's own consent text.
    expect(m.WebCustomer.BusinessInfo.ContactPage).toBeUndefined();
    expect(m.WebCustomer.BusinessInfo.EnquiryConsent).toMatch(/contact you/);
  });

  it('parts: ≥ 40 parts with fitment details and dealers in the five inquiry countries', () => {
    const p = load('parts');
    expect(p.WebCustomer.TemplateData.PartsBrand).toBe(true);
    expect(p.Products.length).toBeGreaterThanOrEqual(40);
    for (const part of p.Products) {
      expect(part.ProductExtraObject?.ShowProductsDetails).toBe(true);
      expect(part.ProductDetailPartModel && part.ProductDetailEngine && part.ProductDetailCode).toBeTruthy();
      expect(part.ProductDetailExternalLink).toMatch(/^https:\/\//);
    }
    expect(p.Branches.map((b) => b.Country).sort()).toEqual([
      'Belgium',
      'Cyprus',
      'Denmark',
      'Finland',
      'United Kingdom',
    ]);
  });
});

/**
 * Food information (issue 34). The browser tests rely on the two bistro dishes named here: the vegan plant burger
 * with an optional "Add cheddar", and the wings listed with the peanut satay dip they start with.
 */
describe('demo food information', () => {
  const recipe = (title: string) => {
    const found = load('bistro').Recipes.find((r) => r.RecipeTitle === title);
    if (!found) throw new Error(`No bistro recipe ${title}`);
    return found;
  };

  it('bistro: every dish, extra and builder choice declares it, and no dish keeps the old allergen titles', () => {
    const b = load('bistro');
    const undeclared = b.Recipes.flatMap((r) => [
      ...(r.FoodInfo ? [] : [r.RecipeTitle]),
      ...(r.RecipeExtraObject?.groups ?? []).flatMap((g) =>
        g.Extras.filter((e) => !e.FoodInfo).map((e) => `${r.RecipeTitle}: ${g.Key}: ${e.Title}`),
      ),
      ...(r.RecipeExtraObject?.MenuBuilder ?? []).flatMap((s) =>
        s.Choose.filter((c) => !c.FoodInfo).map((c) => `${r.RecipeTitle}: ${s.Title}: ${c.Item}`),
      ),
    ]);
    expect(undeclared).toEqual([]);
    expect(b.Recipes.filter((r) => r.Allergens.length > 0).map((r) => r.RecipeTitle)).toEqual([]);
    expect(b.WebCustomer.Allergens.map((a) => a.Title)).toContain('Tree nuts');
  });

  it('bistro: the vegan Copperleaf Plant Burger comes in a vegan bun, and "Add cheddar" keeps it vegetarian only', () => {
    const plant = recipe('Copperleaf Plant Burger');
    expect(plant.FoodInfo?.Labels).toContain('vegan');
    expect(listedFoodInfo(plant.FoodInfo, plant.RecipeExtraObject)?.Labels).toContain('vegan');
    const toppings = plant.RecipeExtraObject?.groups.find((g) => g.Key === 'Optional toppings');
    const cheddar = toppings?.Extras.find((e) => e.Title === 'Add cheddar');
    expect(cheddar?.Default).toBeFalsy();
    expect(cheddar?.FoodInfo).toMatchObject({ Contains: ['milk'], Labels: ['vegetarian', 'gluten-free'] });
    expect(cheddar?.FoodInfo?.Kcal).toBeGreaterThan(0);
    const withCheddar = lineFoodInfo(plant.FoodInfo, plant.RecipeExtraObject, [
      { Group: 'Choose your bread', ExtraTitle: 'Sourdough bun', ExtraQuantity: 1 },
      { Group: 'Optional toppings', ExtraTitle: 'Add cheddar', ExtraQuantity: 1 },
    ]);
    expect(withCheddar?.Contains).toContain('milk');
    expect(withCheddar?.Labels).toContain('vegetarian');
    expect(withCheddar?.Labels).not.toContain('vegan');
  });

  it('bistro: Sticky Chicken Wings hold no peanuts, but are listed with the peanut satay dip they start with', () => {
    const wings = recipe('Sticky Chicken Wings');
    expect(wings.FoodInfo?.Contains).not.toContain('peanuts');
    const defaults = (wings.RecipeExtraObject?.groups ?? []).flatMap((g) =>
      g.Extras.filter((e) => e.Default),
    );
    expect(defaults.map((e) => [e.Title, e.FoodInfo?.Contains.includes('peanuts')])).toEqual([
      ['Peanut satay', true],
    ]);
    // The sauce is still the customer's to choose: nothing in it starts chosen.
    const sauces = wings.RecipeExtraObject?.groups.find((g) => g.Key === 'Choose your sauce');
    expect(sauces?.Extras.some((e) => e.Default)).toBe(false);
    expect(listedFoodInfo(wings.FoodInfo, wings.RecipeExtraObject)?.Contains).toContain('peanuts');
  });

  it('bistro: a halal dish, gluten-free dishes, a "may contain", tree nuts by name and a dish over 1000 kcal', () => {
    const b = load('bistro');
    const titles = (keep: (r: (typeof b.Recipes)[number]) => boolean) =>
      b.Recipes.filter(keep).map((r) => r.RecipeTitle);
    expect(titles((r) => r.FoodInfo?.Labels.includes('halal') ?? false)).toContain('Chicken Tikka Masala');
    expect(titles((r) => r.FoodInfo?.Labels.includes('gluten-free') ?? false).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(titles((r) => (r.FoodInfo?.MayContain.length ?? 0) > 0)).toContain('Chocolate Brownie');
    expect(recipe('Chicken Tikka Masala').FoodInfo?.Contains).toContain('tree-nuts');
    expect(titles((r) => (r.FoodInfo?.Kcal ?? 0) > 1000)).toContain('Monster Tower Burger');
  });

  it('grocer: every food product declares it with kcal for the pack, and household goods and flowers nothing', () => {
    const g = load('grocer');
    const notFood = new Set(
      g.Categories.filter((c) => ['Household', 'Flowers & Plants'].includes(c.CategoryTitle)).map(
        (c) => c.CategoryId,
      ),
    );
    expect(notFood.size).toBe(2);
    const wrong = g.Products.filter((p) => notFood.has(p.CategoryId) === Boolean(p.FoodInfo));
    expect(wrong.map((p) => p.ProductTitle)).toEqual([]);
    const full = g.Products.filter(
      (p) =>
        p.FoodInfo &&
        p.FoodInfo.Contains.length &&
        p.FoodInfo.Labels.length &&
        p.FoodInfo.Kcal &&
        p.FoodInfo.Portion,
    );
    expect(full.map((p) => p.ProductTitle)).toContain('Crunchy Peanut Butter 340g');
    expect(full.length).toBeGreaterThanOrEqual(2);
    const loaf = g.Products.find((p) => p.ProductTitle === 'Sourdough Bloomer 800g');
    expect(loaf?.ProductExtraObject?.groups.flatMap((gr) => gr.Extras).every((e) => e.FoodInfo)).toBe(true);
  });
});

/** The file behind a /brand-assets/ URL. */
const assetText = (url: string) =>
  readFileSync(join(brandsDir, 'assets', url.slice(ASSET_PREFIX.length)), 'utf8');

/** A drawing without its colours and words: two pictures that differ only in paint or caption have one shape. */
const shapeOf = (svg: string) =>
  svg
    .replace(/<title>[^<]*<\/title>|<text[^>]*>[^<]*<\/text>|aria-label="[^"]*"/g, '')
    .replace(/(fill|stroke|stop-color)="[^"]*"/g, '');

describe('demo pictures', () => {
  it('bistro: every dish has a picture of its own, and a meal-deal choice shows its dish', () => {
    const b = load('bistro');
    const images = b.Recipes.map((r) => r.RecipeImage);
    expect(new Set(images).size).toBe(b.Recipes.length);
    expect(new Set(images.map((url) => shapeOf(assetText(url ?? '')))).size).toBe(b.Recipes.length);
    const byTitle = new Map(b.Recipes.map((r) => [r.RecipeTitle.toLowerCase(), r.RecipeImage]));
    const choices = b.Recipes.flatMap((r) => r.RecipeExtraObject?.MenuBuilder ?? []).flatMap((s) => s.Choose);
    const named = choices.filter((c) => c.Img && byTitle.has(c.Item.replace(/ \d+ml$/, '').toLowerCase()));
    expect(named.length).toBeGreaterThanOrEqual(8);
    for (const c of named) expect(c.Img).toBe(byTitle.get(c.Item.replace(/ \d+ml$/, '').toLowerCase()));
  });

  it('motors: each car model is drawn in its own shape in every view, not one outline repainted', () => {
    const m = load('motors');
    const models = m.Products.map((p) => `${p.Vehicle?.Make} ${p.Vehicle?.Model}`);
    expect(new Set(models).size).toBe(m.Products.length);
    for (const view of ['side', 'front']) {
      const shapes = m.Products.map((p) => {
        const url = p.Vehicle?.Gallery.find((g) => g.endsWith(`-${view}.svg`));
        return shapeOf(assetText(url ?? ''));
      });
      expect(new Set(shapes).size, view).toBe(m.Products.length);
    }
  });

  it.each(flavours)(
    '%s: banners and item pictures carry no words (the page prints them as text)',
    (flavour) => {
      const brand = load(flavour);
      const style = brand.WebCustomer.TemplateData.DynamicStyle;
      const banners = [
        style.MenuWebBanner,
        style.MobileMenuWebBanner,
        ...Object.values(style.HeaderBanners).flatMap((b) => [b?.Desktop, b?.Mobile]),
      ];
      const items = [
        ...brand.Recipes.map((r) => r.RecipeImage),
        ...brand.Products.map((p) => p.ProductImageUrl),
      ];
      const pictures = [...new Set([...banners, ...items])].filter((u): u is string => Boolean(u));
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.filter((url) => assetText(url).includes('<text'))).toEqual([]);
    },
  );
});

/**
 * Length of the longest path through a menu builder from its first step to an end (-1), or 0 when
 * some choice leads nowhere or the steps loop.
 */
function builderEnds(x: ExtraObject): number {
  const steps = new Map((x.MenuBuilder ?? []).map((s) => [s.Id, s]));
  const first = x.MenuBuilder?.[0];
  if (!first) return 0;
  const walk = (id: number, seen: Set<number>): number => {
    const step = steps.get(id);
    if (!step || seen.has(id)) return -Infinity;
    const next = new Set([...seen, id]);
    return 1 + Math.max(...step.Choose.map((c) => (c.Redirection === -1 ? 0 : walk(c.Redirection, next))));
  };
  const length = walk(first.Id, new Set());
  return Number.isFinite(length) ? length : 0;
}
