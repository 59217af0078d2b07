import { MenuRecipeBody, type MenuCategory, type MenuRecipe } from '@storefront/contract/menu';
import { CheckboxField, TextAreaField, TextField } from '../../components/ui/form';
import type { ZodForm } from '../../components/ui/use-zod-form';
import { useSaveMenuItem } from '../api/menu';
import { MenuItemForm, type MenuItemKind } from './menu-item-form';
import { OptionalWholeText, PriceText, textOrNull } from './menu-item-editor';
import { PlacementFields, allergensText, allergensValue, priceText, MenuImageField } from './menu-form-parts';

/** The form's fields are the body's own (so every message, here or from the server, lands on its field). */
const FormBody = MenuRecipeBody.extend({ RecipePrice: PriceText, RecipeMaxBuyAllowed: OptionalWholeText });

const FLAGS = [
  ['IsNewlyAdded', 'Marked new'],
  ['IsPopular', 'Marked popular'],
  ['IsRecommended', 'Recommended at checkout'],
] as const;
const CHANNELS = [
  ['ForDelivery', 'Delivery'],
  ['ForCollection', 'Collection'],
  ['ForDineIn', 'Dine in'],
  ['ForEatIn', 'Eat in (table orders)'],
] as const;

function valuesOf(r: MenuRecipe | undefined, categoryId: number) {
  return {
    RecipeTitle: r?.RecipeTitle ?? '',
    RecipeDescription: r?.RecipeDescription ?? '',
    RecipePrice: priceText(r?.RecipePrice),
    RecipeImage: r?.RecipeImage ?? '',
    DisplayAmountText: r?.DisplayAmountText ?? '',
    CategoryId: String(r?.CategoryId ?? categoryId),
    SubcategoryId: r?.SubcategoryId ? String(r.SubcategoryId) : '',
    RecipeMaxBuyAllowed: r?.RecipeMaxBuyAllowed ? String(r.RecipeMaxBuyAllowed) : '',
    Allergens: allergensText(r?.Allergens ?? []),
    IsNewlyAdded: r?.IsNewlyAdded ?? false,
    IsPopular: r?.IsPopular ?? false,
    IsRecommended: r?.IsRecommended ?? false,
    Hidden: r?.Hidden ?? false,
    ForDelivery: r?.ForDelivery ?? true,
    ForCollection: r?.ForCollection ?? true,
    ForDineIn: r?.ForDineIn ?? true,
    ForEatIn: r?.ForEatIn ?? true,
  };
}
type Values = ReturnType<typeof valuesOf>;

const RECIPE: MenuItemKind<MenuRecipe, Values, MenuRecipeBody> = {
  noun: 'dish',
  idPrefix: 'recipe',
  shownIn: 'storefront',
  schema: FormBody,
  extrasField: 'RecipeExtraObject',
  // Stock rides along as stored too: the server keeps it anyway.
  parts: ({ RecipeId, ...stored }) => ({
    id: RecipeId,
    title: stored.RecipeTitle,
    extras: stored.RecipeExtraObject,
    hours: stored.Hours,
    stored,
  }),
  valuesOf,
  fromValues: (v) => ({
    RecipeImage: textOrNull(v.RecipeImage),
    DisplayAmountText: textOrNull(v.DisplayAmountText),
    Allergens: allergensValue(String(v.Allergens)),
  }),
};

/** A dish's own fields: details, price, image, allergens, flags and the four channels. */
function RecipeFields({
  brand,
  categories,
  form,
}: {
  brand: string;
  categories: MenuCategory[];
  form: ZodForm<Values, MenuRecipeBody>;
}) {
  return (
    <>
      <fieldset className="office__panel menu-form__section">
        <legend>Details</legend>
        <TextField label="Title" control={form.field('RecipeTitle')} maxLength={160} />
        <TextAreaField
          label="Description"
          control={form.field('RecipeDescription')}
          optional
          maxLength={2000}
        />
        <div className="menu-form__row">
          <TextField
            label="Price (£)"
            control={form.field('RecipePrice')}
            inputMode="decimal"
            autoComplete="off"
            hint="In pounds, such as 9.50"
          />
          <TextField
            label="Price note"
            control={form.field('DisplayAmountText')}
            optional
            hint="Shown instead of the price, such as ‘from £8’"
          />
        </div>
        <MenuImageField
          brand={brand}
          label="Image"
          control={form.field('RecipeImage')}
          onChange={(url) => form.setValue('RecipeImage', url)}
        />
        <PlacementFields
          categories={categories}
          kind="Recipe"
          category={form.field('CategoryId')}
          subcategory={form.field('SubcategoryId')}
        />
        <TextField
          label="Most per order"
          control={form.field('RecipeMaxBuyAllowed')}
          optional
          inputMode="numeric"
          hint="Empty for no limit"
        />
        <TextAreaField
          label="Allergens"
          control={form.field('Allergens')}
          optional
          rows={3}
          hint="One per line; add an icon link after a bar: Gluten | /icons/gluten.svg"
        />
      </fieldset>
      <fieldset className="office__panel menu-form__section">
        <legend>Labels and availability</legend>
        <div className="menu-form__checks">
          {FLAGS.map(([name, label]) => (
            <CheckboxField key={name} label={label} control={form.checkbox(name)} />
          ))}
          <CheckboxField
            label="Hidden from the menu"
            control={form.checkbox('Hidden')}
            hint="Kept for the orders that name it; customers no longer see it"
          />
        </div>
        <p className="menu-form__sub">Offered for</p>
        <div className="menu-form__checks">
          {CHANNELS.map(([name, label]) => (
            <CheckboxField key={name} label={label} control={form.checkbox(name)} />
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** A dish's form: its own fields, then (shared with products) menu hours, extras groups and menu-builder steps. */
export function RecipeForm({
  brand,
  categories,
  recipe,
  categoryId,
  onSaved,
  onClose,
}: {
  brand: string;
  categories: MenuCategory[];
  recipe: MenuRecipe | undefined;
  categoryId: number;
  onSaved: (saved: MenuRecipe) => void;
  onClose: () => void;
}) {
  const save = useSaveMenuItem(brand, 'Recipe');
  return (
    <MenuItemForm
      kind={RECIPE}
      item={recipe}
      categoryId={categoryId}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      fields={(form) => <RecipeFields brand={brand} categories={categories} form={form} />}
    />
  );
}
