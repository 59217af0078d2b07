import type { AcceptBody, AdvanceBody, BoardOrder } from '@storefront/contract/admin';
import { earliestReadyBy } from '@storefront/domain/due-time';
import { statusLabel } from '@storefront/domain/order-status';
import type { Db, DbOrTx } from '../../../db/client';
import { emailLook } from '../../../lib/email/email-look';
import { HttpError } from '../../../lib/http-error';
import type { Mailer } from '../../../lib/mailer';
import type { BrandContext } from '../../brand/brand.service';
import { recordAudit, type Actor, type AuditActor } from '../../brand/audit';
import { canMove } from '../order-lifecycle';
import { runCancelled, runCompleted, runStatusChanged, type OrderHooks } from '../order-hooks';
import { createOrdersRepository } from '../orders.repository';
import { toOrderDto } from '../order-dto';
import { orderStatusEmail } from '../order-status-email';
import { createBoardRepository } from './board.repository';
import { chooseReadyBy, readyByInput } from './ready-by';

const pounds = (pence: number) => Math.round(pence) / 100;

export interface BoardServiceOptions {
  /**
   * Refunds what was paid by card on an order through the payments module: `amountPence`, or everything not
   * yet refunded when absent. Its errors (nothing to refund, too much) reach the caller as they are.
   */
  refund: (
    brand: BrandContext,
    orderId: number,
    amountPence: number | undefined,
    reason: string,
  ) => Promise<void>;
  /** Puts the customer's 'order cancelled' email in the outbox, in the cancelling transaction. */
  mailer?: Pick<Mailer, 'queue'>;
  /** Where the site is: the emails' logo and links point there. */
  siteUrl?: string;
  /**
   * What a cancelled order gives back in its cancelling transaction besides stock (points, promo uses), and what
   * a completed one earns in its completing transaction (points).
   */
  hooks?: OrderHooks;
  onError: (error: unknown, context: string) => void;
}

/**
 * The orders board: accept, reject, refund and move orders on. Role and brand are checked by the routes' guard
 * before any of these run; every order query takes the brand.
 */
