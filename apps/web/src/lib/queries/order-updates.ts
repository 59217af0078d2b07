import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CustomerOrderEvent, OrderEventsTicketResponse } from '@storefront/contract/order-events';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../api-client';

/** After a failed ticket (signed out, network down) the page waits this long before trying again. */
const RETRY_MS = 10_000;

/**
 * Live status of some of the visitor's own orders (the confirmation page, previous orders): a server-sent event
 * stream opened with a one-minute ticket (EventSource cannot send the token). Each change reloads that order and
 * the previous-orders list at once; after a dropped connection a new ticket is fetched and both are reloaded,
 * so a missed event costs nothing. The pages still ask again now and then should the stream be unavailable.
 */
export function useOrderUpdates(orderIds: readonly number[]): void {
  const client = useQueryClient();
  const key = [...new Set(orderIds)].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (!key || typeof EventSource === 'undefined') return;
    const ids = key.split(',').map(Number);
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let reconnecting = false;
    const reload = (orderId?: number) => {
      for (const id of orderId === undefined ? ids : [orderId])
        void client.invalidateQueries({ queryKey: ['order', id] });
      void client.invalidateQueries({ queryKey: ['previous-orders'] });
    };
    const open = async () => {
      try {
        const { Data } = await api.post<OrderEventsTicketResponse>(apiUrl.orderEventsTicket(), {
          OrderIds: ids,
        });
        if (closed) return;
        source = new EventSource(apiUrl.orderEvents(Data.Ticket));
      } catch {
        if (!closed) retry = setTimeout(() => void open(), RETRY_MS);
        return;
      }
      source.onopen = () => {
        // What changed while the stream was down is read again.
        if (reconnecting) reload();
        reconnecting = false;
      };
      source.addEventListener('order', (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as CustomerOrderEvent;
        reload(event.OrderId);
      });
      source.onerror = () => {
        reconnecting = true;
        // The browser reconnects by itself, unless the server refused (an expired ticket): then a new ticket.
        if (source?.readyState === EventSource.CLOSED) {
          source = null;
          if (!closed) retry = setTimeout(() => void open(), 2000);
        }
      };
    };
    void open();
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [key, client]);
}
