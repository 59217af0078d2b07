import { useId, useState, type FormEvent } from 'react';
import { MenuCategoryBody, type MenuCategory } from '@storefront/contract/menu';
import { buttonClass } from '../../components/ui/button';
import { CheckboxField, FormAlert, SubmitButton, TextField } from '../../components/ui/form';
import { useZodForm } from '../../components/ui/use-zod-form';
import { useSaveCategory } from '../api/menu';
import { textOrNull } from './menu-item-editor';
import { SelectField, nestedIssues, serverIssues, MenuImageField } from './menu-form-parts';
import { MenuHoursEditor, useHoursPart } from './menu-hours-editor';

interface SubDraft {
  SubcategoryId?: number;
  SubcategoryTitle: string;
  Status: boolean;
}

/**
 * A category's form: title, image, kind, shown or hidden, its subcategories (a new one gets its id from the
 * server) and its menu hours. The server refuses dropping a subcategory that still holds items, changing the
 * kind of a category that holds some, or hours that an item's own would never meet; its messages land next to
 * the fields.
 */
export function CategoryForm({
  brand,
  category,
  defaultKind,
  onSaved,
  onClose,
}: {
  brand: string;
  category: MenuCategory | undefined;
  defaultKind: 'Recipe' | 'Product';
  onSaved: (saved: MenuCategory) => void;
  onClose: () => void;
}) {
  const { save, form, subs, setSubs, subErrors, hours, submit } = useCategoryEditing(
    brand,
    category,
    defaultKind,
    onSaved,
  );
  return (
    <form className="menu-form" noValidate aria-labelledby="menu-form-title" onSubmit={submit}>
      <div className="menu-form__head">
        <h2 id="menu-form-title">{category ? `Edit ${category.CategoryTitle}` : 'New category'}</h2>
        <button type="button" className={buttonClass('outline')} onClick={onClose}>
          Back to the list
        </button>
      </div>
      <FormAlert message={form.formError} />
      <CategoryFields brand={brand} form={form} />
      <SubcategoriesFieldset subs={subs} onChange={setSubs} errors={subErrors} />
      <MenuHoursEditor part={hours} noun="category's items" />
      <div className="menu-form__save">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          {category ? 'Save category' : 'Add category'}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The category's form with its subcategories and menu hours drafts; the server's messages land on each. */
function useCategoryEditing(
  brand: string,
  category: MenuCategory | undefined,
  defaultKind: 'Recipe' | 'Product',
  onSaved: (saved: MenuCategory) => void,
) {
  const save = useSaveCategory(brand);
  const [subs, setSubs] = useState<SubDraft[]>(() => category?.Subcategories ?? []);
  const [subErrors, setSubErrors] = useState<Record<string, string>>({});
  const hours = useHoursPart(category?.Hours);
  const form = useZodForm({
    schema: MenuCategoryBody,
    idPrefix: 'category',
    defaultValues: {
      CategoryTitle: category?.CategoryTitle ?? '',
      CategoryImage: category?.CategoryImage ?? '',
      Kind: category?.Kind ?? defaultKind,
      Status: category?.Status ?? true,
    },
    toInput: (v) => ({
      ...v,
      CategoryImage: textOrNull(v.CategoryImage),
      Subcategories: subs.map((s) => ({ ...s, SubcategoryTitle: s.SubcategoryTitle.trim() })),
      Hours: hours.value(),
    }),
  });

  const onSubmit = form.handleSubmit((body) => {
    setSubErrors({});
    save.mutate(
      { id: category?.CategoryId, body },
      {
        onSuccess: onSaved,
        onError: (error) => {
          hours.showServerError(error);
          const nested = nestedIssues(serverIssues(error), 'Subcategories');
          const whole = serverIssues(error).find((i) => i.path.join('.') === 'Subcategories');
          setSubErrors(whole ? { ...nested, list: whole.message } : nested);
          form.setServerError(error);
        },
      },
    );
  });
  // The schema's messages about subcategories (an empty title) show next to them too.
  const checkSubs = () => {
    const parsed = MenuCategoryBody.shape.Subcategories.safeParse(subs);
    setSubErrors(parsed.success ? {} : nestedIssues(parsed.error.issues, ''));
  };
  const submit = (event: FormEvent) => {
    checkSubs();
    hours.check();
    onSubmit(event);
  };

  return { save, form, subs, setSubs, subErrors, hours, submit };
}

type CategoryForm = ReturnType<typeof useCategoryEditing>['form'];

function CategoryFields({ brand, form }: { brand: string; form: CategoryForm }) {
  return (
    <fieldset className="office__panel menu-form__section">
      <legend>Category</legend>
      <TextField label="Title" control={form.field('CategoryTitle')} maxLength={120} />
      <MenuImageField
        brand={brand}
        label="Image"
        control={form.field('CategoryImage')}
        onChange={(url) => form.setValue('CategoryImage', url)}
      />
      <SelectField label="Holds" control={form.field('Kind')}>
        <option value="Recipe">Dishes (recipes)</option>
        <option value="Product">Products</option>
      </SelectField>
      <CheckboxField
        label="Shown on the menu"
        control={form.checkbox('Status')}
        hint="Switched off, the category and all its items are hidden from customers"
      />
    </fieldset>
  );
}

/** The subcategories, each renamed, shown or hidden, or removed; a new one gets its id from the server. */
function SubcategoriesFieldset({
  subs,
  onChange,
  errors: subErrors,
}: {
  subs: SubDraft[];
  onChange: (subs: SubDraft[]) => void;
  errors: Record<string, string>;
}) {
  const base = useId();
  return (
    <fieldset className="office__panel menu-form__section">
      <legend>Subcategories</legend>
      {subErrors.list ? <p className="field__error">{subErrors.list}</p> : null}
      {subs.length === 0 ? <p className="admin__muted">No subcategories.</p> : null}
      <ul className="menu-extras__options">
        {subs.map((sub, i) => {
          const id = `${base}-sub-${i}`;
          const error = subErrors[`${i}.SubcategoryTitle`] ?? subErrors[`${i}.SubcategoryId`];
          return (
            <SubcategoryRow
              key={sub.SubcategoryId ?? `new-${i}`}
              id={id}
              index={i}
              sub={sub}
              error={error}
              onChange={(next) => onChange(subs.map((s, j) => (j === i ? next : s)))}
              onRemove={() => onChange(subs.filter((_, j) => j !== i))}
            />
          );
        })}
      </ul>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => onChange([...subs, { SubcategoryTitle: '', Status: true }])}
      >
        Add subcategory
      </button>
    </fieldset>
  );
}

function SubcategoryRow({
  id,
  index,
  sub,
  error,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  sub: SubDraft;
  error: string | undefined;
  onChange: (sub: SubDraft) => void;
  onRemove: () => void;
}) {
  return (
    <li className="menu-extras__option">
      <div className={['field', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={id}>
          Subcategory {index + 1}
        </label>
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
        <input
          id={id}
          className="field__input"
          value={sub.SubcategoryTitle}
          maxLength={120}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ ...sub, SubcategoryTitle: event.target.value })}
        />
      </div>
      <div className="field field--check">
        <div className="field__check">
          <input
            id={`${id}-shown`}
            type="checkbox"
            className="field__checkbox"
            checked={sub.Status}
            onChange={(event) => onChange({ ...sub, Status: event.target.checked })}
          />
          <label className="field__check-label" htmlFor={`${id}-shown`}>
            Shown
          </label>
        </div>
      </div>
      <button type="button" className={buttonClass('outline', 'menu-form__remove')} onClick={onRemove}>
        Remove<span className="visually-hidden"> subcategory {sub.SubcategoryTitle || index + 1}</span>
      </button>
    </li>
  );
}
