import type { FastifyJWT } from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../../lib/route-app';
import { z } from 'zod';
import {
  AcceptBody,
  AdminBrandParams,
  AdminOrderParams,
  AdvanceBody,
  BoardOrderResponse,
  BoardResponse,
  EventsTicketResponse,
  RejectBody,
  BoardRefundBody,
  adminRoutes,
} from '@storefront/contract/admin';
import { ok } from '@storefront/contract/envelope';
import { eventStreams, type SendEvent } from '../../../lib/event-stream';
import { forbidden, unauthorized } from '../../../lib/http-error';
import { ALL_STAFF, OWNERS, decorateStaff, staffGuard, actorOf, branchOf } from '../../staff/staff-guard';
import type { BoardService } from './board.service';
import { concernsBranch, toOrderEvent, type OrderChange, type OrderEvents } from './order-events';
import { errorResponses, bearer, backOfficeTags } from '../../../lib/route-schema';

const TICKET_SECONDS = 60;

const errors = errorResponses(400, 401, 403, 404, 409, 502);

/** Who an open board belongs to, and the branch whose orders alone it hears (null: every branch). */
type StreamViewer = { staffId: number; branchId: number | null };

type Options = {
  board: BoardService;
  events: OrderEvents;
};

/** What every route group of the plugin shares. */
function context(app: RouteApp, { board, events }: Options) {
  decorateStaff(app);
  const anyStaff = staffGuard(app, ALL_STAFF);
  const owners = staffGuard(app, OWNERS);

  const streams = eventStreams(app);
  /** How often an open board checks that its member still belongs to the team. */
  const STREAM_RECHECK_MS = 5_000;
  return { board, events, anyStaff, owners, streams, STREAM_RECHECK_MS };
}
type Context = ReturnType<typeof context>;

/** The board and one order of it. */
function readRoutes(app: RouteApp, { board, anyStaff }: Context) {
  app.get(
    adminRoutes.orders,
    {
      schema: {
        tags: backOfficeTags,
        summary: "The orders board: open orders and the last day's finished ones, newest first",
        security: bearer,
        params: AdminBrandParams,
        response: { 200: BoardResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({ Info: ok(), Data: await board.board(request.brand, branchOf(request)) }),
  );

  app.get(
    adminRoutes.order,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'One order of the board',
        security: bearer,
        params: AdminOrderParams,
        response: { 200: BoardOrderResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok(),
      Data: await board.order(request.brand, request.params.OrderId, branchOf(request)),
    }),
  );
}

/** Accepting or rejecting a placed order. */
function moveRoutes(app: RouteApp, { board, anyStaff }: Context) {
  app.post(
    adminRoutes.accept,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Accepts a placed order with when it will be ready (409 if it moved meanwhile)',
        description:
          '"Ready in PrepMinutes" is ready by the later of now + PrepMinutes and the order\'s due time; a chosen ' +
          "ReadyBy wins when sent. Never before the due time or placement + the channel's minimum time: 400 " +
          'naming the field (PrepMinutes or ReadyBy) and the earliest time allowed, nothing stored.',
        security: bearer,
        params: AdminOrderParams,
        body: AcceptBody,
        response: { 200: BoardOrderResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok('Order accepted'),
      Data: await board.accept(
        request.brand,
        actorOf(request),
        request.params.OrderId,
        request.body,
        branchOf(request),
      ),
    }),
  );

  app.post(
    adminRoutes.reject,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Rejects (cancels) an order with a reason; stock goes back, card payments are refunded',
        security: bearer,
        params: AdminOrderParams,
        body: RejectBody,
        response: { 200: BoardOrderResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok('Order rejected'),
      Data: await board.reject(
        request.brand,
        actorOf(request),
        request.params.OrderId,
        request.body.Reason,
        branchOf(request),
      ),
    }),
  );
}

/** Refunds (owners) and status moves after the accept. */
function laterMoveRoutes(app: RouteApp, { board, anyStaff, owners }: Context) {
  app.post(
    adminRoutes.refund,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Refunds a card-paid order in full or in part (owners)',
        description:
          'AmountPence absent: everything paid by card and not yet refunded. The refund goes through the payment ' +
          'provider, is recorded against the order and written to the audit log.',
        security: bearer,
        params: AdminOrderParams,
        body: BoardRefundBody,
        response: { 200: BoardOrderResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok('Refunded'),
      Data: await board.refund(
        request.brand,
        actorOf(request),
        request.params.OrderId,
        request.body.AmountPence,
        request.body.Reason,
        branchOf(request),
      ),
    }),
  );

  app.post(
    adminRoutes.advance,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Marks an accepted order Ready / OutForDelivery, then Completed',
        security: bearer,
        params: AdminOrderParams,
        body: AdvanceBody,
        response: { 200: BoardOrderResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok('Order updated'),
      Data: await board.advance(
        request.brand,
        actorOf(request),
        request.params.OrderId,
        request.body.Status,
        branchOf(request),
      ),
    }),
  );
}

