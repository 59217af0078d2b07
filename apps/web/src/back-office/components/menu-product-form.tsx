import { MenuProductBody, type MenuProduct } from '@storefront/contract/menu';
import { CheckboxField, TextField } from '../../components/ui/form';
import { useSaveMenuItem } from '../api/menu';
import {
  HiddenField,
  ImageAndPlacement,
  type MenuItemFieldsProps,
  type MenuItemKind,
} from './menu-item-form';
import { FoodInfoByPart, OptionalPriceText, PriceText, textOrNull, textValues } from './menu-item-editor';
import { PriceField, TitleAndDescription, priceText } from './menu-form-parts';

const FormBody = MenuProductBody.extend({
  ProductOldPrice: PriceText,
  ProductNewPrice: OptionalPriceText,
  FoodInfo: FoodInfoByPart,
});

function valuesOf(p: MenuProduct | undefined) {
  return {
    ...textValues(p, ['ProductTitle', 'ProductContent', 'ProductImageUrl', 'ProductLabel'] as const),
    ProductOldPrice: priceText(p?.ProductOldPrice),
    ProductNewPrice: priceText(p?.ProductNewPrice),
    ProductUnits: p?.ProductUnits ?? 'each',
  };
}
type Values = ReturnType<typeof valuesOf>;

/** A product's own details: HTML description, a price and an offer price, units and label, and image. */
function ProductDetails({ form, ...rest }: MenuItemFieldsProps<Values, MenuProductBody>) {
  return (
    <>
      <TitleAndDescription
        title={{ control: form.field('ProductTitle'), maxLength: 200 }}
        description={{
          control: form.field('ProductContent'),
          rows: 5,
          hint: 'Simple HTML is kept (paragraphs, bold, lists); scripts and styles are removed',
        }}
      />
      <div className="menu-form__row">
        <PriceField label="Price (£)" control={form.field('ProductOldPrice')} />
        <PriceField
          label="Offer price (£)"
          control={form.field('ProductNewPrice')}
          optional
          hint="Empty when there is no offer"
        />
      </div>
      <div className="menu-form__row">
        <TextField label="Units" control={form.field('ProductUnits')} maxLength={20} hint="each, kg, pack…" />
        <TextField label="Label" control={form.field('ProductLabel')} optional maxLength={60} />
      </div>
      <ImageAndPlacement form={form} {...rest} kind="Product" image="ProductImageUrl" />
    </>
  );
}

/** Recommended, hidden, and delivery and collection (the brand file gives products no table channels). */
function ProductLabels({ form }: MenuItemFieldsProps<Values, MenuProductBody>) {
  return (
    <>
      <div className="menu-form__checks">
        <CheckboxField label="Recommended at checkout" control={form.checkbox('IsRecommended')} />
        <HiddenField form={form} from="the shop" />
        <CheckboxField label="Offered for delivery" control={form.checkbox('ForDelivery')} />
        <CheckboxField label="Offered for collection" control={form.checkbox('ForCollection')} />
      </div>
    </>
  );
}

/**
 * A product's form (MenuItemForm of this kind): details, prices, units and label, image and channels. Part and
 * vehicle details ride along as stored (the brand file edits them).
 */
export const PRODUCT: MenuItemKind<MenuProduct, Values, MenuProductBody> = {
  noun: 'product',
  idPrefix: 'product',
  shownIn: 'shop',
  schema: FormBody,
  extrasField: 'ProductExtraObject',
  parts: ({ ProductId, ...stored }) => ({
    id: ProductId,
    title: stored.ProductTitle,
    extras: stored.ProductExtraObject,
    hours: stored.Hours,
    food: stored.FoodInfo,
    oldAllergens: [],
    stored,
  }),
  valuesOf,
  fromValues: (v) => ({
    ProductImageUrl: textOrNull(v.ProductImageUrl),
    ProductLabel: textOrNull(v.ProductLabel),
  }),
  useSave: (brand) => useSaveMenuItem(brand, 'Product'),
  Details: ProductDetails,
  Labels: ProductLabels,
};
