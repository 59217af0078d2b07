import type { Order } from '@storefront/contract/order';
import type { ExtraObject, OrderOption } from '@storefront/contract/catalog';
import { NOT_TAKING_ORDERS, STOPPED_CHANNEL } from '@storefront/domain/messages';
import { toPounds } from '@storefront/domain/money';
import type { z } from 'zod';
import type { PlaceOrderBody as PlaceOrderSchema } from '@storefront/contract/order';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { CustomerPrincipal } from '../../plugins/auth';
import type { BrandContext } from '../brand/brand.service';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { priceLine, type PricedExtra } from './order-pricing';
import { createOrdersRepository, type OrderLineRow, type OrderRow } from './orders.repository';

type Body = z.output<typeof PlaceOrderSchema>;

/** What placement needs to know of a recipe or product. */
interface OrderableItem {
  title: string;
  base: number;
  extras: ExtraObject | null;
  maxBuy: number | null;
  offered: Record<OrderOption, boolean>;
  discounted: boolean;
  social: boolean;
  kg: boolean;
}
type FieldIssue = { Path: string; Message: string };

const CHANNEL_FLAGS: Record<
  OrderOption,
  {
    stop: 'StopOnlineDeliveryOrders' | 'StopOnlineCollectionOrders' | 'StopOnlineEatInOrders';
    min: 'MinDeliveryTime' | 'MinCollectionTime' | 'MinEatInTime';
    from: 'DeliveryFrom' | 'CollectionFrom' | 'EatInFrom';
    label: string;
    stopped: keyof typeof STOPPED_CHANNEL;
    message: 'Delivery' | 'Collection' | 'EatIn';
  }
> = {
  Delivery: {
    stop: 'StopOnlineDeliveryOrders',
    min: 'MinDeliveryTime',
    from: 'DeliveryFrom',
    label: 'delivery',
    stopped: 'Delivery',
    message: 'Delivery',
  },
  Pickup: {
    stop: 'StopOnlineCollectionOrders',
    min: 'MinCollectionTime',
    from: 'CollectionFrom',
    label: 'collection',
    stopped: 'Collection',
    message: 'Collection',
  },
  EatIn: {
    stop: 'StopOnlineEatInOrders',
    min: 'MinEatInTime',
    from: 'EatInFrom',
    label: 'eat in',
    stopped: 'EatIn',
    message: 'EatIn',
  },
};

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An order as the API answers it (pounds on the wire). */
export function toOrderDto(order: OrderRow, lines: OrderLineRow[], brand: BrandContext): Order {
  return {
    OrderId: order.id,
    OrderNumber: `${brand.flavour.slice(0, 3).toUpperCase()}-${String(order.id).padStart(6, '0')}`,
    Status: order.status,
    OrderOption: order.channel,
    Training: order.training,
    Amended: order.amended,
    ScheduledFor: order.scheduledFor?.toISOString() ?? null,
    CreatedAt: order.createdAt.toISOString(),
    Lines: lines.map((l) => ({
      ItemId: (l.recipeId ?? l.productId)!,
      Title: l.title,
      Quantity: l.quantity,
      UnitPrice: toPounds(l.unitPence),
      TotalPrice: toPounds(l.totalPence),
      ExtraDetail: l.extras.map((e) => ({
        ExtraTitle: e.ExtraTitle,
        ExtraQuantity: e.ExtraQuantity,
        ExtraPrice: toPounds(e.ExtraPricePence),
        Group: e.Group,
      })),
      WeightKg: null,
    })),
    SubTotal: toPounds(order.subtotalPence),
    DeliveryFee: toPounds(order.deliveryFeePence),
    Discount: toPounds(order.discountPence),
    Total: toPounds(order.totalPence),
    PaymentMethod: order.paymentMethod,
    DueAt: order.scheduledFor?.toISOString() ?? null,
    Address: order.address ?? null,
    Notes: order.notes ?? null,
    AmendedAt: null,
  };
}

