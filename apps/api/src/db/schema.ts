import { sql } from 'drizzle-orm';
import { ENQUIRY_STATUSES } from '@storefront/contract/enquiries';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ExtraObject, VehicleFacts } from '@storefront/contract/catalog';
import type { FoodInfo, LineFoodInfo } from '@storefront/contract/food-info';
import type { BrandConfig } from '@storefront/contract/brand-config';
import type { LegalTexts } from '@storefront/contract/brand-file';
import type { LoyaltyConfig } from '@storefront/contract/loyalty';
import type { Daypart } from '@storefront/contract/menu-hours';
import type { ReservationSettings } from '@storefront/contract/venue';
import type { LeadTimes } from '@storefront/contract/brand-config';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';

/*
 * Search (migration 0003): recipes and products also have the generated columns search_text and search_tsv
 * (GIN indexes) and an index on (brand_id, sort, id); the table search_words holds each brand's vocabulary,
 * filled by triggers. None of it is declared here, so that reads do not fetch the columns, imports do not write
 * them and drizzle-kit does not generate them again; only the search queries in catalog.repository.ts name them.
 */

/*
 * Every tenant-owned table carries brand_id and has it first in its primary key, so an id is only meaningful
 * together with its brand. Money is integer pence. Catalogue ids come from the brand file (stable across
 * re-imports, so carts and favourites keep pointing at the same item).
 */

/** A brand's busy mode as stored: ISO instants, so the JSON reads back as it was written. */
export interface StoredBusyMode {
  Extension: { Minutes: number; Until: string } | null;
  Pauses: Partial<Record<'Delivery' | 'Pickup' | 'EatIn', string>>;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An email column read as the person behind it: the SQL twin of `personEmail` (packages/domain loyalty.ts:
 * trimmed, case folded, a `+tag` before the @ dropped), for per-person promo codes (ADR 0050). Its indexes
 * below use this very expression, so that the loyalty repository's lookups can use them.
 */
export const personEmailSql = (email: AnyPgColumn) =>
  sql`regexp_replace(lower(btrim(${email})), '\\+[^@]*(@[^@]*)$', '\\1')`;

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey(),
    flavour: text('flavour').notNull().unique(),
    name: text('name').notNull(),
    webConfig: jsonb('web_config').$type<WebCustomerConfig>().notNull(),
    brandConfig: jsonb('brand_config').$type<BrandConfig>().notNull(),
    /** The brand's terms and privacy texts (HTML, sanitised when shown). */
    legalTexts: jsonb('legal_texts').$type<LegalTexts>().notNull().default({}),
    /** Promo codes, rewards and referral settings (brand file `Loyalty`); never served as they are. */
    loyalty: jsonb('loyalty').$type<LoyaltyConfig>(),
    /** Bumped by every import, so caches can tell a stale copy. */
    version: integer('version').notNull().default(1),
    /**
     * Busy mode (issue 19): extra minutes on every channel's lead time until a time, and channels paused until a
     * time. Staff set it in the back office; it ends by itself (readers ask "at this instant"). Null: not busy.
     */
    busyMode: jsonb('busy_mode').$type<StoredBusyMode>(),
    /** At most this many orders due in any 15-minute slot (issue 19); null: no limit. */
    slotCapacity: integer('slot_capacity'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'brands_slot_capacity_range',
      sql`${t.slotCapacity} is null or ${t.slotCapacity} between 1 and 1000`,
    ),
  ],
);

export const categories = pgTable(
  'categories',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    kind: text('kind', { enum: ['Recipe', 'Product'] }).notNull(),
    title: text('title').notNull(),
    image: text('image'),
    status: boolean('status').notNull().default(true),
    /** Menu hours (issue 19): the days and times its items can be ordered; null: no limit. */
    hours: jsonb('hours').$type<Daypart[]>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.id] })],
);

export const subcategories = pgTable(
  'subcategories',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    categoryId: integer('category_id').notNull(),
    title: text('title').notNull(),
    status: boolean('status').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.id] }),
    foreignKey({
      columns: [t.brandId, t.categoryId],
      foreignColumns: [categories.brandId, categories.id],
    }).onDelete('cascade'),
  ],
);

