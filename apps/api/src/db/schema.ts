import { sql } from 'drizzle-orm';
import {
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
import type { AllergenIcon, ExtraObject, VehicleFacts } from '@storefront/contract/catalog';
import type { BrandConfig } from '@storefront/contract/brand-config';
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  flavour: text('flavour').notNull().unique(),
  name: text('name').notNull(),
  webConfig: jsonb('web_config').$type<WebCustomerConfig>().notNull(),
  brandConfig: jsonb('brand_config').$type<BrandConfig>().notNull(),
  /** Bumped by every import, so caches can tell a stale copy. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

export const recipes = pgTable(
  'recipes',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    pricePence: integer('price_pence').notNull(),
    displayAmountText: text('display_amount_text'),
    stock: integer('stock').notNull(),
    isNew: boolean('is_new').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    allergens: jsonb('allergens').$type<AllergenIcon[]>().notNull().default([]),
    maxBuy: integer('max_buy'),
    isDiscounted: boolean('is_discounted').notNull().default(false),
    socialDiscount: boolean('social_discount').notNull().default(false),
    forDelivery: boolean('for_delivery').notNull().default(true),
    forCollection: boolean('for_collection').notNull().default(true),
    forDineIn: boolean('for_dine_in').notNull().default(true),
    forEatIn: boolean('for_eat_in').notNull().default(true),
    extras: jsonb('extras').$type<ExtraObject>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.id] }),
    foreignKey({ columns: [t.brandId, t.categoryId], foreignColumns: [categories.brandId, categories.id] }),
    index('recipes_category_idx').on(t.brandId, t.categoryId, t.sort),
    check('recipes_stock_nonnegative', sql`${t.stock} >= 0`),
    check('recipes_price_nonnegative', sql`${t.pricePence} >= 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id'),
    title: text('title').notNull(),
    image: text('image'),
    oldPricePence: integer('old_price_pence').notNull(),
    newPricePence: integer('new_price_pence'),
    units: text('units').notNull().default('each'),
    stock: integer('stock').notNull(),
    content: text('content').notNull().default(''),
    stockStatus: text('stock_status', { enum: ['Sold', 'Available'] })
      .notNull()
      .default('Available'),
    label: text('label'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    forDelivery: boolean('for_delivery').notNull().default(true),
    forCollection: boolean('for_collection').notNull().default(true),
    extras: jsonb('extras').$type<ExtraObject>(),
    partModel: text('part_model'),
    engine: text('engine'),
    fromYear: integer('from_year'),
    toYear: integer('to_year'),
    code: text('code'),
    externalLink: text('external_link'),
    vehicle: jsonb('vehicle').$type<VehicleFacts>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.id] }),
    foreignKey({ columns: [t.brandId, t.categoryId], foreignColumns: [categories.brandId, categories.id] }),
    index('products_category_idx').on(t.brandId, t.categoryId, t.sort),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_nonnegative', sql`${t.oldPricePence} >= 0`),
  ],
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
    createdAt: createdAt(),
    /** Set when the customer deleted the account: personal data is erased, order records stay, anonymised. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('customers_brand_email_idx').on(t.brandId, sql`lower(${t.email})`)],
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

/** Every email the product sends; with SMTP configured it is also delivered, without it the development mailbox shows it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_brand_idx').on(t.brandId, t.createdAt)],
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
    subtotalPence: integer('subtotal_pence').notNull(),
    deliveryFeePence: integer('delivery_fee_pence').notNull().default(0),
    discountPence: integer('discount_pence').notNull().default(0),
    totalPence: integer('total_pence').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_brand_customer_idx').on(t.brandId, t.customerId, t.createdAt),
    check('orders_total_nonnegative', sql`${t.totalPence} >= 0`),
    check('orders_delivery_fee_nonnegative', sql`${t.deliveryFeePence} >= 0`),
    check('orders_status_known', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_payment_method_known', sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
  ],
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
