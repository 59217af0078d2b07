import { useState, type FormEvent } from 'react';
import { MenuProductBody, type MenuCategory, type MenuProduct } from '@storefront/contract/menu';
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
import { useSaveProduct } from '../api/menu';
import { ExtrasEditor } from './menu-extras-editor';
import { MenuHoursEditor, useHoursPart } from './menu-hours-editor';
import { OptionalPriceText, PriceText, textOrNull, useExtrasPart } from './menu-item-editor';
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

/**
 * A product's form: details, prices, image, label and channels, then its extras. Part and vehicle details ride
 * along as stored (the brand file edits them).
 */
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
  const save = useSaveProduct(brand);
  const extras = useExtrasPart(product?.ProductExtraObject ?? null);
  const hours = useHoursPart(product?.Hours);
  const [saved, setSaved] = useState(false);
  const form = useZodForm({
    schema: FormBody,
    idPrefix: 'product',
    defaultValues: valuesOf(product, categoryId),
    toInput: (v) => {
      const { ProductId: _id, ...stored } = product ?? { ProductId: 0 };
      return {
        ...stored,
        ...v,
        ProductImageUrl: textOrNull(v.ProductImageUrl),
        ProductLabel: textOrNull(v.ProductLabel),
        CategoryId: Number(v.CategoryId),
        SubcategoryId: v.SubcategoryId ? Number(v.SubcategoryId) : null,
        ProductExtraObject: extras.value(),
        Hours: hours.value(),
      };
    },
  });

  const submit = extras.submit(form, (body) => {
    setSaved(false);
    save.mutate(
      { id: product?.ProductId, body },
      {
        onSuccess: (next) => {
          form.reset(valuesOf(next, categoryId));
          extras.reset(next.ProductExtraObject);
          hours.reset(next.Hours);
          setSaved(true);
          onSaved(next);
        },
        onError: (error) => {
          hours.showServerError(error);
          extras.showServerError(form, error, 'ProductExtraObject');
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
        <h2 id="menu-form-title">{product ? `Edit ${product.ProductTitle}` : 'New product'}</h2>
        <button type="button" className={buttonClass('outline')} onClick={onClose}>
          Back to the list
        </button>
      </div>
      <FormAlert message={form.formError} />
      {saved ? <FormNotice>Saved. The shop shows it now.</FormNotice> : null}
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
      <MenuHoursEditor part={hours} noun="product" />
      <ExtrasEditor
        draft={extras.draft}
        onChange={extras.setDraft}
        errors={extras.errors}
        kindNoun="product"
      />
      <div className="menu-form__save">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          {product ? 'Save product' : 'Add product'}
        </SubmitButton>
      </div>
    </form>
  );
}
