/**
 * Tiny runtime checks for values read back from browser storage. They do what the few zod schemas of
 * storage.ts did, in a fraction of the bytes: zod (even `zod/mini`) would be the largest library on the home
 * page after React and the router. Each check is a type guard; `Checked<typeof check>` is its type.
 */
export type Check<T> = (value: unknown) => value is T;
export type Checked<C> = C extends Check<infer T> ? T : never;

export const isString =
  (options: { min?: number; max?: number; pattern?: RegExp } = {}): Check<string> =>
  (value): value is string =>
    typeof value === 'string' &&
    value.length >= (options.min ?? 0) &&
    value.length <= (options.max ?? Infinity) &&
    (!options.pattern || options.pattern.test(value));

export const isNumber =
  (options: { int?: boolean; min?: number; max?: number; positive?: boolean } = {}): Check<number> =>
  (value): value is number =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!options.int || Number.isInteger(value)) &&
    (!options.positive || value > 0) &&
    value >= (options.min ?? -Infinity) &&
    value <= (options.max ?? Infinity);

export const isBoolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';

export const isOneOf =
  <const T extends string>(values: readonly T[]): Check<T> =>
  (value): value is T =>
    (values as readonly unknown[]).includes(value);

export const isNullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

/** An optional property: absent (undefined) or valid. */
export const isOptional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || check(value);

export const isArrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(check);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isRecordOf =
  <T>(check: Check<T>): Check<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isPlainObject(value) && Object.values(value).every(check);

type Shape = Record<string, Check<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: undefined extends Checked<S[K]> ? K : never;
}[keyof S];
/** The object type of a shape: properties whose check accepts undefined are optional. */
export type ShapeOf<S extends Shape> = {
  [K in Exclude<keyof S, OptionalKeys<S>>]: Checked<S[K]>;
} & { [K in OptionalKeys<S>]?: Checked<S[K]> };

/** An object with these properties (others are allowed and kept). */
export const isShape =
  <S extends Shape>(shape: S): Check<ShapeOf<S>> =>
  (value): value is ShapeOf<S> =>
    isPlainObject(value) && Object.entries(shape).every(([key, check]) => check(value[key]));
