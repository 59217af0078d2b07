import type { LineFoodInfo } from '@storefront/contract/food-info';
import type { Order } from '@storefront/contract/order';
import { prepWindowMinutes } from '@storefront/domain/due-time';
import { toPounds } from '@storefront/domain/money';
import type { BrandContext } from '../brand/brand.service';
import type { PricedExtra } from './order-pricing';
import type { OrderLineRow, OrderRow } from './orders.repository';

/** The order's number as customers and staff read it: the brand's first three letters and the id. */
export const orderNumber = (brand: Pick<BrandContext, 'flavour'>, id: number) =>
  `${brand.flavour.slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}`;

/** A line's chosen extras as the API answers them (pounds on the wire). */
export const extrasDto = (extras: readonly PricedExtra[]) =>
  extras.map((e) => ({
    ExtraTitle: e.ExtraTitle,
    ExtraQuantity: e.ExtraQuantity,
    ExtraPrice: toPounds(e.ExtraPricePence),
    Group: e.Group,
  }));

/** An order line as the API answers it, from what it was priced at. */
export function lineDto(line: {
  itemId: number;
  title: string;
  quantity: number;
  unitPence: number;
  totalPence: number;
  extras: readonly PricedExtra[];
  weightGrams: number | null;
  foodInfo: LineFoodInfo | null;
}): Order['Lines'][number] {
  return {
    ItemId: line.itemId,
    Title: line.title,
    Quantity: line.quantity,
    UnitPrice: toPounds(line.unitPence),
    TotalPrice: toPounds(line.totalPence),
    ExtraDetail: extrasDto(line.extras),
    WeightKg: line.weightGrams === null ? null : line.weightGrams / 1000,
    FoodInfo: line.foodInfo,
  };
}

/** An order as the API answers it (pounds on the wire). */
export function toOrderDto(
  order: OrderRow,
  lines: OrderLineRow[],
  brand: Pick<BrandContext, 'flavour' | 'config'>,
): Order {
  return {
    OrderId: order.id,
    OrderNumber: orderNumber(brand, order.id),
    Status: order.status,
    OrderOption: order.channel,
    Training: order.training,
    Amended: order.amended,
    ScheduledFor: order.scheduledFor?.toISOString() ?? null,
    CreatedAt: order.createdAt.toISOString(),
    Lines: lines.map((l) => lineDto({ ...l, itemId: (l.recipeId ?? l.productId)! })),
    SubTotal: toPounds(order.subtotalPence),
    DeliveryFee: toPounds(order.deliveryFeePence),
    Discount: toPounds(order.discountPence),
    Total: toPounds(order.totalPence),
    PromoCode: order.promoCode,
    PointsRedeemed: order.pointsRedeemed,
    GiftCardAmount: toPounds(order.giftCardPence),
    PaymentMethod: order.paymentMethod,
    DueAt: order.dueAt?.toISOString() ?? null,
    PrepWindowMinutes: prepWindowMinutes(order.channel, brand.config),
    Address: order.address ?? null,
    Notes: order.notes ?? null,
    AllergyNote: order.allergyNote,
    AmendedAt: order.amendedAt?.toISOString() ?? null,
    PrepMinutes: order.prepMinutes,
    ReadyBy: order.readyBy?.toISOString() ?? null,
    StatusReason: order.statusReason,
    TableNumber: order.tableNumber,
    Branch:
      order.branchId === null
        ? null
        : { BranchId: order.branchId, Name: order.branchName ?? '', Address: order.branchAddress ?? '' },
  };
}
