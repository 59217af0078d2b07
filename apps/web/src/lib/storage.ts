import {
  isArrayOf,
  isBoolean,
  isNullable,
  isNumber,
  isOneOf,
  isOptional,
  isRecordOf,
  isShape,
  isString,
  type Check,
  type Checked,
} from './check';
import type { AllergenCode } from '@storefront/domain/food-info';

/**
 * The browser storage the spec lists (§3 "Storage"), behind typed keys. Every read is validated: a value that
 * does not match its check (hand-edited, written by an older version, truncated) is removed and read as
 * absent. Storage that is unavailable (privacy modes, sandboxed frames) reads as empty and ignores writes.
 * The checks are the small type guards of check.ts rather than zod, which would weigh more than everything
 * else the home page runs besides React and the router.
 */

interface Codec<T> {
  decode(raw: string): unknown;
  encode(value: T): string;
  check: Check<T>;
}
/** What every codec is assignable to, whatever its value type. */
export interface AnyCodec {
  decode(raw: string): unknown;
  encode(value: never): string;
  check: Check<unknown>;
}

/** Stored as the bare string, as the tokens and identifiers always have been. */
const text = <T extends string>(check: Check<T>): Codec<T> => ({
  check,
  decode: (raw) => raw,
  encode: (value) => value,
});

/** Stored as JSON (numbers, flags, lists). */
const json = <T>(check: Check<T>): Codec<T> => ({
  check,
  decode: (raw) => JSON.parse(raw) as unknown,
  encode: (value) => JSON.stringify(value),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A codec of one value per brand flavour; `entry` reads a value stored before it was kept per brand. */
interface BrandCodec<T> extends Codec<Record<string, T>> {
  entry: Codec<T>;
}

/**
 * One value per brand flavour, stored as one JSON object (`{"bistro":…,"grocer":…}`) under the spec's key: a
 * browser can be signed in, or a guest, at several brands, and each brand's pages read only their own entry
 * (ADR 0040). An entry that fails its check is dropped on its own, keeping the other brands'.
 */
const perBrand = <T>(entry: Codec<T>): BrandCodec<T> => ({
  entry,
  check: isRecordOf(entry.check),
  decode: (raw) => {
    const value: unknown = JSON.parse(raw);
    if (!isObject(value)) return value;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => entry.check(v)));
  },
  encode: (value) => JSON.stringify(value),
});

const maxText = (max: number) => isString({ max });
const NonEmpty = isString({ min: 1, max: 4096 });
const Id = isNumber({ int: true, positive: true });
const Amount = isNumber({ min: 0 });

/** One extra chosen on a cart line, as the order payload needs it. */
const CartExtra = isShape({
  Title: isString(),
  Price: Amount,
  Quantity: isOptional(isNumber({ int: true, min: 0, max: 9 })),
  Key: isOptional(isString()),
  checked: isOptional(isBoolean),
});

/** Menu hours a line keeps from its item (issue 19): ranges of weekdays and London times. */
const Clock = isString({ pattern: /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/ });
const Hours = isArrayOf(
  isShape({ Days: isArrayOf(isNumber({ int: true, min: 0, max: 6 })), From: Clock, To: Clock }),
);

/** The line's allergens, labels and kcal when it was added (null: not declared; absent: an older cart). */
// A code's shape, not the list itself: the list stays out of the first bundle, and the server checks every code.
const AllergenCodes = isArrayOf(isString({ pattern: /^[a-z-]{3,12}$/ })) as Check<AllergenCode[]>;
const FoodInfo = isOptional(
  isNullable(
    isShape({
      Contains: AllergenCodes,
      MayContain: AllergenCodes,
      Labels: isArrayOf(isString({ max: 40 })),
      Kcal: isNullable(isNumber({ int: true, min: 0 })),
    }),
  ),
);

const Availability = {
  ForDelivery: isOptional(isBoolean),
  ForCollection: isOptional(isBoolean),
  ForDineIn: isOptional(isBoolean),
  ForEatIn: isOptional(isBoolean),
  Hours: isOptional(Hours),
  FoodInfo,
};