/**
 * What a dish (recipe) and a product both are: a catalogue item of a brand's category, with stock, the owner's
 * switches, the channels it is sold on, extras and menu hours. A function, so each table gets its own columns.
 */
const catalogItem = () => ({
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  id: integer('id').notNull(),
  categoryId: integer('category_id').notNull(),
  subcategoryId: integer('subcategory_id'),
  title: text('title').notNull(),
  image: text('image'),
  stock: integer('stock').notNull(),
  /** Marked out of stock in the back office: not orderable whatever `stock` says (which it keeps). */
  outOfStock: boolean('out_of_stock').notNull().default(false),
  /** Taken off the menu by an owner (ADR 0023): kept, not deleted, because orders name it. */
  hidden: boolean('hidden').notNull().default(false),
  isRecommended: boolean('is_recommended').notNull().default(false),
  forDelivery: boolean('for_delivery').notNull().default(true),
  forCollection: boolean('for_collection').notNull().default(true),
  extras: jsonb('extras').$type<ExtraObject>(),
  /** Allergens, dietary labels and kcal (issue 34); null: not filled in, which differs from declaring none. */
  foodInfo: jsonb('food_info').$type<FoodInfo>(),
  /** Menu hours: the days and times it can be ordered, within its category's; null: no limit. */
  hours: jsonb('hours').$type<Daypart[]>(),
  sort: integer('sort').notNull().default(0),
});

/** A catalogue item's key, its category, the menu's order and its stock and price never below zero. */
const catalogItemRules = (
  table: 'recipes' | 'products',
  t: {
    brandId: AnyPgColumn;
    id: AnyPgColumn;
    categoryId: AnyPgColumn;
    sort: AnyPgColumn;
    stock: AnyPgColumn;
  },
  price: AnyPgColumn,
) => [
  primaryKey({ columns: [t.brandId, t.id] }),
  foreignKey({ columns: [t.brandId, t.categoryId], foreignColumns: [categories.brandId, categories.id] }),
  index(`${table}_category_idx`).on(t.brandId, t.categoryId, t.sort),
  check(`${table}_stock_nonnegative`, sql`${t.stock} >= 0`),
  check(`${table}_price_nonnegative`, sql`${price} >= 0`),
];

/** A restaurant's dish. */
export const recipes = pgTable(
  'recipes',
  {
    ...catalogItem(),
    description: text('description').notNull().default(''),
    pricePence: integer('price_pence').notNull(),
    displayAmountText: text('display_amount_text'),
    isNew: boolean('is_new').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    /**
     * Free-text allergen titles from before the 14 codes that could not be read as codes ("Nuts"): shown by the
     * back office's missing-information report until the owner declares the dish's food information.
     */
    unmatchedAllergens: jsonb('unmatched_allergens').$type<string[]>().notNull().default([]),
    maxBuy: integer('max_buy'),
    isDiscounted: boolean('is_discounted').notNull().default(false),
    socialDiscount: boolean('social_discount').notNull().default(false),
    forDineIn: boolean('for_dine_in').notNull().default(true),
    forEatIn: boolean('for_eat_in').notNull().default(true),
  },
  (t) => catalogItemRules('recipes', t, t.pricePence),
);

/** A shop's, distributor's or dealer's product: a part or a car carries its fitment or vehicle facts. */
export const products = pgTable(
  'products',
  {
    ...catalogItem(),
    oldPricePence: integer('old_price_pence').notNull(),
    newPricePence: integer('new_price_pence'),
    units: text('units').notNull().default('each'),
    content: text('content').notNull().default(''),
    /** The description's plain text, for the product's card: worked out when the product is written. */
    summary: text('summary').notNull().default(''),
    stockStatus: text('stock_status', { enum: ['Sold', 'Available'] })
      .notNull()
      .default('Available'),
    label: text('label'),
    partModel: text('part_model'),
    engine: text('engine'),
    fromYear: integer('from_year'),
    toYear: integer('to_year'),
    code: text('code'),
    externalLink: text('external_link'),
    vehicle: jsonb('vehicle').$type<VehicleFacts>(),
  },
  (t) => catalogItemRules('products', t, t.oldPricePence),
);