/** The ticket a browser opens the board's stream with. */
function ticketRoute(app: RouteApp, { anyStaff }: Context) {
  app.post(
    adminRoutes.eventsTicket,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'A one-minute ticket for the event stream (EventSource cannot send an Authorization header)',
        security: bearer,
        params: AdminBrandParams,
        response: { 200: EventsTicketResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok(),
      Data: {
        Ticket: app.jwt.sign(
          { sub: String(request.staff!.staffId), brand: request.brand.id, typ: 'events' },
          { expiresIn: TICKET_SECONDS },
        ),
      },
    }),
  );
}

/** The live stream of the brand's order changes (of one branch, for its staff). */
function streamRoute(app: RouteApp, { events, anyStaff, streams, STREAM_RECHECK_MS }: Context) {
  /** The stream opens with a ticket of this brand, or (other clients) a staff bearer token. */
  const ticketOrStaff = async (request: FastifyRequest) => {
    const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
    if (typeof ticket !== 'string' || request.headers.authorization) return anyStaff(request);
    let claims;
    try {
      claims = app.jwt.verify<FastifyJWT['payload']>(ticket);
    } catch {
      throw unauthorized('The event ticket has expired');
    }
    if (claims.typ !== 'events') throw unauthorized('The event ticket has expired');
    await app.resolveBrand(request);
    if (claims.brand !== request.brand.id) throw forbidden('This ticket belongs to another brand');
    const account = await app.activeStaff(Number(claims.sub));
    if (!account || (account.role !== 'PlatformAdmin' && account.brandId !== claims.brand))
      throw unauthorized('Your back-office access has ended, please sign in again');
    ticketHolders.set(request, { staffId: Number(claims.sub), branchId: account.branchId });
  };
  /** Who opened a stream with a ticket, with their account's branch (bearer streams have `request.staff`). */
  const ticketHolders = new WeakMap<FastifyRequest, StreamViewer>();
  const viewerOf = (request: FastifyRequest): StreamViewer => {
    const viewer = request.staff ?? ticketHolders.get(request);
    if (!viewer) throw unauthorized('Please sign in to the back office');
    return { staffId: viewer.staffId, branchId: viewer.branchId };
  };

  app.get(
    adminRoutes.events,
    {
      schema: {
        tags: backOfficeTags,
        summary: "Server-sent events of the brand's orders (`event: order`, data: OrderId, Status, New)",
        description:
          'Each change of an order of the brand, from any API instance (PostgreSQL LISTEN/NOTIFY). A comment ' +
          'line every 25 s keeps proxies from closing the stream. Reload the board after a reconnection.',
        security: bearer,
        params: AdminBrandParams,
        querystring: z.object({ ticket: z.string().max(2000).optional() }),
      },
      onRequest: ticketOrStaff,
    },
    async (request, reply) => {
      const brandId = request.brand.id;
      // A member of one branch hears only its orders (ADR 0047).
      const { staffId, branchId } = viewerOf(request);
      const listener = (send: SendEvent) => (change: OrderChange) => {
        if (concernsBranch(change, branchId)) send('order', toOrderEvent(change));
      };
      await streams.serve(request, reply, (send, end) => events.subscribe(brandId, listener(send), end), {
        everyMs: STREAM_RECHECK_MS,
        // A member removed from the team loses the board they have open, not only their next sign-in; one
        // moved to another branch has it end too, and the browser reopens it for the new branch.
        check: async () => {
          const account = await app.activeStaff(staffId);
          return (
            account !== undefined &&
            (account.role === 'PlatformAdmin' || account.brandId === brandId) &&
            account.branchId === branchId
          );
        },
      });
    },
  );
}

/**
 * The orders board's HTTP side. Every route under `/api/admin/:brand` runs the staff guard first (onRequest,
 * before the body is even read), so another brand's staff and customers are refused whatever they send.
 * The app lists every route under `/api/admin/:brand` it registered (`adminRouteList`) for the access test.
 */
export const boardRoutesPlugin: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  readRoutes(app, ctx);
  moveRoutes(app, ctx);
  laterMoveRoutes(app, ctx);
  ticketRoute(app, ctx);
  streamRoute(app, ctx);
};