export function createBoardService(db: Db, options: BoardServiceOptions) {
  const repo = createBoardRepository(db);

  const boardOrder = (
    brand: BrandContext,
    row: NonNullable<Awaited<ReturnType<typeof repo.boardOrder>>>,
  ): BoardOrder => {
    const { order, customer, lines } = row;
    const name = customer
      ? `${customer.firstName} ${customer.lastName}`.trim()
      : (order.guestName ?? 'Guest');
    const dto = toOrderDto(order, lines, brand);
    return {
      ...dto,
      CustomerName: name,
      CustomerPhone: customer?.mobile ?? order.guestMobile ?? null,
      Paid: pounds(order.paidPence),
      Refunded: pounds(order.refundedPence),
      EarliestReadyBy: earliestReadyBy(readyByInput(brand, dto, new Date())).toISOString(),
    };
  };

  /**
   * One order of the board; `branchId` is the caller's branch (ADR 0047): another branch's order is not found,
   * as another brand's is, so a member of one branch learns nothing of the others'.
   */
  async function reload(brand: BrandContext, orderId: number, branchId: number | null = null) {
    const row = await repo.boardOrder(brand.id, orderId, branchId);
    if (!row) throw new HttpError(404, 'This order was not found');
    return boardOrder(brand, row);
  }

  /**
   * The customer's email saying the order is cancelled and why (and that a card payment comes back), queued in
   * the cancelling transaction; returns the delivery to start after the commit. Nothing when there is no email
   * address (a guest who gave none) or no mailer.
   */
  async function queueCancelledEmail(
    tx: DbOrTx,
    brand: BrandContext,
    orderId: number,
    order: BoardOrder,
    reason: string,
  ): Promise<() => Promise<void>> {
    const nothing = () => Promise.resolve();
    if (!options.mailer) return nothing;
    const row = await createBoardRepository(tx).boardOrder(brand.id, orderId);
    const to = row?.customer?.email ?? row?.order.guestEmail;
    if (!row || !to) return nothing;
    const firstName = row.customer?.firstName ?? row.order.guestName?.split(' ')[0] ?? null;
    const look = emailLook(brand, options.siteUrl ?? '', order.Branch?.BranchId);
    const amount = order.Paid - order.Refunded;
    return options.mailer.queue(tx, {
      brandId: brand.id,
      to,
      ...orderStatusEmail(look, order, 'Cancelled', { firstName, reason, amount }),
    });
  }

  /** An order change's audit entry, in the transaction that makes it. */
  const audit = (
    tx: DbOrTx,
    brand: BrandContext,
    actor: AuditActor,
    action: string,
    order: BoardOrder,
    after: object,
  ) =>
    recordAudit(tx, {
      brandId: brand.id,
      actor,
      action,
      subject: `Order ${order.OrderNumber}`,
      before: { Status: order.Status },
      after,
    });

  const moved = () => new HttpError(409, 'This order changed meanwhile; the board shows where it is now');

  return {
    /** The board of every branch, or of the caller's branch only (ADR 0047). */
    async board(brand: BrandContext, branchId: number | null = null): Promise<BoardOrder[]> {
      return (await repo.boardOrders(brand.id, branchId)).map((row) => boardOrder(brand, row));
    },

    order: reload,

    /**
     * Placed → Accepted with when it should be ready, which the customer sees: "Ready in N min" is ready by
     * the later of now + N and the order's due time (an order due at 11:30 accepted at 02:40 is ready by
     * 11:30), or staff choose a later time. Never before the due time or placement + the channel's minimum
     * time: a time that would be is refused with a field error, and nothing is stored. The actor is the
     * server itself for an auto-accepted order (auto-accept.ts).
     */
    async accept(
      brand: BrandContext,
      actor: AuditActor,
      orderId: number,
      body: AcceptBody,
      branchId: number | null = null,
    ): Promise<BoardOrder> {
      const current = await reload(brand, orderId, branchId);
      if (current.Status !== 'Placed') throw moved();
      const readyBy = chooseReadyBy(readyByInput(brand, current, new Date()), body);
      const prepMinutes = body.PrepMinutes ?? null;
      const done = await db.transaction(async (tx) => {
        const row = await createBoardRepository(tx).move(brand.id, orderId, 'Placed', 'Accepted', {
          prepMinutes,
          readyBy,
        });
        if (!row) return false;
        await audit(tx, brand, actor, 'order.accept', current, {
          Status: 'Accepted',
          PrepMinutes: prepMinutes,
          ReadyBy: readyBy.toISOString(),
        });
        await runStatusChanged(options.hooks, tx, brand, orderId, 'Placed');
        return true;
      });
      if (!done) throw moved();
      return reload(brand, orderId);
    },

    /**
     * Rejects (cancels) an order not yet finished, with the reason the customer sees; its stock goes back in
     * the same transaction, and what was paid by card is refunded through the payments module afterwards.
     */
    async reject(
      brand: BrandContext,
      actor: Actor,
      orderId: number,
      reason: string,
      branchId: number | null = null,
    ): Promise<BoardOrder> {
      const current = await reload(brand, orderId, branchId);
      if (!canMove(current.Status, 'Cancelled', current.OrderOption) || current.Status === 'PendingPayment')
        throw moved();
      const done = await db.transaction(async (tx) => {
        const row = await createBoardRepository(tx).move(brand.id, orderId, current.Status, 'Cancelled', {
          statusReason: reason,
        });
        if (!row) return false;
        const orders = createOrdersRepository(tx);
        const lines = await orders.linesOf(orderId);
        // Item order as in checkout/stock-moves.ts, so two writers never wait on each other in a cycle.
        const key = (l: (typeof lines)[number]) => (l.recipeId !== null ? l.recipeId : 1e12 + l.productId!);
        for (const line of [...lines].sort((a, b) => key(a) - key(b)))
          await orders.returnStock(
            brand.id,
            line.recipeId !== null ? 'recipe' : 'product',
            (line.recipeId ?? line.productId)!,
            line.quantity,
          );
        await runCancelled(options.hooks, tx, brand.id, orderId);
        await audit(tx, brand, actor, 'order.reject', current, { Status: 'Cancelled', Reason: reason });
        await runStatusChanged(options.hooks, tx, brand, orderId, current.Status);
        return { deliver: await queueCancelledEmail(tx, brand, orderId, current, reason) };
      });
      if (!done) throw moved();
      done.deliver().catch((error: unknown) => options.onError(error, 'order cancelled email'));
      if (current.Paid > current.Refunded) {
        try {
          await options.refund(brand, orderId, undefined, reason);
        } catch (error) {
          options.onError(error, 'refund after rejection failed');
          throw new HttpError(
            502,
            "The order is rejected but its card refund did not go through; refund it with the order's Refund button",
          );
        }
      }
      return reload(brand, orderId);
    },

    /**
     * Refunds a card-paid order in full or in part (owners), through the payments module, which refuses more
     * than was paid and not yet refunded; the refund is written to the audit log once the provider has made it.
     */
    async refund(
      brand: BrandContext,
      actor: Actor,
      orderId: number,
      amountPence: number | undefined,
      reason: string,
      branchId: number | null = null,
    ): Promise<BoardOrder> {
      const before = await reload(brand, orderId, branchId);
      await options.refund(brand, orderId, amountPence, reason);
      const after = await reload(brand, orderId);
      await audit(db, brand, actor, 'order.refund', before, {
        Refunded: after.Refunded,
        Amount: pounds(Math.round((after.Refunded - before.Refunded) * 100)),
        Reason: reason,
      });
      return after;
    },

    /**
     * Accepted → Ready (collection, eat in) or OutForDelivery (delivery) → Completed; completing runs the order
     * hooks' completion steps (points) in the same transaction.
     */
    async advance(
      brand: BrandContext,
      actor: Actor,
      orderId: number,
      to: AdvanceBody['Status'],
      branchId: number | null = null,
    ): Promise<BoardOrder> {
      const current = await reload(brand, orderId, branchId);
      if (!canMove(current.Status, to, current.OrderOption))
        throw new HttpError(
          409,
          current.Status === 'Placed'
            ? 'Accept the order first'
            : `This order is ${statusLabel(current.Status, current.OrderOption)}: it cannot be marked ` +
                statusLabel(to, current.OrderOption).toLowerCase(),
        );
      const done = await db.transaction(async (tx) => {
        const row = await createBoardRepository(tx).move(brand.id, orderId, current.Status, to);
        if (!row) return false;
        if (to === 'Completed') await runCompleted(options.hooks, tx, brand, orderId);
        await audit(tx, brand, actor, 'order.status', current, { Status: to });
        await runStatusChanged(options.hooks, tx, brand, orderId, current.Status);
        return true;
      });
      if (!done) throw moved();
      return reload(brand, orderId);
    },
  };
}
export type BoardService = ReturnType<typeof createBoardService>;
