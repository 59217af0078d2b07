import type { ReactNode } from 'react';
import type { MenuCategory } from '@storefront/contract/menu';
import { ApiError } from '../../lib/api-client';
import { TextAreaField, TextField, type TextFieldProps, FieldShell } from '../../components/ui/form';
import type { FieldControl } from '../../components/ui/use-zod-form';
import { ImageUploadField } from './image-upload-field';

/** Pounds as the form shows them ('4.5' → '4.50'). */
export const priceText = (pounds: number | null | undefined) =>
  pounds === null || pounds === undefined ? '' : pounds.toFixed(2);

/**
 * A typed price as the number the schema checks; text that is no number stays text, so the schema's own
 * 'expected number' message is replaced by the form's (see `priceProblem`).
 */
export const priceValue = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The message of a price that is not a plain amount in pounds, or undefined when it is one. */
export const priceProblem = (text: string, optional = false): string | undefined =>
  (optional && text.trim() === '') || /^\d+(\.\d+)?$/.test(text.trim())
    ? undefined
    : 'Enter a price in pounds, such as 4.50';

/** Problems under a path prefix (`RecipeExtraObject`), keyed by the rest of their path (all, with '' ). */
export function nestedIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (prefix === '') found[path || 'groups'] ??= issue.message;
    else if (path.startsWith(`${prefix}.`)) found[path.slice(prefix.length + 1)] ??= issue.message;
  }
  return found;
}

const INVALID = /^Invalid request: /;
const PART = /(?:^|; )body\.([A-Za-z0-9_.]+): /g;

/** The server's field problems of a refused save (`body.RecipeExtraObject.groups.0.Key: …`) as issues. */
export function serverIssues(error: unknown): { path: string[]; message: string }[] {
  if (!(error instanceof ApiError) || !INVALID.test(error.message)) return [];
  const text = error.message.replace(INVALID, '');
  const parts = [...text.matchAll(PART)];
  return parts.map((match, i) => ({
    path: (match[1] ?? '').split('.'),
    message: text.slice(match.index + match[0].length, parts[i + 1]?.index).trim(),
  }));
}

/** A labelled select with its message, marked as the form components mark their inputs. */
export function SelectField({
  label,
  control,
  children,
  hint,
}: {
  label: string;
  control: FieldControl;
  children: ReactNode;
  hint?: string;
}) {
  const { id, error, ref, value, onChange, onBlur, name } = control;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        ref={ref}
        value={value}
        onChange={(event) => onChange(event as never)}
        onBlur={onBlur}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** The category and subcategory pickers of an item (categories of its kind only). */
export function PlacementFields({
  categories,
  kind,
  category,
  subcategory,
}: {
  categories: MenuCategory[];
  kind: 'Recipe' | 'Product';
  category: FieldControl;
  subcategory: FieldControl;
}) {
  const own = categories.filter((c) => c.Kind === kind);
  const chosen = own.find((c) => String(c.CategoryId) === category.value);
  return (
    <div className="menu-form__row">
      <SelectField label="Category" control={category}>
        {own.map((c) => (
          <option key={c.CategoryId} value={String(c.CategoryId)}>
            {c.CategoryTitle}
            {c.Status ? '' : ' (hidden)'}
          </option>
        ))}
      </SelectField>
      <SelectField label="Subcategory" control={subcategory}>
        <option value="">None</option>
        {(chosen?.Subcategories ?? []).map((s) => (
          <option key={s.SubcategoryId} value={String(s.SubcategoryId)}>
            {s.SubcategoryTitle}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/**
 * An item's or category's image: uploaded from the device (stored by the API, on disk or in S3), or the address
 * of an image already online typed in; both fill the same field, which the save checks as the import does.
 */
export function MenuImageField({
  brand,
  label,
  control,
  onChange,
}: {
  brand: string;
  label: string;
  control: FieldControl;
  onChange: (url: string) => void;
}) {
  return (
    <div className="menu-form__image">
      <ImageUploadField brand={brand} label={label} value={control.value} onChange={onChange} />
      <TextField
        label={`${label} address`}
        control={control}
        optional
        inputMode="url"
        autoComplete="off"
        hint="Or the address of an image already online"
      />
    </div>
  );
}

/** A price in pounds, typed as text (the schema reads it), with the number pad on a phone. */
export function PriceField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete'>) {
  return <TextField {...props} inputMode="decimal" autoComplete="off" />;
}

/** The title and the optional description that open a dish's or a product's details. */
export function TitleAndDescription({
  title,
  description,
}: {
  title: { control: FieldControl; maxLength: number };
  description: { control: FieldControl; rows?: number; maxLength?: number; hint?: string };
}) {
  return (
    <>
      <TextField label="Title" control={title.control} maxLength={title.maxLength} />
      <TextAreaField label="Description" optional {...description} />
    </>
  );
}