export const branches = pgTable(
  'branches',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull().default(''),
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    openingHours: jsonb('opening_hours')
      .$type<{ Day: number; Open: string; Close: string }[]>()
      .notNull()
      .default([]),
    /** Table bookings; null when the branch takes none. */
    reservations: jsonb('reservations').$type<ReservationSettings>(),
    /** Its own minimum times (ADR 0046); null: the brand's. */
    leadTimes: jsonb('lead_times').$type<LeadTimes>(),
    /** The tables dine-in orders at this branch may name; null: the brand's (BrandConfig.DineInTables). */
    dineInTables: jsonb('dine_in_tables').$type<number[]>(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.id] })],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** scrypt$N$r$p$salt$hash — never a reversible form. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    mobile: text('mobile'),
    imageUrl: text('image_url'),
    promoCode: text('promo_code'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /**
     * Access tokens carry the generation they were signed in; signing out everywhere (sign-out, a password change
     * or reset) adds one, so every earlier access token is refused at once, on every API instance.
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
    createdAt: createdAt(),
    /** Set when the customer deleted the account: personal data is erased, order records stay, anonymised. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_brand_email_idx').on(t.brandId, sql`lower(${t.email})`),
    index('customers_person_email_idx').on(t.brandId, personEmailSql(t.email)),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id'),
    productId: integer('product_id'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.brandId, t.recipeId], foreignColumns: [recipes.brandId, recipes.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.brandId, t.productId],
      foreignColumns: [products.brandId, products.id],
    }).onDelete('cascade'),
    uniqueIndex('favourites_customer_recipe_idx').on(t.customerId, t.recipeId),
    uniqueIndex('favourites_customer_product_idx').on(t.customerId, t.productId),
    check('favourites_one_item', sql`(${t.recipeId} is null) <> (${t.productId} is null)`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    brandId: integer('brand_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Emails and mobiles that asked for no marketing, whether or not they belong to an account. */
export const marketingSuppressions = pgTable(
  'marketing_suppressions',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.contact] })],
);

/** Single-use password reset links, stored as hashes, expiring. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

export const ORDER_STATUSES = [
  'PendingPayment',
  'Placed',
  'Accepted',
  'Ready',
  'OutForDelivery',
  'Completed',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order is paid: in person on the order's channel, or by card (a later issue). */
