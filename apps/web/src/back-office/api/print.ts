import { adminUrl } from '@storefront/contract/admin';
import { printRoutes, type PrintOrder, type PrintOrderResponse } from '@storefront/contract/print';
import { staffRequest } from './staff-client';

/**
 * One order as its tickets print it (allergens, brand name, what is left to pay). Read afresh for each print,
 * never from a cache: a ticket shows the order as it is when it is printed.
 */
export const fetchPrintOrder = async (brand: string, orderId: number): Promise<PrintOrder> =>
  (await staffRequest<PrintOrderResponse>(adminUrl(printRoutes.order, brand, { OrderId: orderId }), brand))
    .Data;
