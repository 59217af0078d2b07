import type { OrderOption } from '@storefront/contract/catalog';
import type { ReorderBody, ReorderLine, SkippedLine } from '@storefront/contract/order';
import { channelNoun, deliveryTypeOf, type DeliveryType } from '@storefront/domain/delivery-type';
import { toPounds } from '@storefront/domain/money';
import type { z } from 'zod';
import { unauthorized } from '../../../lib/http-error';
import type { BrandContext } from '../../brand/brand.service';
import { orderingAt } from '../../brand/ordering-now';
import { extrasDto } from '../order-dto';
import { ownedOrder, type OrderOwner } from '../order-owner';
import { createOrdersRepository, type OrderLineRow } from '../orders.repository';
import { earliestWithRoom } from '../slots/order-slots';
import { createOrderSlotsRepository } from '../slots/order-slots.repository';
import type { CheckoutDeps } from './checkout-deps';
import { checkItem, priceItem, type LineProblem } from './line-checks';
import { loadItems, type ItemKind, type OrderableItem } from './orderable-items';

type ReorderInput = z.output<typeof ReorderBody>;

/**
 * The cart lines that rebuild one of the owner's orders, repriced from today's catalogue for the chosen
 * channel, and the lines that cannot come back with the reason: gone from the menu, not offered for the
 * channel, not served at the time an order placed now would be due (menu hours, as the checkout's quote
 * checks them), sold out, or options that no longer exist (the checkout's line checks). Quantities are
 * lowered to what is left and to the max buy, with a note.
 */
export async function reorder(
  deps: CheckoutDeps,
  brand: BrandContext,
  owner: OrderOwner | null,
  body: ReorderInput,
): Promise<{ OrderId: number; OrderOption: OrderOption; Lines: ReorderLine[]; Skipped: SkippedLine[] }> {
  if (!owner) throw unauthorized();
  const repo = createOrdersRepository(deps.db);
  const found = await ownedOrder(repo, brand, owner, body.OrderId);
  const option = body.OrderOption ?? found.order.channel;
  const idsOf = (kind: ItemKind) =>
    found.lines.flatMap((l) => {
      const id = kind === 'recipe' ? l.recipeId : l.productId;
      return id === null ? [] : [id];
    });
  const catalogue = {
    recipe: await loadItems(repo, brand, 'recipe', idsOf('recipe')),
    product: await loadItems(repo, brand, 'product', idsOf('product')),
  };
  const now = deps.now();
  const due = await earliestWithRoom(
    createOrderSlotsRepository(deps.db),
    brand,
    option,
    orderingAt(brand, now).config,
    now,
  );
  const used = new Map<string, number>();
  const lines: ReorderLine[] = [];
  const skipped: SkippedLine[] = [];
  for (const line of found.lines) {
    const kind: ItemKind = line.recipeId !== null ? 'recipe' : 'product';
    const result = rebuild(
      line,
      catalogue[kind].get((line.recipeId ?? line.productId)!),
      { type: deliveryTypeOf(option), due, now },
      used,
    );
    if ('Reason' in result) skipped.push(result);
    else lines.push(result);
  }
  return { OrderId: found.order.id, OrderOption: option, Lines: lines, Skipped: skipped };
}

/**
 * One past line as today's cart line, or why it is left out: the checkout's item check (on the menu, offered
 * for the channel, served when due), then stock and max buy (`used` counts what earlier lines took), then its
 * options.
 */
function rebuild(
  line: OrderLineRow,
  item: OrderableItem | undefined,
  { type, due, now }: { type: DeliveryType; due: Date; now: Date },
  used: Map<string, number>,
): ReorderLine | SkippedLine {
  const id = (line.recipeId ?? line.productId)!;
  const skip = (Reason: string): SkippedLine => ({
    ItemId: id,
    Title: line.title,
    Quantity: line.quantity,
    Reason,
  });
  const check = checkItem(item, id, type, { due, now });
  if (!check.ok) return skip(skipReason(check.problem, type));
  return fromItem(line, check.item, used, skip);
}

function fromItem(
  line: OrderLineRow,
  item: OrderableItem,
  used: Map<string, number>,
  skip: (reason: string) => SkippedLine,
): ReorderLine | SkippedLine {
  const key = `${item.kind}:${item.id}`;
  const taken = used.get(key) ?? 0;
  const left = item.stock - taken;
  if (left <= 0) return skip('Sold out');
  const maxLeft = item.maxBuy === null ? Infinity : item.maxBuy - taken;
  if (maxLeft <= 0) return skip(`You can buy at most ${item.maxBuy} of ${item.title}`);
  const details = line.extras.map((e) => ({ ExtraTitle: e.ExtraTitle, ExtraQuantity: e.ExtraQuantity }));
  const priced = priceItem(item, details, line.weightGrams === null ? null : line.weightGrams / 1000);
  if (!priced.ok)
    return skip(`Its options have changed: ${priced.problems[0]?.message ?? 'choose them again'}`);
  const quantity = Math.min(line.quantity, left, maxLeft);
  used.set(key, taken + quantity);
  return {
    ItemId: item.id,
    Kind: item.kind === 'recipe' ? 'Recipe' : 'Product',
    Title: item.title,
    Image: item.image,
    Quantity: quantity,
    UnitPrice: toPounds(priced.unitPence),
    TotalPrice: toPounds(priced.unitPence * quantity),
    PreviousUnitPrice: toPounds(line.unitPence),
    ExtraDetail: extrasDto(priced.extras),
    WeightKg: priced.weightKg,
    Units: item.units,
    IsDiscountedItem: item.discounted,
    SocialDiscountItem: item.social,
    MaxBuy: item.maxBuy,
    ...item.flags,
    Note: quantityNote(line.quantity, quantity, left, maxLeft, item.maxBuy),
  };
}

/** A refused item's reason, worded for a list of what did not come back. */
function skipReason(problem: LineProblem, type: DeliveryType): string {
  if (problem.code === 'not-on-menu') return 'No longer on the menu';
  if (problem.code === 'not-offered') return `Not available for ${channelNoun(type)}`;
  return problem.message;
}

/** Why fewer come back than were ordered; null when all do. */
function quantityNote(
  ordered: number,
  quantity: number,
  left: number,
  maxLeft: number,
  maxBuy: number | null,
) {
  if (quantity === ordered) return null;
  return left < ordered && left <= maxLeft
    ? `Only ${left} left: quantity lowered from ${ordered}`
    : `At most ${maxBuy} per order: quantity lowered from ${ordered}`;
}
