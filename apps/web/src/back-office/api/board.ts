import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  type AcceptBody,
  adminRoutes,
  adminUrl,
  type BoardOrder,
  type BoardOrderResponse,
  type BoardResponse,
  type EventsTicketResponse,
  type OrderEvent,
} from '@storefront/contract/admin';
import { staffRequest } from './staff-client';

const boardKey = (brand: string) => ['admin', brand, 'orders'] as const;

export const useBoard = (brand: string) =>
  useQuery({
    queryKey: boardKey(brand),
    queryFn: async () => (await staffRequest<BoardResponse>(adminUrl(adminRoutes.orders, brand), brand)).Data,
  });

export type BoardAction =
  | ({ kind: 'accept' } & AcceptBody)
  | { kind: 'reject'; Reason: string }
  | { kind: 'status'; Status: 'Ready' | 'OutForDelivery' | 'Completed' }
  | { kind: 'refund'; AmountPence?: number; Reason: string };

/** Accept, reject, move or refund an order; the board takes the answer at once (the event stream confirms it). */
export function useOrderAction(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, action }: { orderId: number; action: BoardAction }) => {
      const route = {
        accept: adminRoutes.accept,
        reject: adminRoutes.reject,
        status: adminRoutes.advance,
        refund: adminRoutes.refund,
      }[action.kind];
      const { kind: _kind, ...body } = action;
      return (
        await staffRequest<BoardOrderResponse>(adminUrl(route, brand, { OrderId: orderId }), brand, body)
      ).Data;
    },
    onSuccess: (order) =>
      client.setQueryData<BoardOrder[]>(boardKey(brand), (list) =>
        list?.map((o) => (o.OrderId === order.OrderId ? order : o)),
      ),
  });
}

/**
 * One order changed: fetch that order alone and put it in the board (a new one first, the list is newest
 * first), rather than reloading every open order of the day for each event — a busy board stays within its
 * two seconds. The whole board reloads if that fails.
 */
function orderRefresher(client: QueryClient, brand: string, reload: () => void) {
  const latest = new Map<number, number>();
  let asked = 0;
  return async (orderId: number) => {
    const mine = ++asked;
    latest.set(orderId, mine);
    try {
      const { Data } = await staffRequest<BoardOrderResponse>(
        adminUrl(adminRoutes.order, brand, { OrderId: orderId }),
        brand,
      );
      // A later event of the same order asked again: its answer is the newer one.
      if (latest.get(orderId) !== mine) return;
      // As the board's own list: no training orders, and card orders only once paid.
      const shown = !Data.Training && Data.Status !== 'PendingPayment';
      client.setQueryData<BoardOrder[]>(boardKey(brand), (list) => {
        if (list === undefined) return list;
        const others = list.filter((o) => o.OrderId !== Data.OrderId);
        if (!shown) return others;
        return others.length < list.length
          ? list.map((o) => (o.OrderId === Data.OrderId ? Data : o))
          : [Data, ...list];
      });
      // A whole-board load still on its way may hold the order as it was: load it again after.
      if (client.isFetching({ queryKey: boardKey(brand) }) > 0) reload();
    } catch {
      reload();
    }
  };
}

export type StreamState = 'connecting' | 'live' | 'offline';

/**
 * The board's live feed: a server-sent event stream opened with a one-minute ticket (EventSource cannot send
 * the token). Each event fetches its order into the board; a new order calls `onNew`. When the stream drops the browser
 * reconnects by itself; when its ticket has expired a new one is fetched, and the board reloads to catch
 * what happened meanwhile.
 */
export function useOrderStream(brand: string, onNew: (event: OrderEvent) => void): StreamState {
  const client = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const onNewRef = useRef(onNew);
  useEffect(() => {
    onNewRef.current = onNew;
  }, [onNew]);

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const reload = () => void client.invalidateQueries({ queryKey: boardKey(brand) });
    const refreshOne = orderRefresher(client, brand, reload);
    const open = async () => {
      try {
        const { Data } = await staffRequest<EventsTicketResponse>(
          adminUrl(adminRoutes.eventsTicket, brand),
          brand,
          {},
        );
        if (closed) return;
        source = new EventSource(
          `${adminUrl(adminRoutes.events, brand)}?ticket=${encodeURIComponent(Data.Ticket)}`,
        );
      } catch {
        setState('offline');
        retry = setTimeout(() => void open(), 5000);
        return;
      }
      source.onopen = () => {
        setState('live');
        reload();
      };
      source.addEventListener('order', (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as OrderEvent;
        void refreshOne(event.OrderId);
        if (event.New) onNewRef.current(event);
      });
      source.onerror = () => {
        setState('offline');
        if (source?.readyState === EventSource.CLOSED) {
          source = null;
          retry = setTimeout(() => void open(), 2000);
        }
      };
    };
    void open();
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [brand, client]);
  return state;
}