export const PAYMENT_METHODS = ['OnDelivery', 'OnCollection', 'AtTable', 'Card'] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHODS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Orders. Money in pence as the server computed it. A card payment (a later issue) creates the order as
 * PendingPayment and the provider's confirmation moves it to Placed with a conditional update on status
 * (so exactly once); orders paid in person start Placed. Guests own their orders through a session token,
 * kept only as its SHA-256.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guestEmail: text('guest_email'),
    guestName: text('guest_name'),
    guestMobile: text('guest_mobile'),
    /** SHA-256 (hex) of the guest session token that placed the order: it may see and amend it. */
    guestSessionHash: text('guest_session_hash'),
    channel: text('channel', { enum: ['Delivery', 'Pickup', 'EatIn'] }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    training: boolean('training').notNull().default(false),
    amended: boolean('amended').notNull().default(false),
    amendedAt: timestamp('amended_at', { withTimezone: true }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** When the order is due: the scheduled time, or for ASAP the earliest time when placed or amended. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    address: jsonb('address').$type<{ Line1: string; Line2?: string; Town: string; Postcode: string }>(),
    notes: text('notes'),
    /** The customer's allergy or dietary note, passed to the kitchen apart from the order's notes. */
    allergyNote: text('allergy_note'),
    subtotalPence: integer('subtotal_pence').notNull(),
    deliveryFeePence: integer('delivery_fee_pence').notNull().default(0),
    discountPence: integer('discount_pence').notNull().default(0),
    /** The promo code applied (part of discount_pence). */
    promoCode: text('promo_code'),
    /** Rewards points spent on the order (their value is part of discount_pence). */
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    totalPence: integer('total_pence').notNull(),
    /** The gift card that pays part of the total, and how much of it (the rest is paid by payment_method). */
    giftCardId: integer('gift_card_id'),
    giftCardPence: integer('gift_card_pence').notNull().default(0),
    /** Taken by card so far (succeeded payments), before refunds. */
    paidPence: integer('paid_pence').notNull().default(0),
    refundedPence: integer('refunded_pence').notNull().default(0),
    /** A PendingPayment order holds its stock until then; the payments sweep cancels it afterwards. */
    paymentDueBy: timestamp('payment_due_by', { withTimezone: true }),
    /** SHA-256 (hex) of the token of the order's payment link (`pay?orderId=…&token=…`), when one was sent. */
    payTokenHash: text('pay_token_hash'),
    /** Set when the kitchen accepts the order: minutes to prepare, and when it should be ready (issue 10). */
    prepMinutes: integer('prep_minutes'),
    readyBy: timestamp('ready_by', { withTimezone: true }),
    /** Why the shop rejected (cancelled) the order, shown to the customer. */
    statusReason: text('status_reason'),
    /** Dine-in: the table an eat-in order is served to (from the table's QR code). */
    tableNumber: integer('table_number'),
    /**
     * The branch that makes the order (collected from, eaten at, delivered from), with its name and address as
     * they were when it was placed: like a line's title, the order keeps what the customer was told. Null on
     * orders of a brand with no branches.
     */
    branchId: integer('branch_id'),
    branchName: text('branch_name'),
    branchAddress: text('branch_address'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_brand_customer_idx').on(t.brandId, t.customerId, t.createdAt),
    // A guest's earlier orders by their email, as a person (per-person promo codes).
    index('orders_person_email_idx').on(t.brandId, personEmailSql(t.guestEmail)),
    // The back office's reports read a brand's orders by when they were placed.
    index('orders_brand_created_idx').on(t.brandId, t.createdAt),
    index('orders_payment_due_idx').on(t.paymentDueBy),
    check(
      'orders_paid_nonnegative',
      sql`${t.paidPence} >= 0 and ${t.refundedPence} between 0 and ${t.paidPence}`,
    ),
    check('orders_total_nonnegative', sql`${t.totalPence} >= 0`),
    check('orders_gift_card_within', sql`${t.giftCardPence} between 0 and ${t.totalPence}`),
    check('orders_delivery_fee_nonnegative', sql`${t.deliveryFeePence} >= 0`),
    check('orders_status_known', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_payment_method_known', sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check(
      'orders_table_eat_in',
      sql`${t.tableNumber} is null or (${t.channel} = 'EatIn' and ${t.tableNumber} between 1 and 999)`,
    ),
  ],
);

/**
 * How many orders are due in each 15-minute slot of a brand (issue 19 slot capacity): slots are quarter hours of
 * UTC (London's too), named by their start. Kept by a trigger on orders (migration 0023) that counts every order
 * with a due time that is not cancelled and not a training order; the trigger is deferred to the commit, so an
 * order holds the slot's row lock only while it commits. The order transaction of a brand with a capacity locks
 * its slot's row and checks the count before that (orders/order-slots.ts).
 */
export const orderSlots = pgTable(
  'order_slots',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.slotStart] })],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull(),
    recipeId: integer('recipe_id'),
    productId: integer('product_id'),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    /** Kg items: the weight chosen, in grams (unit price is per that weight). */
    weightGrams: integer('weight_grams'),
    unitPence: integer('unit_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    isDiscounted: boolean('is_discounted').notNull().default(false),
    socialDiscount: boolean('social_discount').notNull().default(false),
    /** The extras as the server priced them: [{ ExtraTitle, ExtraQuantity, ExtraPrice (pence) }]. */
    extras: jsonb('extras')
      .$type<{ Group: string; ExtraTitle: string; ExtraQuantity: number; ExtraPricePence: number }[]>()
      .notNull()
      .default([]),
    /** The line's food information as it was when ordered (dish and chosen extras); null: not declared. */
    foodInfo: jsonb('food_info').$type<LineFoodInfo>(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_one_item', sql`(${t.recipeId} is null) <> (${t.productId} is null)`),
    check('order_lines_weight_positive', sql`${t.weightGrams} is null or ${t.weightGrams} > 0`),
  ],
);

