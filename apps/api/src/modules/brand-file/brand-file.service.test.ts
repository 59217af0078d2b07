import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { customers } from '../../db/schema';
import { DRIVERS } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from './brand-file.service';

/** Each driver gets its own brand ids, so the shared PostgreSQL database of the run is not disturbed. */
const ids = { pglite: 951, postgres: 961 } as const;

describe.each(DRIVERS)('brand files on %s', (driver) => {
  let database: Database;
  const id = ids[driver];
  const flavour = `files-${driver}`;
  beforeAll(async () => {
    database = await openDatabase(
      driver === 'postgres' ? { databaseUrl: inject('pgUrl'), pgliteDir: '' } : { pgliteDir: 'memory://' },
    );
  });
  afterAll(() => database.close());

  it('rejects a malformed file with every problem and its JSON path, writing nothing', async () => {
    const service = createBrandFileService(database.db);
    // Only this test's brands: other test files change the shared brands of the PostgreSQL run meanwhile.
    const ours = async () =>
      (await service.listBrands()).filter((brand) => brand.id === id || brand.id === id + 1);
    const before = await ours();
    const file = makeBrandFile(id, flavour) as Record<string, unknown> & {
      Recipes: Record<string, unknown>[];
      WebCustomer: Record<string, unknown>;
    };
    file.Recipes[0]!.RecipePrice = 9.999;
    file.Recipes[1]!.CategoryId = 424242;
    file.WebCustomer.GoogleTag = "<script>alert('x')</script>";
    file.SlotCapacity = 0;
    const result = await service.importBrands([
      { source: 'good.json', document: makeBrandFile(id + 1, `${flavour}-good`) },
      { source: 'bad.json', document: file },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        {
          source: 'bad.json',
          path: '$.Recipes[0].RecipePrice',
          // A problem inside an item names the item.
          message: expect.stringMatching(/Classic Burger: Use at most two decimals \(pence\)$/) as string,
        },
        {
          source: 'bad.json',
          path: '$.WebCustomer.GoogleTag',
          message: expect.stringContaining('raw script is not accepted') as string,
        },
        {
          source: 'bad.json',
          path: '$.SlotCapacity',
          message: 'A slot must take at least 1 order; use null for no limit',
        },
      ]),
    );
    // Cross-reference checks run once the shapes are right: fix the shape problems and the category is reported.
    file.Recipes[0]!.RecipePrice = 9.99;
    file.WebCustomer.GoogleTag = 'G-OK12345';
    file.SlotCapacity = 12;
    const second = await service.importBrands([{ source: 'bad.json', document: file }]);
    expect(second).toEqual({
      ok: false,
      problems: [
        {
          source: 'bad.json',
          path: '$.Recipes[1].CategoryId',
          message: 'Lemonade: CategoryId 424242 is not in Categories',
        },
      ],
    });
    // The good file in the failed batch was not written either.
    expect(await ours()).toEqual(before);
  });

  it('exports a brand that imports back to the same data, and re-import replaces', async () => {
    const service = createBrandFileService(database.db);
    const file = makeBrandFile(id, flavour);
    // A second branch with dine-in tables of its own; the first keeps the brand's (none of its own).
    const clapham = {
      BranchId: 2,
      Name: 'Clapham',
      Address: '2 High Street, London',
      DineInTables: [1, 2, 12],
    };
    const imported = await service.importBrands([
      {
        source: 'x.json',
        document: { ...file, SlotCapacity: 12, Branches: [...(file.Branches ?? []), clapham] },
      },
    ]);
    expect(imported).toMatchObject({ ok: true, brands: [{ flavour, id, recipes: 5, products: 2 }] });
    const exported = await service.exportBrand(flavour);
    expect(exported?.SlotCapacity).toBe(12);
    expect(exported?.Branches.map((b) => b.DineInTables)).toEqual([undefined, [1, 2, 12]]);
    expect(exported?.Branches[0]).not.toHaveProperty('DineInTables');
    expect(exported?.Customers[0]?.PasswordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(JSON.stringify(exported)).not.toContain('correct-horse');
    expect(exported?.Products[0]?.ProductContent).not.toContain('script');
    // The burger's old titles were read as codes; export writes the codes only, extras keep theirs.
    const [burger, lemonade] = exported?.Recipes ?? [];
    expect(burger).toMatchObject({ Allergens: [], FoodInfo: { Contains: ['milk'], Labels: [], Kcal: null } });
    expect(burger?.RecipeExtraObject?.groups[0]?.Extras[1]?.FoodInfo).toMatchObject({
      Labels: ['vegan'],
      Kcal: 180,
    });
    expect(lemonade?.FoodInfo).toEqual({
      Contains: [],
      MayContain: [],
      Labels: ['vegan', 'vegetarian'],
      Kcal: 120,
      Portion: '330 ml',
    });

    const again = await service.importBrands([
      { source: 'export.json', document: JSON.parse(JSON.stringify(exported)) as unknown },
    ]);
    expect(again.ok).toBe(true);
    expect(await service.exportBrand(flavour)).toEqual(exported);

    // Re-importing with fewer items replaces the catalogue: the dropped recipe is gone.
    const smaller = makeBrandFile(id, flavour) as { Recipes: unknown[] };
    smaller.Recipes = smaller.Recipes.slice(0, 2);
    expect((await service.importBrands([{ source: 'smaller.json', document: smaller }])).ok).toBe(true);
    expect((await service.exportBrand(flavour))?.Recipes.map((r) => r.RecipeId)).toEqual([
      id * 10 + 1,
      id * 10 + 2,
    ]);
    // A file without a capacity (older, or written by hand) means no limit.
    expect((await service.exportBrand(flavour))?.SlotCapacity).toBeNull();
    const listed = (await service.listBrands()).find((b) => b.flavour === flavour);
    expect(listed).toMatchObject({ recipes: 2, products: 2, customers: 2 });
  });

  it('refuses food information that is ambiguous, unknown or contradicts itself, naming the item', async () => {
    const service = createBrandFileService(database.db);
    const file = makeBrandFile(id + 2, `${flavour}-food`) as { Recipes: Record<string, unknown>[] };
    const [burger, lemonade, shake] = file.Recipes;
    burger!.Allergens = [
      { Title: 'Nuts', Link: '' },
      { Title: 'Gluten', Link: '' },
    ];
    lemonade!.FoodInfo = { Contains: ['milk'], Labels: ['vegan'] };
    shake!.FoodInfo = { Contains: ['peanut'], Kcal: 5001 };
    const result = await service.importBrands([{ source: 'food.json', document: file }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: '$.Recipes[1].FoodInfo', message: 'Lemonade: Vegan cannot contain milk' },
      {
        path: '$.Recipes[2].FoodInfo.Contains[0]',
        message: expect.stringMatching(
          /^Sold-out Shake: "peanut" is not one of the 14 allergens \(celery,/,
        ) as string,
      },
      { path: '$.Recipes[2].FoodInfo.Kcal', message: 'Sold-out Shake: Calories can be at most 5000' },
    ]);
    // Once every shape is right, the checks across the file run: "Nuts" is refused.
    lemonade!.FoodInfo = { Contains: ['milk'], Labels: ['vegetarian'] };
    shake!.FoodInfo = { Contains: ['peanuts'], Kcal: 0 };
    const again = await service.importBrands([{ source: 'food.json', document: file }]);
    expect(again.ok ? [] : again.problems.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: '$.Recipes[0].Allergens[0].Title',
        message: `${flavour}-food Classic Burger: "Nuts" could be peanuts or tree nuts: say which`,
      },
    ]);
    expect((await service.listBrands()).some((b) => b.id === id + 2)).toBe(false);
  });

  it('exports a brand whose customer deleted their account, leaving the erased account out', async () => {
    const service = createBrandFileService(database.db);
    expect(
      (await service.importBrands([{ source: 'x.json', document: makeBrandFile(id, flavour) }])).ok,
    ).toBe(true);
    const before = (await service.exportBrand(flavour))!.Customers;
    const [gone] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.brandId, id), eq(customers.email, before[0]!.Email)));
    // As deleteAccount leaves the row: anonymised, no usable password, kept for its orders.
    await database.db
      .update(customers)
      .set({
        email: `deleted-${gone!.id}@invalid.invalid`,
        passwordHash: 'deleted$00',
        deletedAt: new Date(),
      })
      .where(and(eq(customers.brandId, id), eq(customers.id, gone!.id)));
    const exported = await service.exportBrand(flavour);
    expect(exported?.Customers.map((c) => c.Email)).toEqual(before.slice(1).map((c) => c.Email));
    expect((await service.importBrands([{ source: 'export.json', document: exported }])).ok).toBe(true);
  });

  it('refuses a file that would take over another brand id', async () => {
    const service = createBrandFileService(database.db);
    await service.importBrands([{ source: 'x.json', document: makeBrandFile(id, flavour) }]);
    const thief = await service.importBrands([
      { source: 'thief.json', document: makeBrandFile(id, `${flavour}-thief`) },
    ]);
    expect(thief).toMatchObject({ ok: false, problems: [{ path: '$.WebCustomer.BrandData.BrandId' }] });
  });
});