/** A recipe line in the cart (spec §3 "Cart recipe line"); RecipePrice includes the extras. */
export const CartRecipeLine = isShape({
  RecipeId: Id,
  RecipeTitle: isString(),
  RecipePrice: Amount,
  recipeTotal: Amount,
  RecipeImage: isNullable(isString()),
  RecipeQuantity: isNumber({ int: true, positive: true }),
  IsDiscountedItem: isBoolean,
  socialDiscountItem: isBoolean,
  RecipeMaxBuyAllowed: isNullable(isNumber({ int: true })),
  RecipeExtraObject: isArrayOf(CartExtra),
  ...Availability,
});
export type CartRecipeLine = Checked<typeof CartRecipeLine>;

/** A product line in the cart (spec §3 "Cart product line"); ProductOldPrice includes the extras. */
export const CartProductLine = isShape({
  ProductId: Id,
  ProductTitle: isString(),
  ProductOldPrice: Amount,
  ProductNewPrice: isNullable(Amount),
  ProductTotal: Amount,
  ProductImageUrl: isNullable(isString()),
  ProductUnits: isString(),
  IsDiscountedItem: isBoolean,
  ProductQuantity: isNumber({ positive: true }),
  ProductExtraObject: isArrayOf(CartExtra),
  /** Kg items bought by weight: the weight of one piece (0.5–3.0 kg). */
  WeightKg: isOptional(isNumber({ min: 0.5, max: 3 })),
  ...Availability,
});
export type CartProductLine = Checked<typeof CartProductLine>;

/**
 * Cart lists are kept per brand flavour, so one browser can hold a cart at several brands. A corrupted line
 * (or a brand's entry that is not a list) is dropped on its own when read: one bad line does not empty every
 * cart. The next write stores the cleaned lists.
 */
const cartLists = <T>(line: Check<T>): Codec<Record<string, T[]>> => ({
  check: isRecordOf(isArrayOf(line)),
  decode: (raw) => {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).flatMap(([brand, lines]) =>
        Array.isArray(lines) ? [[brand, lines.filter((l: unknown) => line(l))]] : [],
      ),
    );
  },
  encode: (value) => JSON.stringify(value),
});

