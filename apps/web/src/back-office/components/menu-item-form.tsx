import { useState, type ComponentType, type FormEvent } from 'react';
import type { ExtraObject } from '@storefront/contract/catalog';
import type { BrandDietaryLabel, FoodInfo } from '@storefront/contract/food-info';
import type { MenuCategory } from '@storefront/contract/menu';
import { CheckboxField, FormAlert, FormNotice, SubmitButton } from '../../components/ui/form';
import { buttonClass } from '../../components/ui/button';
import { useZodForm, type FormSchema, type FormValues, type ZodForm } from '../../components/ui/use-zod-form';
import { ExtrasEditor } from './menu-extras-editor';
import { MenuHoursEditor, useHoursPart, type HoursDraftRange } from './menu-hours-editor';
import { useExtrasPart } from './menu-item-editor';
import { MenuImageField, PlacementFields } from './menu-form-parts';
import { FoodInfoFieldset, useFoodInfoPart } from './menu-food-info';
import { labelOptions } from './menu-food-info-draft';
import type { ExtrasDraft } from './menu-extras-draft';

/** The parts of a stored dish or product the shared form reads. */
export interface MenuItemParts {
  id: number;
  title: string;
  extras: ExtraObject | null;
  hours: readonly HoursDraftRange[] | undefined;
  /** Its food information (null: not filled in yet). */
  food: FoodInfo | null;
  /** A dish's old free-text allergen titles that were no code, while it declares nothing. */
  oldAllergens: readonly { Title: string }[];
  /** The item without its id: what the form does not edit rides along as stored. */
  stored: object;
}

/**
 * What a dish's form and a product's differ in besides their fields: names, the contract's body, the values
 * the fields start from and how the item's own fields are sent.
 */
export interface MenuItemKind<Item extends CommonFields, Own extends FormValues, Body> {
  /** 'dish' or 'product', in the heading, the button and the hours and extras editors. */
  noun: string;
  idPrefix: string;
  /** Where a saved item shows, for the notice: 'storefront', 'shop'. */
  shownIn: string;
  schema: FormSchema<Body>;
  extrasField: string;
  parts: (item: Item) => MenuItemParts;
  /** The values the kind's own fields start from (the form adds those every item has). */
  valuesOf: (item: Item | undefined) => Own;
  /** The kind's own conversions of the typed values ('' to null and the like). */
  fromValues: (values: Own) => object;
  /** The kind's add-or-save mutation (api/menu's useSaveMenuItem for its kind). */
  useSave: (brand: string) => SaveMenuItem<Item, Body>;
  /** The kind's own fields: its details, then its labels and channels. */
  Details: ComponentType<MenuItemFieldsProps<Own, Body>>;
  Labels: ComponentType<MenuItemFieldsProps<Own, Body>>;
}

/** The add-or-save mutation of the item's kind (api/menu). */
export interface SaveMenuItem<Item, Body> {
  isPending: boolean;
  mutate: (
    variables: { id: number | undefined; body: Body },
    callbacks: { onSuccess: (next: Item) => void; onError: (error: unknown) => void },
  ) => void;
}

/** The fields every item has, under the same names. */
interface CommonFields {
  CategoryId: number;
  SubcategoryId: number | null;
  IsRecommended: boolean;
  Hidden: boolean;
  ForDelivery: boolean;
  ForCollection: boolean;
}

/** The form's values of the fields every item has: a new one sits in the list's category, offered everywhere. */
function commonValues(item: CommonFields | undefined, categoryId: number) {
  return {
    CategoryId: String(item?.CategoryId ?? categoryId),
    SubcategoryId: item?.SubcategoryId ? String(item.SubcategoryId) : '',
    IsRecommended: item?.IsRecommended ?? false,
    Hidden: item?.Hidden ?? false,
    ForDelivery: item?.ForDelivery ?? true,
    ForCollection: item?.ForCollection ?? true,
  };
}

/** A form's values: the kind's own and those every item has. */
type ItemValues<Own extends FormValues> = Own & ReturnType<typeof commonValues>;

/** What a kind's own fields get. */
export interface MenuItemFieldsProps<Own extends FormValues, Body> {
  brand: string;
  categories: MenuCategory[];
  form: ZodForm<ItemValues<Own>, Body>;
}

/**
 * The item's form with its extras and menu hours drafts, saving through the kind: a save resets all three to
 * what the server stored.
 */
