import { MenuRecipeBody, type MenuRecipe } from '@storefront/contract/menu';
import { CheckboxField, TextField } from '../../components/ui/form';
import { useSaveMenuItem } from '../api/menu';
import {
  HiddenField,
  ImageAndPlacement,
  type MenuItemFieldsProps,
  type MenuItemKind,
} from './menu-item-form';
import { FoodInfoByPart, OptionalWholeText, PriceText, textOrNull, textValues } from './menu-item-editor';
import { PriceField, TitleAndDescription, priceText } from './menu-form-parts';

/** The form's fields are the body's own (so every message, here or from the server, lands on its field). */
const FormBody = MenuRecipeBody.extend({
  RecipePrice: PriceText,
  RecipeMaxBuyAllowed: OptionalWholeText,
  FoodInfo: FoodInfoByPart,
});

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

function valuesOf(r: MenuRecipe | undefined) {
  return {
    ...textValues(r, ['RecipeTitle', 'RecipeDescription', 'RecipeImage', 'DisplayAmountText'] as const),
    RecipePrice: priceText(r?.RecipePrice),
    RecipeMaxBuyAllowed: r?.RecipeMaxBuyAllowed ? String(r.RecipeMaxBuyAllowed) : '',
    IsNewlyAdded: r?.IsNewlyAdded ?? false,
    IsPopular: r?.IsPopular ?? false,
    ForDineIn: r?.ForDineIn ?? true,
    ForEatIn: r?.ForEatIn ?? true,
  };
}
type Values = ReturnType<typeof valuesOf>;

/** A dish's own details: description, price or price note, image and most per order. */
function RecipeDetails({ form, ...rest }: MenuItemFieldsProps<Values, MenuRecipeBody>) {
  return (
    <>
      <TitleAndDescription
        title={{ control: form.field('RecipeTitle'), maxLength: 160 }}
        description={{ control: form.field('RecipeDescription'), maxLength: 2000 }}
      />
      <div className="menu-form__row">
        <PriceField label="Price (£)" control={form.field('RecipePrice')} hint="In pounds, such as 9.50" />
        <TextField
          label="Price note"
          control={form.field('DisplayAmountText')}
          optional
          hint="Shown instead of the price, such as ‘from £8’"
        />
      </div>
      <ImageAndPlacement form={form} {...rest} kind="Recipe" image="RecipeImage" />
      <TextField
        label="Most per order"
        control={form.field('RecipeMaxBuyAllowed')}
        optional
        inputMode="numeric"
        hint="Empty for no limit"
      />
    </>
  );
}

/** New, popular and recommended, hidden, and the four channels. */
function RecipeLabels({ form }: MenuItemFieldsProps<Values, MenuRecipeBody>) {
  return (
    <>
      <div className="menu-form__checks">
        {FLAGS.map(([name, label]) => (
          <CheckboxField key={name} label={label} control={form.checkbox(name)} />
        ))}
        <HiddenField form={form} from="the menu" />
      </div>
      <p className="menu-form__sub">Offered for</p>
      <div className="menu-form__checks">
        {CHANNELS.map(([name, label]) => (
          <CheckboxField key={name} label={label} control={form.checkbox(name)} />
        ))}
      </div>
    </>
  );
}

/** A dish's form (MenuItemForm of this kind): details, price, image, flags and four channels. */
export const RECIPE: MenuItemKind<MenuRecipe, Values, MenuRecipeBody> = {
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
    food: stored.FoodInfo,
    oldAllergens: stored.FoodInfo ? [] : stored.Allergens,
    stored,
  }),
  valuesOf,
  fromValues: (v) => ({
    RecipeImage: textOrNull(v.RecipeImage),
    DisplayAmountText: textOrNull(v.DisplayAmountText),
    // Allergens are declared by code (FoodInfo); the old titles are never sent back (the server keeps them
    // while the dish declares nothing).
    Allergens: [],
  }),
  useSave: (brand) => useSaveMenuItem(brand, 'Recipe'),
  Details: RecipeDetails,
  Labels: RecipeLabels,
};
