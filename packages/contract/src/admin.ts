import { z } from 'zod';
import { IdParam } from './ids';
import { Info } from './envelope';
import { Order, OrderStatus } from './order';

/**
 * The back office (issue 10): staff sign-in, the live orders board and its actions. Every brand route sits
 * under `/api/admin/{brand}/…`; the server checks the caller's role and brand on each of them.
 */
export const adminRoutes = {
  /** POST signs in or rotates the refresh cookie; DELETE signs out (the cookie is scoped to this path). */
  token: '/api/admin/Token',
  me: '/api/admin/:brand/me',
  orders: '/api/admin/:brand/orders',
  order: '/api/admin/:brand/orders/:OrderId',
  accept: '/api/admin/:brand/orders/:OrderId/accept',
  reject: '/api/admin/:brand/orders/:OrderId/reject',
  advance: '/api/admin/:brand/orders/:OrderId/status',
  /** POST: refunds a card-paid order in full or in part (owners). */
  refund: '/api/admin/:brand/orders/:OrderId/refund',
  eventsTicket: '/api/admin/:brand/events/ticket',
  events: '/api/admin/:brand/events',
  staff: '/api/admin/:brand/staff',
} as const;

/** The path of an admin route for a brand (and an order). */
export const adminUrl = (route: string, brand: string, params: Record<string, string | number> = {}) =>
  Object.entries({ brand, ...params }).reduce(
    (path, [name, value]) => path.replace(`:${name}`, encodeURIComponent(String(value))),
    route,
  );

export const StaffRole = z.enum(['PlatformAdmin', 'BrandOwner', 'BrandStaff']);
export type StaffRole = z.infer<typeof StaffRole>;

export const StaffTokenRequest = z.discriminatedUnion('grant_type', [
  z
    .object({
      grant_type: z.literal('password'),
      username: z.string().trim().min(1, 'Enter your email').max(254),
      password: z.string().min(1, 'Enter your password').max(200),
    })
    .strict(),
  z.object({ grant_type: z.literal('refresh_token') }).strict(),
]);
export type StaffTokenRequest = z.infer<typeof StaffTokenRequest>;

/** A branch as a staff account names it. */
export const StaffBranch = z.object({ BranchId: z.number().int(), Name: z.string() });
export type StaffBranch = z.infer<typeof StaffBranch>;

export const StaffMember = z.object({
  StaffId: z.number().int(),
  Email: z.string(),
  Name: z.string(),
  Role: StaffRole,
  /** The brand's flavour; null for a platform admin. */
  Brand: z.string().nullable(),
  /**
   * The branch whose orders alone this member sees and works on the board (ADR 0047); null (or absent) for
   * every branch: owners, and staff not tied to one.
   */
  Branch: StaffBranch.nullable().optional(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** The refresh token travels only in the HttpOnly cookie scoped to the token path, never in the body. */
export const StaffTokenResponse = z.object({
  Info,
  Data: z.object({ access_token: z.string(), expires_in: z.number().int(), Staff: StaffMember }),
});
export type StaffTokenResponse = z.infer<typeof StaffTokenResponse>;

export const StaffMeResponse = z.object({ Info, Data: StaffMember });

export const AdminBrandParams = z.object({ brand: z.string().min(1).max(60) });
export const AdminOrderParams = AdminBrandParams.extend({ OrderId: IdParam });

/** An order as the board shows it: the customer's view plus who and where. */
export const BoardOrder = Order.extend({
  CustomerName: z.string(),
  CustomerPhone: z.string().nullable(),
  Paid: z.number(),
  Refunded: z.number(),
  /** The earliest ready-by accepting may set: the due time, never before placement + the channel's minimum. */
  EarliestReadyBy: z.string(),
});
export type BoardOrder = z.infer<typeof BoardOrder>;

export const BoardResponse = z.object({ Info, Data: z.array(BoardOrder) });
export type BoardResponse = z.infer<typeof BoardResponse>;
export const BoardOrderResponse = z.object({ Info, Data: BoardOrder });
export type BoardOrderResponse = z.infer<typeof BoardOrderResponse>;

/**
 * Accepting an order: "Ready in N min" (PrepMinutes), ready by the later of now + N and the order's due time;
 * or a ready-by time staff choose (ReadyBy, ISO 8601 with its offset), which wins when both are sent. Either
 * way the ready-by is never before the due time or placement + the channel's minimum time (the server answers
 * a field error naming the earliest time it allows).
 */
export const AcceptBody = z
  .object({
    PrepMinutes: z
      .number()
      .int('Preparation time must be whole minutes')
      .min(1, 'Preparation time must be at least 1 minute')
      .max(240, 'Preparation time must be at most 4 hours')
      .optional(),
    ReadyBy: z.iso
      .datetime({ offset: true, error: 'Give the ready-by time as a date and time with its offset' })
      .optional(),
  })
  .strict()
  .refine((body) => body.PrepMinutes !== undefined || body.ReadyBy !== undefined, {
    path: ['PrepMinutes'],
    message: 'Choose a preparation time or a ready-by time',
  });
export type AcceptBody = z.infer<typeof AcceptBody>;

export const RejectBody = z
  .object({ Reason: z.string().trim().min(3, 'Give the customer a reason').max(300) })
  .strict();
export type RejectBody = z.infer<typeof RejectBody>;

/** A refund from the board: the amount in pence (everything not yet refunded when absent) and why. */
export const BoardRefundBody = z
  .object({
    AmountPence: z
      .number()
      .int('Give the amount in whole pence')
      .positive('The amount must be more than £0.00')
      .max(100_000_000)
      .optional(),
    Reason: z.string().trim().min(3, 'Say why the order is refunded').max(300),
  })
  .strict();
export type BoardRefundBody = z.infer<typeof BoardRefundBody>;

export const AdvanceBody = z
  .object({ Status: OrderStatus.extract(['Ready', 'OutForDelivery', 'Completed']) })
  .strict();
export type AdvanceBody = z.infer<typeof AdvanceBody>;

export const EventsTicketResponse = z.object({ Info, Data: z.object({ Ticket: z.string() }) });
export type EventsTicketResponse = z.infer<typeof EventsTicketResponse>;

/** What the board's event stream sends (`event: order`): which order changed, and whether it is new. */
export const OrderEvent = z.object({ OrderId: z.number().int(), Status: OrderStatus, New: z.boolean() });
export type OrderEvent = z.infer<typeof OrderEvent>;

export const StaffListResponse = z.object({ Info, Data: z.array(StaffMember) });
