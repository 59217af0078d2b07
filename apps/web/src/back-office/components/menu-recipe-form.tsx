import { useState, type FormEvent } from 'react';
import { MenuRecipeBody, type MenuCategory, type MenuRecipe } from '@storefront/contract/menu';
import {
  CheckboxField,
  FormAlert,
  FormNotice,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../components/ui/form';
import { buttonClass } from '../../components/ui/button';
import { useZodForm } from '../../components/ui/use-zod-form';
import { useSaveRecipe } from '../api/menu';
import { ExtrasEditor } from './menu-extras-editor';
import { MenuHoursEditor, useHoursPart } from './menu-hours-editor';
import { OptionalWholeText, PriceText, textOrNull, useExtrasPart } from './menu-item-editor';
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

/**
 * A dish's form: details, price, image, flags, allergens and channels, then its extras groups and menu-builder
 * steps. Checked with the contract's schema here; the server checks again (with the import's cross-checks)
 * and its messages land next to the same fields.
 */
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
  const save = useSaveRecipe(brand);
  const extras = useExtrasPart(recipe?.RecipeExtraObject ?? null);
  const hours = useHoursPart(recipe?.Hours);
  const [saved, setSaved] = useState(false);
  const form = useZodForm({
    schema: FormBody,
    idPrefix: 'recipe',
    defaultValues: valuesOf(recipe, categoryId),
    toInput: (v) => {
      // What the form does not edit rides along as stored (stock is kept by the server anyway).
      const { RecipeId: _id, ...stored } = recipe ?? { RecipeId: 0 };
      return {
        ...stored,
        ...v,
        RecipeImage: textOrNull(v.RecipeImage),
        DisplayAmountText: textOrNull(v.DisplayAmountText),
        CategoryId: Number(v.CategoryId),
        SubcategoryId: v.SubcategoryId ? Number(v.SubcategoryId) : null,
        Allergens: allergensValue(String(v.Allergens)),
        RecipeExtraObject: extras.value(),
        Hours: hours.value(),
      };
    },
  });

  const submit = extras.submit(form, (body) => {
    setSaved(false);
    save.mutate(
      { id: recipe?.RecipeId, body },
      {
        onSuccess: (next) => {
          form.reset(valuesOf(next, categoryId));
          extras.reset(next.RecipeExtraObject);
          hours.reset(next.Hours);
          setSaved(true);
          onSaved(next);
        },
        onError: (error) => {
          hours.showServerError(error);
          extras.showServerError(form, error, 'RecipeExtraObject');
        },
      },
    );
  });
  // The hours' own messages show next to their ranges; the form's check reports them above it too.
  const onSubmit = (event: FormEvent) => {
    hours.check();
    submit(event);
  };

  return (
    <form className="menu-form" onSubmit={onSubmit} noValidate aria-labelledby="menu-form-title">
      <div className="menu-form__head">
        <h2 id="menu-form-title">{recipe ? `Edit ${recipe.RecipeTitle}` : 'New dish'}</h2>
        <button type="button" className={buttonClass('outline')} onClick={onClose}>
          Back to the list
        </button>
      </div>
      <FormAlert message={form.formError} />
      {saved ? <FormNotice>Saved. The storefront shows it now.</FormNotice> : null}
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
      <MenuHoursEditor part={hours} noun="dish" />
      <ExtrasEditor draft={extras.draft} onChange={extras.setDraft} errors={extras.errors} kindNoun="dish" />
      <div className="menu-form__save">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          {recipe ? 'Save dish' : 'Add dish'}
        </SubmitButton>
      </div>
    </form>
  );
}