function useMenuItemEditing<Item extends CommonFields, Own extends FormValues, Body>(
  kind: MenuItemKind<Item, Own, Body>,
  brand: string,
  item: Item | undefined,
  categoryId: number,
  onSaved: (saved: Item) => void,
) {
  const save = kind.useSave(brand);
  const parts = item === undefined ? undefined : kind.parts(item);
  const extras = useExtrasPart(parts?.extras ?? null);
  const hours = useHoursPart(parts?.hours);
  const food = useFoodInfoPart(parts?.food, parts?.oldAllergens ?? []);
  const [saved, setSaved] = useState(false);
  const valuesOf = (shown: Item | undefined): ItemValues<Own> => ({
    ...kind.valuesOf(shown),
    ...commonValues(shown, categoryId),
  });
  const form = useZodForm({
    schema: kind.schema,
    idPrefix: kind.idPrefix,
    defaultValues: valuesOf(item),
    toInput: (v) => ({
      ...parts?.stored,
      ...v,
      ...kind.fromValues(v),
      CategoryId: Number(v.CategoryId),
      SubcategoryId: v.SubcategoryId ? Number(v.SubcategoryId) : null,
      [kind.extrasField]: extras.value(),
      Hours: hours.value(),
      FoodInfo: food.value(),
    }),
  });

  const submit = extras.submit(
    form,
    (body) => {
      setSaved(false);
      save.mutate(
        { id: parts?.id, body },
        {
          onSuccess: (next) => {
            const nextParts = kind.parts(next);
            form.reset(valuesOf(next));
            extras.reset(nextParts.extras);
            hours.reset(nextParts.hours);
            food.reset(nextParts.food, nextParts.oldAllergens);
            setSaved(true);
            onSaved(next);
          },
          onError: (error) => {
            hours.showServerError(error);
            food.showServerError(error);
            extras.showServerError(form, error, kind.extrasField, ['FoodInfo', 'Allergens']);
          },
        },
      );
    },
    food.check,
  );
  // The hours' own messages show next to their ranges; the form's check reports them above it too.
  const onSubmit = (event: FormEvent) => {
    hours.check();
    submit(event);
  };

  return { form, parts, extras, hours, food, saved, save, onSubmit };
}

/** Every label code the item and its extras keep, so one the brand no longer offers can still be taken off. */
const keptLabels = (own: readonly string[], extras: ExtrasDraft) => [
  ...own,
  ...extras.groups.flatMap((g) => g.Extras.flatMap((e) => e.Food.labels)),
  ...extras.steps.flatMap((s) => s.Choose.flatMap((c) => c.Food.labels)),
];

/**
 * A menu item's form, dish or product: the kind's fields, then the menu hours and the extras. Checked with
 * the contract's schema here; the server checks again and its messages land next to the same fields.
 */
export function MenuItemForm<Item extends CommonFields, Own extends FormValues, Body>({
  kind,
  brand,
  categories,
  item,
  categoryId,
  onSaved,
  onClose,
  dietaryLabels = [],
}: {
  kind: MenuItemKind<Item, Own, Body>;
  brand: string;
  categories: MenuCategory[];
  item: Item | undefined;
  categoryId: number;
  onSaved: (saved: Item) => void;
  onClose: () => void;
  /** The brand's own dietary labels (WebCustomer.DietaryLabels), offered beside the five built in. */
  dietaryLabels?: readonly BrandDietaryLabel[];
}) {
  const { form, parts, extras, hours, food, saved, save, onSubmit } = useMenuItemEditing(
    kind,
    brand,
    item,
    categoryId,
    onSaved,
  );
  const labels = labelOptions(dietaryLabels, keptLabels(food.draft.labels, extras.draft));
  return (
    <form className="menu-form" onSubmit={onSubmit} noValidate aria-labelledby="menu-form-title">
      <div className="menu-form__head">
        <h2 id="menu-form-title">{parts ? `Edit ${parts.title}` : `New ${kind.noun}`}</h2>
        <button type="button" className={buttonClass('outline')} onClick={onClose}>
          Back to the list
        </button>
      </div>
      <FormAlert message={form.formError} />
      {saved ? <FormNotice>{`Saved. The ${kind.shownIn} shows it now.`}</FormNotice> : null}
      <fieldset className="office__panel menu-form__section">
        <legend>Details</legend>
        <kind.Details brand={brand} categories={categories} form={form} />
      </fieldset>
      <fieldset className="office__panel menu-form__section">
        <legend>Labels and availability</legend>
        <kind.Labels brand={brand} categories={categories} form={form} />
      </fieldset>
      <FoodInfoFieldset
        variant="item"
        legend="Food information"
        declaredLabel="Allergen information declared"
        draft={food.draft}
        onChange={food.setDraft}
        errors={food.errors}
        labels={labels}
        notes={food.notes}
      />
      <MenuHoursEditor part={hours} noun={kind.noun} />
      <ExtrasEditor
        draft={extras.draft}
        onChange={extras.setDraft}
        errors={extras.errors}
        kindNoun={kind.noun}
        labels={labels}
      />
      <div className="menu-form__save">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          {parts ? `Save ${kind.noun}` : `Add ${kind.noun}`}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The picture (upload or address) and the category and subcategory of an item of either kind. */
export function ImageAndPlacement<Own extends FormValues, Body>({
  brand,
  categories,
  form,
  kind,
  image,
}: MenuItemFieldsProps<Own, Body> & { kind: 'Recipe' | 'Product'; image: keyof Own & string }) {
  return (
    <>
      <MenuImageField
        brand={brand}
        label="Image"
        control={form.field(image)}
        onChange={(url) => form.setValue(image, url)}
      />
      <PlacementFields
        categories={categories}
        kind={kind}
        category={form.field('CategoryId')}
        subcategory={form.field('SubcategoryId')}
      />
    </>
  );
}

/** Hidden: taken off the list, kept for the orders that name it. */
export function HiddenField<Own extends FormValues, Body>({
  form,
  from,
}: {
  form: ZodForm<ItemValues<Own>, Body>;
  from: string;
}) {
  return (
    <CheckboxField
      label={`Hidden from ${from}`}
      control={form.checkbox('Hidden')}
      hint="Kept for the orders that name it; customers no longer see it"
    />
  );
}
