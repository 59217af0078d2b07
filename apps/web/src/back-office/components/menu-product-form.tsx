import { MenuProductBody, type MenuCategory, type MenuProduct } from '@storefront/contract/menu';
import { CheckboxField, TextAreaField, TextField } from '../../components/ui/form';
import type { ZodForm } from '../../components/ui/use-zod-form';
import { useSaveMenuItem } from '../api/menu';
import { MenuItemForm, type MenuItemKind } from './menu-item-form';
import { OptionalPriceText, PriceText, textOrNull } from './menu-item-editor';
import { PlacementFields, priceText, MenuImageField } from './menu-form-parts';

const FormBody = MenuProductBody.extend({ ProductOldPrice: PriceText, ProductNewPrice: OptionalPriceText });

function valuesOf(p: MenuProduct | undefined, categoryId: number) {
  return {
    ProductTitle: p?.ProductTitle ?? '',
    ProductContent: p?.ProductContent ?? '',
    ProductOldPrice: priceText(p?.ProductOldPrice),
    ProductNewPrice: priceText(p?.ProductNewPrice),
    ProductImageUrl: p?.ProductImageUrl ?? '',
    ProductUnits: p?.ProductUnits ?? 'each',
    ProductLabel: p?.ProductLabel ?? '',
    CategoryId: String(p?.CategoryId ?? categoryId),
    SubcategoryId: p?.SubcategoryId ? String(p.SubcategoryId) : '',
    IsRecommended: p?.IsRecommended ?? false,
    Hidden: p?.Hidden ?? false,
    ForDelivery: p?.ForDelivery ?? true,
    ForCollection: p?.ForCollection ?? true,
  };
}
type Values = ReturnType<typeof valuesOf>;

const PRODUCT: MenuItemKind<MenuProduct, Values, MenuProductBody> = {
  noun: 'product',
  idPrefix: 'product',
  shownIn: 'shop',
  schema: FormBody,
  extrasField: 'ProductExtraObject',
  // Part and vehicle details ride along as stored: the brand file edits them.
  parts: ({ ProductId, ...stored }) => ({
    id: ProductId,
    title: stored.ProductTitle,
    extras: stored.ProductExtraObject,
    hours: stored.Hours,
    stored,
  }),
  valuesOf,
  fromValues: (v) => ({
    ProductImageUrl: textOrNull(v.ProductImageUrl),
    ProductLabel: textOrNull(v.ProductLabel),
  }),
};

/**
 * A product's own fields: details with HTML content, a price and an offer price, units and label, image, and
 * delivery and collection (the brand file gives products no table channels).
 */
function ProductFields({
  brand,
  categories,
  form,
}: {
  brand: string;
  categories: MenuCategory[];
  form: ZodForm<Values, MenuProductBody>;
}) {
  return (
    <>
      <fieldset className="office__panel menu-form__section">
        <legend>Details</legend>
        <TextField label="Title" control={form.field('ProductTitle')} maxLength={200} />
        <TextAreaField
          label="Description"
          control={form.field('ProductContent')}
          optional
          rows={5}
          hint="Simple HTML is kept (paragraphs, bold, lists); scripts and styles are removed"
        />
        <div className="menu-form__row">
          <TextField
            label="Price (£)"
            control={form.field('ProductOldPrice')}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField
            label="Offer price (£)"
            control={form.field('ProductNewPrice')}
            optional
            inputMode="decimal"
            autoComplete="off"
            hint="Empty when there is no offer"
          />
        </div>
        <div className="menu-form__row">
          <TextField
            label="Units"
            control={form.field('ProductUnits')}
            maxLength={20}
            hint="each, kg, pack…"
          />
          <TextField label="Label" control={form.field('ProductLabel')} optional maxLength={60} />
        </div>
        <MenuImageField
          brand={brand}
          label="Image"
          control={form.field('ProductImageUrl')}
          onChange={(url) => form.setValue('ProductImageUrl', url)}
        />
        <PlacementFields
          categories={categories}
          kind="Product"
          category={form.field('CategoryId')}
          subcategory={form.field('SubcategoryId')}
        />
      </fieldset>
      <fieldset className="office__panel menu-form__section">
        <legend>Labels and availability</legend>
        <div className="menu-form__checks">
          <CheckboxField label="Recommended at checkout" control={form.checkbox('IsRecommended')} />
          <CheckboxField
            label="Hidden from the shop"
            control={form.checkbox('Hidden')}
            hint="Kept for the orders that name it; customers no longer see it"
          />
          <CheckboxField label="Offered for delivery" control={form.checkbox('ForDelivery')} />
          <CheckboxField label="Offered for collection" control={form.checkbox('ForCollection')} />
        </div>
      </fieldset>
    </>
  );
}

/** A product's form: its own fields, then (shared with dishes) menu hours and extras. */
export function ProductForm({
  brand,
  categories,
  product,
  categoryId,
  onSaved,
  onClose,
}: {
  brand: string;
  categories: MenuCategory[];
  product: MenuProduct | undefined;
  categoryId: number;
  onSaved: (saved: MenuProduct) => void;
  onClose: () => void;
}) {
  const save = useSaveMenuItem(brand, 'Product');
  return (
    <MenuItemForm
      kind={PRODUCT}
      item={product}
      categoryId={categoryId}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      fields={(form) => <ProductFields brand={brand} categories={categories} form={form} />}
    />
  );
}