/**
 * Idempotency keys: the first result of a request is kept (status and body) and replayed to retries for 24 h;
 * the same key with another body is refused. Scoped to brand, caller and route.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Who may replay it: `customer:{id}` or `session:{hash}`, and the route. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.scope, t.key] }),
    index('idempotency_keys_expiry_idx').on(t.expiresAt),
  ],
);

export const PAYMENT_STATUSES = ['Pending', 'Succeeded', 'Failed', 'Cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Card payments of orders, one row per payment started with the provider (a PaymentIntent with Stripe). A row
 * moves from Pending once, with a conditional update on its status, so the webhook and the return-URL check
 * racing each other record (and count) a payment exactly once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    /** The provider's id of the payment (PaymentIntent id). */
    providerRef: text('provider_ref').notNull(),
    amountPence: integer('amount_pence').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('Pending'),
    /** The provider's last word on a failed attempt (a declined card). */
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.brandId, t.orderId),
    check('payments_amount_positive', sql`${t.amountPence} > 0`),
    check('payments_status_known', sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
  ],
);

/**
 * The offline test provider's own payments (ADR 0018): what Stripe's servers keep, kept in the database so that
 * every API process and every restart sees the same payment, as they would see Stripe's. Not the shop's data:
 * the provider's, found by its reference or client secret, never by brand.
 */
