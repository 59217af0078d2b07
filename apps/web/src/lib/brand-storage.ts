import {
  local,
  session,
  type AnyCodec,
  type LocalKeys,
  type SessionKeys,
  type TypedStorage,
  type Value,
} from './storage';

/**
 * The keys kept per brand (spec §3 "Storage": the carts, and since ADR 0040 the login, the guest's details and
 * tokens, the order being amended) seen through one brand: a brand's pages and calls read and write only its
 * own entries, so a customer signed in at one brand is a visitor at the others.
 */

type BrandKeyOf<K extends Record<string, AnyCodec>> = {
  [Key in keyof K & string]: Value<K[Key]> extends Record<string, unknown> ? Key : never;
}[keyof K & string];
type EntryOf<V> = V extends Record<string, infer E> ? E : never;

/** One brand's entries of the keys kept per brand (the login and guest keys, the carts). */
export interface BrandStorage<K extends Record<string, AnyCodec>> {
  get<Key extends BrandKeyOf<K>>(key: Key): EntryOf<Value<K[Key]>> | null;
  set<Key extends BrandKeyOf<K>>(key: Key, value: EntryOf<Value<K[Key]>>): void;
  remove(key: BrandKeyOf<K>): void;
}

function brandView<K extends Record<string, AnyCodec>>(
  storage: TypedStorage<K>,
  brand: string,
): BrandStorage<K> {
  const all = (key: BrandKeyOf<K>) => (storage.get(key) ?? {}) as Record<string, unknown>;
  return {
    get(key) {
      const entries = all(key);
      // Own entries only: a path segment such as 'constructor' must not read Object.prototype.
      return brand && Object.hasOwn(entries, brand) ? (entries[brand] as never) : null;
    },
    set(key, value) {
      if (brand) storage.set(key, { ...all(key), [brand]: value } as never);
    },
    remove(key) {
      const entries = all(key);
      if (!brand || !Object.hasOwn(entries, brand)) return;
      const rest = Object.fromEntries(Object.entries(entries).filter(([name]) => name !== brand));
      if (Object.keys(rest).length === 0) storage.remove(key);
      else storage.set(key, rest as never);
    },
  };
}

/** A brand's own local entries: its login, customer names and guest details, its cart. */
export const brandLocal = (brand: string) => brandView(local, brand);
/** A brand's own session entries: its guest and event tokens, the order being amended. */
export const brandSession = (brand: string) => brandView(session, brand);

export type BrandLocalKey = BrandKeyOf<LocalKeys>;
export type BrandSessionKey = BrandKeyOf<SessionKeys>;

/**
 * The bearer token for a brand's API calls: its login, else its guest session token, else its event token
 * (spec §7). Another brand's token is never the answer: the server would refuse it (ADR 0040).
 */
export function readAccessToken(brand: string): string | null {
  return (
    brandLocal(brand).get('access_token') ??
    brandSession(brand).get('access_token') ??
    brandSession(brand).get('event_access_token')
  );
}
