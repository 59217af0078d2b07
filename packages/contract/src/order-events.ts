import { z } from 'zod';
import { Info } from './envelope';
import { Id } from './ids';
import { OrderStatus } from './order';

/**
 * Live order status for customers: a one-minute ticket for some of the caller's own orders (EventSource cannot
 * send the bearer token), then `GET api/Order/events?ticket=…` streams `event: order` with each status change.
 */
export const OrderEventsTicketBody = z.object({ OrderIds: z.array(Id).min(1).max(50) }).strict();
export type OrderEventsTicketBody = z.infer<typeof OrderEventsTicketBody>;
export const OrderEventsTicketResponse = z.object({ Info, Data: z.object({ Ticket: z.string() }) });
export type OrderEventsTicketResponse = z.infer<typeof OrderEventsTicketResponse>;
/** What the customer's stream sends: which of their orders changed, and its status now. */
export const CustomerOrderEvent = z.object({ OrderId: z.number().int(), Status: OrderStatus });
export type CustomerOrderEvent = z.infer<typeof CustomerOrderEvent>;