export const testProviderPayments = pgTable(
  'test_provider_payments',
  {
    ref: text('ref').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cancelled'] }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    refundedPence: integer('refunded_pence').notNull().default(0),
    awaitingAction: boolean('awaiting_action').notNull().default(false),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_provider_payments_secret_idx').on(t.clientSecret)],
);

/** Refunds, full or partial, recorded against the order and the payment they return money from. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    providerRef: text('provider_ref').notNull(),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.brandId, t.orderId),
    check('refunds_amount_positive', sql`${t.amountPence} > 0`),
  ],
);

/**
 * Covers booked per reservation slot of a branch. A booking adds its party with one conditional upsert
 * (`covers + party <= capacity`), so concurrent bookings can never seat more than the slot holds.
 */
export const reservationSlots = pgTable(
  'reservation_slots',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull(),
    /** London date and wall time of the slot: 'YYYY-MM-DD', 'HH:MM'. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    covers: integer('covers').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.branchId, t.date, t.time] }),
    check('reservation_slots_within_capacity', sql`${t.covers} >= 0 and ${t.covers} <= ${t.capacity}`),
  ],
);

/** A table booking; the guest cancels it with the token mailed to them (only its hash is kept). */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull(),
    reference: text('reference').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    partySize: integer('party_size').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['Booked', 'Cancelled'] })
      .notNull()
      .default('Booked'),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why staff cancelled it (told to the guest); null when the guest cancelled or no reason was given. */
    cancelReason: text('cancel_reason'),
    /** The customer signed in when booking (their account lists it); null for a guest's booking. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reservations_reference_idx').on(t.brandId, t.reference),
    index('reservations_customer_idx').on(t.brandId, t.customerId),
    uniqueIndex('reservations_cancel_token_idx').on(t.cancelTokenHash),
    index('reservations_slot_idx').on(t.brandId, t.branchId, t.date, t.time),
    check('reservations_party_positive', sql`${t.partySize} > 0`),
  ],
);

/** Back-office roles (issue 10): a platform admin runs every brand; owners and staff belong to one brand. */
export const STAFF_ROLES = ['PlatformAdmin', 'BrandOwner', 'BrandStaff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Back-office accounts, apart from customers: a customer's email and password never open the back office.
 * A platform admin has no brand; owners and staff have exactly one.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** scrypt$N$r$p$salt$hash — never a reversible form. */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /**
     * The branch of the brand a member of staff works at: their board holds only its orders (ADR 0047). Null for
     * owners and for staff of every branch. No foreign key, as on orders: a brand import may remove a branch,
     * and its staff then see no orders rather than every branch's.
     */
    branchId: integer('branch_id'),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`),
    check('staff_role_known', sql`${t.role} in (${inList(STAFF_ROLES)})`),
    check('staff_brand_by_role', sql`(${t.role} = 'PlatformAdmin') = (${t.brandId} is null)`),
  ],
);

/** Staff refresh tokens: the customers' rules (hash only, one family per sign-in, single use). */
export const staffRefreshTokens = pgTable(
  'staff_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Back-office invitations (ADR 0027): an owner or a platform admin invites someone to a brand with a role; the
 * invitee sets their own password from an emailed single-use link. Only the SHA-256 of the link's token is kept.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The branch the invitee will work at (staff only); null for every branch. */
    branchId: integer('branch_id'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => staff.id, { onDelete: 'set null' }),
    invitedByEmail: text('invited_by_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_idx').on(t.tokenHash),
    index('staff_invitations_brand_idx').on(t.brandId),
    check('staff_invitations_role_of_brand', sql`${t.role} in ('BrandOwner', 'BrandStaff')`),
  ],
);

/**
 * Uses of a promo code with a total limit: one row per brand and code, raised by one conditional upsert
 * (`uses < MaxUses`) inside the order's transaction, so concurrent orders can never use it more often.
 */
export const promoCodeCounts = pgTable(
  'promo_code_counts',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    uses: integer('uses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.code] }), check('promo_code_counts_uses', sql`${t.uses} >= 0`)],
);

/**
 * Each order that used a promo code, so that a cancelled order gives its use of a limited code back. Whether a
 * person used a per-person code is read from their orders themselves (loyalty.repository `earlierOrders`).
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('promo_code_uses_order_idx').on(t.brandId, t.orderId)],
);

/** A customer who joined the brand's rewards; its row is locked while points are spent. */
export const rewardMembers = pgTable(
  'reward_members',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The token of the member's referral link (`refer?token=…`). */
    referralToken: text('referral_token').notNull(),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.customerId] }),
    uniqueIndex('reward_members_referral_token_idx').on(t.referralToken),
  ],
);

/**
 * The points ledger: a member's balance is the sum of their entries. Points for an order (earned, spent,
 * referral) are recorded once per kind: the unique index makes a second credit of the same order a no-op.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    kind: text('kind', { enum: ['Joined', 'Earned', 'Redeemed', 'Referral', 'Returned'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reward_entries_member_idx').on(t.brandId, t.customerId, t.createdAt),
    uniqueIndex('reward_entries_order_once_idx').on(t.brandId, t.customerId, t.kind, t.orderId),
  ],
);

/**
 * A friend who registered through a member's referral link: one row per friend (the key), so a friend is
 * referred once; `rewarded_at` is set by a conditional update when their first order completes, once.
 */
export const referrals = pgTable(
  'referrals',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.friendId] }),
    check('referrals_not_self', sql`${t.friendId} <> ${t.referrerId}`),
  ],
);

/** The brand's events; `seats_taken` only grows by a conditional update that keeps it within `seats`. */
export const events = pgTable(
  'events',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** London wall time 'YYYY-MM-DDTHH:MM'. */
    startsAt: text('starts_at').notNull(),
    place: text('place').notNull(),
    pricePence: integer('price_pence').notNull(),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    maxPerBooking: integer('max_per_booking').notNull().default(10),
    image: text('image'),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.id] }),
    check('events_seats_within', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seats}`),
  ],
);