/** Home is shown as Delivery, Store as Collection/Pickup (spec §4). */
export const DELIVERY_TYPES = ['Home', 'Store', 'EatIn'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DeliveryType = isOneOf(DELIVERY_TYPES);

/** The login and guest keys are kept per brand: a customer account belongs to one brand (ADR 0040). */
const localKeys = {
  access_token: perBrand(text(NonEmpty)),
  CustomerId: perBrand(json(Id)),
  username: perBrand(text(NonEmpty)),
  cartRecipeItems: cartLists(CartRecipeLine),
  cartProductItems: cartLists(CartProductLine),
  deliveryType: text(DeliveryType),
  BrandFlavor: text(isString({ pattern: /^[a-z0-9][a-z0-9-]{1,40}$/ })),
  BrandId: json(Id),
  TemplateType: text(isOneOf(['Stellar', 'Classic'])),
  lastRoute: text(isString({ min: 1, max: 2000 })),
  CustomerFirstName: perBrand(text(maxText(200))),
  CustomerLastName: perBrand(text(maxText(200))),
  CustomerImageUrl: perBrand(text(maxText(2000))),
  PromoCode: perBrand(text(maxText(100))),
  guestEmail: perBrand(text(maxText(254))),
  guestFirstName: perBrand(text(maxText(200))),
  guestLastName: perBrand(text(maxText(200))),
  guestContact: perBrand(text(maxText(40))),
  /** When a page of the site was last in front: a visit ends after a while away (lib/visit.ts). */
  visitSeenAt: json(isNumber({ int: true, min: 0 })),
  /** The branch a collection or eat-in order was last for, by brand flavour (the checkout offers it again). */
  orderBranch: json(isRecordOf(Id)),
  /** What the visitor hides from the menu and search, per brand (lib/food-filter.ts). */
  foodFilter: perBrand(
    json(
      isShape({
        avoid: AllergenCodes,
        mayContainToo: isBoolean,
        labels: isArrayOf(isString({ max: 40 })),
      }),
    ),
  ),
  /** The brands whose welcome message was closed during this visit. */
  welcomeMessageClosed: json(isArrayOf(isString({ pattern: /^[a-z0-9][a-z0-9-]{1,40}$/ }))),
} satisfies Record<string, AnyCodec>;

const sessionKeys = {
  /** The order being amended, the guest's and the event visitor's tokens: per brand, like the login. */
  orderId: perBrand(text(NonEmpty)),
  access_token: perBrand(text(NonEmpty)),
  event_access_token: perBrand(text(NonEmpty)),
  amended: perBrand(json(isBoolean)),
  /** Dine-in: the table this visit orders to, from its QR code (`dine-in?table=12`). */
  dineInTable: json(isNumber({ int: true, min: 1, max: 999 })),
  /** Dine-in: the branch of that table, when its QR code names one (`dine-in?table=12&branch=12`). */
  dineInBranch: json(Id),
  /** The delivery postcode checked this visit (landing postcode gate, or carried from postcode-iframe). */
  deliveryPostcode: text(maxText(10)),
  /** The landing postcode gate was passed this visit (a covered postcode, or collection chosen). */
  landingChecked: json(isBoolean),
} satisfies Record<string, AnyCodec>;

export type Value<C> = C extends Codec<infer T> ? T : never;

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

/** Listeners to storage changes: writes in this tab, and (through the `storage` event) in other tabs. */
const listeners = new Set<() => void>();
let listeningToOtherTabs = false;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` after any write through this module in this tab, or any change another tab makes.
 * Returns the unsubscribe function (the shape `useSyncExternalStore` takes).
 */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  if (!listeningToOtherTabs && typeof window !== 'undefined' && 'addEventListener' in window) {
    window.addEventListener('storage', notify);
    listeningToOtherTabs = true;
  }
  return () => {
    listeners.delete(listener);
  };
}

function typedStorage<K extends Record<string, AnyCodec>>(
  name: 'localStorage' | 'sessionStorage',
  keys: K,
): TypedStorage<K> {
  /** Removes without telling listeners: for corrupted values, which read as absent either way. */
  const drop = (key: string): boolean => {
    try {
      const storage = area(name);
      if (!storage || storage.getItem(key) === null) return false;
      storage.removeItem(key);
      return true;
    } catch {
      /* storage unavailable: nothing to remove */
      return false;
    }
  };
  const remove = (key: string) => {
    if (drop(key)) notify();
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
        const value = codec.decode(raw);
        if (codec.check(value)) return value;
      } catch {
        /* not JSON: treated like any other corrupted value */
      }
      drop(key);
      return null;
    },
    set(key, value) {
      const codec = keys[key] as unknown as Codec<Value<K[typeof key]>>;
      try {
        area(name)?.setItem(key, codec.encode(value));
      } catch {
        /* quota exceeded or storage unavailable: the value lives for this page only */
      }
      notify();
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
export type LocalKeys = typeof localKeys;
export type SessionKeys = typeof sessionKeys;

const AREAS = { local: ['localStorage', localKeys], session: ['sessionStorage', sessionKeys] } as const;

/** The keys kept per brand of one area, with their codecs. */
function brandCodecs(which: keyof typeof AREAS): [string, BrandCodec<unknown>][] {
  return Object.entries(AREAS[which][1] as Record<string, AnyCodec>).filter(
    (pair): pair is [string, BrandCodec<unknown>] => 'entry' in pair[1],
  );
}

/**
 * A value stored before the key was kept per brand (a bare token, a customer id), decoded; undefined when the
 * key holds nothing or is already per brand.
 */
export function legacyEntry(which: keyof typeof AREAS, key: string): unknown {
  const codec = brandCodecs(which).find(([name]) => name === key)?.[1];
  let raw: string | null = null;
  try {
    raw = area(AREAS[which][0])?.getItem(key) ?? null;
  } catch {
    /* storage unavailable */
  }
  if (raw === null || !codec) return undefined;
  try {
    if (isObject(JSON.parse(raw))) return undefined;
  } catch {
    /* not JSON: a bare string, as the tokens and names were kept */
  }
  try {
    const value = codec.entry.decode(raw);
    return codec.entry.check(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Moves every value stored before its key was kept per brand to `brand`'s entry, or drops it (brand null, or
 * a value that fails its check). Values already per brand are left alone.
 */
export function adoptLegacyEntries(brand: string | null): void {
  for (const which of ['local', 'session'] as const) {
    for (const [key, codec] of brandCodecs(which)) {
      const value = legacyEntry(which, key);
      if (value === undefined) continue;
      const storage = area(AREAS[which][0]);
      try {
        if (brand && value !== null) storage?.setItem(key, codec.encode({ [brand]: value }));
        else storage?.removeItem(key);
      } catch {
        /* storage unavailable: nothing to move */
      }
    }
  }
  notify();
}