/**
 * Order placement. The server owns every figure: prices come from the catalogue (client totals are ignored),
 * rules are re-checked (channel open, item offered, max buy, extras), and stock is taken in the same
 * transaction as the order is written, so the last unit is sold once.
 */
export function createOrdersService(db: Db) {
  const catalog = createCatalogRepository(db);

  function checkChannel(brand: BrandContext, body: Body, issues: FieldIssue[]) {
    if (!brand.config.Active || !brand.web.CheckoutDetail.Active) throw new HttpError(409, NOT_TAKING_ORDERS);
    const flags = CHANNEL_FLAGS[body.OrderOption];
    if (brand.config[flags.stop])
      throw new HttpError(
        409,
        brand.web.CartMessage?.StopOnlineOrders?.[flags.message]?.Message || STOPPED_CHANNEL[flags.stopped],
      );
    if (body.OrderOption === 'Delivery' && !body.Address)
      issues.push({ Path: 'body.Address', Message: 'Enter the delivery address' });
    if (body.ScheduledFor) {
      const when = new Date(body.ScheduledFor);
      const earliest = Date.now() + brand.config[flags.min] * 60_000;
      if (when.getTime() < earliest - 60_000)
        issues.push({
          Path: 'body.ScheduledFor',
          Message: `Choose a time at least ${brand.config[flags.min]} minutes from now`,
        });
      else if (londonClock.format(when) < brand.config[flags.from])
        issues.push({
          Path: 'body.ScheduledFor',
          Message: `We take ${flags.label} orders from ${brand.config[flags.from]}`,
        });
    }
  }

  return {
    async place(brand: BrandContext, principal: CustomerPrincipal | null, body: Body): Promise<Order> {
      const issues: FieldIssue[] = [];
      if (!principal && !body.Guest)
        issues.push({ Path: 'body.Guest', Message: 'Enter your details, or log in' });
      checkChannel(brand, body, issues);

      const recipesBrand = brand.web.TemplateData.RecipesBrand;
      const ids = [...new Set(body.Lines.map((l) => l.ItemId))];
      const items = new Map<number, OrderableItem>(
        recipesBrand
          ? (await catalog.recipesByIds(brand.id, ids)).map((r) => [
              r.id,
              {
                title: r.title,
                base: r.pricePence,
                extras: r.extras,
                maxBuy: r.maxBuy,
                offered: {
                  Delivery: r.forDelivery,
                  Pickup: r.forCollection,
                  EatIn: r.forEatIn || r.forDineIn,
                },
                discounted: r.isDiscounted,
                social: r.socialDiscount,
                kg: false,
              },
            ])
          : (await catalog.productsByIds(brand.id, ids)).map((p) => [
              p.id,
              {
                title: p.title,
                base: p.newPricePence ?? p.oldPricePence,
                extras: p.extras,
                maxBuy: null,
                offered: { Delivery: p.forDelivery, Pickup: p.forCollection, EatIn: p.forCollection },
                discounted: p.newPricePence !== null,
                social: false,
                kg: p.units.toLowerCase() === 'kg',
              },
            ]),
      );

      const totals = new Map<number, number>();
      const priced: {
        itemId: number;
        title: string;
        quantity: number;
        unitPence: number;
        extras: PricedExtra[];
        discounted: boolean;
        social: boolean;
      }[] = [];
      body.Lines.forEach((line, i) => {
        const path = `body.Lines.${i}`;
        const item = items.get(line.ItemId);
        if (!item)
          return issues.push({ Path: `${path}.ItemId`, Message: `Item ${line.ItemId} is not on the menu` });
        if (!item.offered[body.OrderOption])
          return issues.push({
            Path: path,
            Message: `${item.title} is not available for ${CHANNEL_FLAGS[body.OrderOption].label}`,
          });
        totals.set(line.ItemId, (totals.get(line.ItemId) ?? 0) + line.Quantity);
        const result = priceLine(item.base, item.extras, line.ExtraDetail);
        if (!result.ok)
          return issues.push(
            ...result.issues.map((p) => ({ Path: [path, ...p.path].join('.'), Message: p.message })),
          );
        const weight = item.kg ? (line.WeightKg ?? 1) : 1;
        priced.push({
          itemId: line.ItemId,
          title: item.kg ? `${item.title} (${weight} kg)` : item.title,
          quantity: line.Quantity,
          unitPence: Math.round(result.unitPence * weight),
          extras: result.extras,
          discounted: item.discounted,
          social: item.social,
        });
      });
      for (const [id, quantity] of totals) {
        const item = items.get(id);
        if (item?.maxBuy && quantity > item.maxBuy)
          issues.push({ Path: 'body.Lines', Message: `You can buy at most ${item.maxBuy} of ${item.title}` });
      }
      if (issues.length > 0)
        throw new HttpError(
          400,
          `Please check your order: ${issues.map((i) => i.Message).join('; ')}`,
          issues,
        );

      const subtotal = priced.reduce((sum, l) => sum + l.unitPence * l.quantity, 0);
      const kind = recipesBrand ? 'recipe' : 'product';
      const { order, lines } = await db.transaction(async (tx) => {
        const repo = createOrdersRepository(tx);
        const written = await repo.insert(
          {
            brandId: brand.id,
            customerId: principal?.customerId ?? null,
            guestEmail: principal ? null : (body.Guest?.Email ?? null),
            guestName: principal
              ? null
              : `${body.Guest?.FirstName ?? ''} ${body.Guest?.LastName ?? ''}`.trim(),
            guestMobile: principal ? null : (body.Guest?.Mobile ?? null),
            channel: body.OrderOption,
            status: 'Placed',
            paymentMethod:
              body.OrderOption === 'Delivery'
                ? 'OnDelivery'
                : body.OrderOption === 'Pickup'
                  ? 'OnCollection'
                  : 'AtTable',
            training: body.Training,
            scheduledFor: body.ScheduledFor ? new Date(body.ScheduledFor) : null,
            address: body.Address ?? null,
            notes: body.Notes ?? null,
            subtotalPence: subtotal,
            totalPence: subtotal,
          },
          priced.map((l) => ({
            brandId: brand.id,
            recipeId: kind === 'recipe' ? l.itemId : null,
            productId: kind === 'product' ? l.itemId : null,
            title: l.title,
            quantity: l.quantity,
            unitPence: l.unitPence,
            totalPence: l.unitPence * l.quantity,
            isDiscounted: l.discounted,
            socialDiscount: l.social,
            extras: l.extras,
          })),
        );
        // Stock last: the row locks it takes are then held only until the commit that follows, so orders for
        // a popular item queue for one statement, not for the whole order.
        // Always in id order, so two orders for the same items never wait on each other in a cycle.
        for (const [id, quantity] of [...totals].sort((a, b) => a[0] - b[0])) {
          const left = await repo.takeStock(brand.id, kind, id, quantity);
          if (left === undefined) {
            const stock = await repo.stockOf(brand.id, kind, id);
            const title = items.get(id)?.title ?? `Item ${id}`;
            throw new HttpError(409, stock > 0 ? `Only ${stock} left of ${title}` : `${title} is sold out`);
          }
        }
        return written;
      });
      return toOrderDto(order, lines, brand);
    },

    async get(brand: BrandContext, principal: CustomerPrincipal, orderId: number): Promise<Order> {
      const found = await createOrdersRepository(db).findForCustomer(brand.id, principal.customerId, orderId);
      if (!found) throw new HttpError(404, `Order ${orderId} was not found`);
      return toOrderDto(found.order, found.lines, brand);
    },

    async list(brand: BrandContext, principal: CustomerPrincipal): Promise<Order[]> {
      return (await createOrdersRepository(db).listForCustomer(brand.id, principal.customerId)).map((o) =>
        toOrderDto(o.order, o.lines, brand),
      );
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
