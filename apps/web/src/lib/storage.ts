import { z } from 'zod';

/**
 * The browser storage the spec lists (§3 "Storage"), behind typed keys. Every read is validated: a value that
 * does not match its schema (hand-edited, written by an older version, truncated) is removed and read as
 * absent. Storage that is unavailable (privacy modes, sandboxed frames) reads as empty and ignores writes.
 */

interface Codec<T> {
  decode(raw: string): unknown;
  encode(value: T): string;
  schema: z.ZodType<T>;
}
/** What every codec is assignable to, whatever its value type. */
interface AnyCodec {
  decode(raw: string): unknown;
  encode(value: never): string;
  schema: z.ZodType;
}

/** Stored as the bare string, as the tokens and identifiers always have been. */
const text = <T extends string>(schema: z.ZodType<T>): Codec<T> => ({
  schema,
  decode: (raw) => raw,
  encode: (value) => value,
});

/** Stored as JSON (numbers, flags, lists). */
const json = <T>(schema: z.ZodType<T>): Codec<T> => ({
  schema,
  decode: (raw) => JSON.parse(raw) as unknown,
  encode: (value) => JSON.stringify(value),
});

const NonEmpty = z.string().min(1).max(4096);
const Id = z.number().int().positive();

/** One extra chosen on a cart line, as the order payload needs it. */
const CartExtra = z.object({
  Title: z.string(),
  Price: z.number().nonnegative(),
  Quantity: z.number().int().min(0).max(9).optional(),
  Key: z.string().optional(),
  checked: z.boolean().optional(),
});

const Availability = {
  ForDelivery: z.boolean().optional(),
  ForCollection: z.boolean().optional(),
  ForDineIn: z.boolean().optional(),
  ForEatIn: z.boolean().optional(),
};

/** A recipe line in the cart (spec §3 "Cart recipe line"); RecipePrice includes the extras. */
export const CartRecipeLine = z.object({
  RecipeId: Id,
  RecipeTitle: z.string(),
  RecipePrice: z.number().nonnegative(),
  recipeTotal: z.number().nonnegative(),
  RecipeImage: z.string().nullable(),
  RecipeQuantity: z.number().int().positive(),
  IsDiscountedItem: z.boolean(),
  socialDiscountItem: z.boolean(),
  RecipeMaxBuyAllowed: z.number().int().nullable(),
  RecipeExtraObject: z.array(CartExtra),
  ...Availability,
});
export type CartRecipeLine = z.infer<typeof CartRecipeLine>;

/** A product line in the cart (spec §3 "Cart product line"); ProductOldPrice includes the extras. */
export const CartProductLine = z.object({
  ProductId: Id,
  ProductTitle: z.string(),
  ProductOldPrice: z.number().nonnegative(),
  ProductNewPrice: z.number().nonnegative().nullable(),
  ProductTotal: z.number().nonnegative(),
  ProductImageUrl: z.string().nullable(),
  ProductUnits: z.string(),
  IsDiscountedItem: z.boolean(),
  ProductQuantity: z.number().positive(),
  ProductExtraObject: z.array(CartExtra),
  ...Availability,
});
export type CartProductLine = z.infer<typeof CartProductLine>;

/** Cart lists are kept per brand flavour, so one browser can hold a cart at several brands. */
const PerBrand = <T>(line: z.ZodType<T>) => z.record(z.string(), z.array(line));

/** Home is shown as Delivery, Store as Collection/Pickup (spec §4). */
export const DeliveryType = z.enum(['Home', 'Store', 'EatIn']);
export type DeliveryType = z.infer<typeof DeliveryType>;

const localKeys = {
  access_token: text(NonEmpty),
  CustomerId: json(Id),
  username: text(NonEmpty),
  cartRecipeItems: json(PerBrand(CartRecipeLine)),
  cartProductItems: json(PerBrand(CartProductLine)),
  deliveryType: text(DeliveryType),
  BrandFlavor: text(z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}$/)),
  BrandId: json(Id),
  TemplateType: text(z.enum(['Stellar', 'Classic'])),
  CustomerFirstName: text(z.string().max(200)),
  CustomerLastName: text(z.string().max(200)),
  CustomerImageUrl: text(z.string().max(2000)),
  PromoCode: text(z.string().max(100)),
  guestEmail: text(z.string().max(254)),
  guestFirstName: text(z.string().max(200)),
  guestLastName: text(z.string().max(200)),
  guestContact: text(z.string().max(40)),
} satisfies Record<string, AnyCodec>;

const sessionKeys = {
  orderId: text(NonEmpty),
  access_token: text(NonEmpty),
  event_access_token: text(NonEmpty),
  amended: json(z.boolean()),
} satisfies Record<string, AnyCodec>;

type Value<C> = C extends Codec<infer T> ? T : never;

/** A typed view over one Web Storage area. */
export interface TypedStorage<K extends Record<string, AnyCodec>> {
  get<Key extends keyof K & string>(key: Key): Value<K[Key]> | null;
  set<Key extends keyof K & string>(key: Key, value: Value<K[Key]>): void;
  remove(key: keyof K & string): void;
}

function area(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[name] ?? null;
  } catch {
    // Reading the property itself throws when storage is blocked (e.g. third-party frames).
    return null;
  }
}

function typedStorage<K extends Record<string, AnyCodec>>(
  name: 'localStorage' | 'sessionStorage',
  keys: K,
): TypedStorage<K> {
  const remove = (key: string) => {
    try {
      area(name)?.removeItem(key);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  };
  return {
    get(key) {
      let raw: string | null;
      try {
        raw = area(name)?.getItem(key) ?? null;
      } catch {
        return null;
      }
      if (raw === null) return null;
      const codec = keys[key] as unknown as Codec<Value<K[typeof key]>>;
      try {
        const parsed = codec.schema.safeParse(codec.decode(raw));
        if (parsed.success) return parsed.data;
      } catch {
        /* not JSON: treated like any other corrupted value */
      }
      remove(key);
      return null;
    },
    set(key, value) {
      const codec = keys[key] as unknown as Codec<Value<K[typeof key]>>;
      try {
        area(name)?.setItem(key, codec.encode(value));
      } catch {
        /* quota exceeded or storage unavailable: the value lives for this page only */
      }
    },
    remove,
  };
}

/** Local storage: survives the browser session. */
export const local = typedStorage('localStorage', localKeys);
/** Session storage: this tab only. */
export const session = typedStorage('sessionStorage', sessionKeys);

export type LocalKey = keyof typeof localKeys;
export type SessionKey = keyof typeof sessionKeys;

/** The bearer token for API calls: stored login, else session (guest) token, else event token (spec §7). */
export function readAccessToken(): string | null {
  return local.get('access_token') ?? session.get('access_token') ?? session.get('event_access_token');
}
