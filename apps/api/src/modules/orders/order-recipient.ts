import type { DbOrTx } from '../../db/client';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/** Who an order's emails go to: its customer (unless the account was deleted), else the guest's address, if any. */
export async function orderRecipient(
  db: DbOrTx,
  brandId: number,
  order: Pick<OrderRow, 'customerId' | 'guestEmail' | 'guestName'>,
): Promise<{ email: string; firstName: string | null } | undefined> {
  if (order.customerId !== null) return createOrdersRepository(db).customerContact(brandId, order.customerId);
  if (!order.guestEmail) return undefined;
  return { email: order.guestEmail, firstName: order.guestName?.split(' ')[0] || null };
}