/** Tickets booked for an event; the visitor's `event_access_token` (only its hash is kept) lists them. */
export const eventBookings = pgTable(
  'event_bookings',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    reference: text('reference').notNull(),
    quantity: integer('quantity').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    totalPence: integer('total_pence').notNull(),
    status: text('status', { enum: ['Confirmed', 'PayAtDoor', 'PendingPayment', 'Cancelled'] }).notNull(),
    accessTokenHash: text('access_token_hash').notNull(),
    /** Tickets paid by card: the provider's payment, and when the held seats go back if it is still unpaid. */
    provider: text('provider', { enum: ['test', 'stripe'] }),
    providerRef: text('provider_ref'),
    paymentDueBy: timestamp('payment_due_by', { withTimezone: true }),
    createdAt: createdAt(),
    /** Staff cancellations (back office): when, why (told to the guest) and what went back to their card. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    refundedPence: integer('refunded_pence').notNull().default(0),
    /** The customer signed in when booking (their account lists it); null for a guest's booking. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('event_bookings_reference_idx').on(t.brandId, t.reference),
    index('event_bookings_customer_idx').on(t.brandId, t.customerId),
    uniqueIndex('event_bookings_provider_ref_idx').on(t.provider, t.providerRef),
    index('event_bookings_payment_due_idx').on(t.paymentDueBy),
    index('event_bookings_token_idx').on(t.accessTokenHash),
    check('event_bookings_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'event_bookings_refund_within',
      sql`${t.refundedPence} >= 0 and ${t.refundedPence} <= ${t.totalPence}`,
    ),
  ],
);

export const GIFT_CARD_STATUSES = ['PendingPayment', 'Active', 'Cancelled'] as const;

/**
 * Gift cards: bought by card (PendingPayment until the provider confirms, then Active with its balance), spent
 * at checkout. The balance changes only by a conditional update that keeps it ≥ 0 (the CHECK too), in the same
 * transaction as its ledger entry, so it always equals the sum of gift_card_entries.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status', { enum: GIFT_CARD_STATUSES }).notNull().default('PendingPayment'),
    initialPence: integer('initial_pence').notNull(),
    balancePence: integer('balance_pence').notNull().default(0),
    purchaserCustomerId: integer('purchaser_customer_id').references(() => customers.id, {
      onDelete: 'set null',
    }),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    /** SHA-256 (hex) of the token the buyer's browser holds to ask how the purchase went. */
    purchaseTokenHash: text('purchase_token_hash').notNull(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerRef: text('provider_ref').notNull(),
    failureMessage: text('failure_message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_idx').on(t.brandId, t.code),
    uniqueIndex('gift_cards_provider_ref_idx').on(t.provider, t.providerRef),
    check(
      'gift_cards_amounts',
      sql`${t.initialPence} > 0 and ${t.balancePence} between 0 and ${t.initialPence}`,
    ),
    check('gift_cards_status_known', sql`${t.status} in (${inList(GIFT_CARD_STATUSES)})`),
  ],
);

/** A gift card's ledger: Issued (+), Redeemed (−) on an order, Returned (+) from a cancelled or cut order. */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    kind: text('kind', { enum: ['Issued', 'Redeemed', 'Returned'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_entries_card_idx').on(t.brandId, t.giftCardId, t.createdAt),
    // An order spends from a card once.
    uniqueIndex('gift_card_entries_redeemed_once_idx')
      .on(t.giftCardId, t.orderId)
      .where(sql`${t.kind} = 'Redeemed'`),
  ],
);

/**
 * The back office's audit log (issue 10): who changed what in a brand's settings, stock and orders, with the
 * value before and after. Rows are only ever inserted; the staff member's email is copied so an entry still
 * names them after their account is removed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    /** What kind of change: 'stock', 'channels', 'settings', 'order.accept', … */
    action: text('action').notNull(),
    /** What it changed: 'recipe 10003', 'order 42', 'web configuration'. */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_brand_idx').on(t.brandId, t.createdAt)],
);

/**
 * Dealer enquiries (issue 16): a visitor's question about a car or part, from the built-in Enquire Now form of a
 * brand without an external contact page. The product is copied by title too, so a lead still names it after the
 * listing changes; staff move it from New to Contacted to Closed.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productTitle: text('product_title').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('New'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    // No foreign key to products: a brand file re-import replaces products, and a lead outlives its listing.
    index('enquiries_brand_idx').on(t.brandId, t.createdAt),
    check('enquiries_contact', sql`${t.email} <> '' or ${t.phone} <> ''`),
  ],
);

// The outbox and what it delivers to (webhook endpoints, push subscriptions): their own file, same schema.
export * from './schema-outbox';
