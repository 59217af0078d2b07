import type { OrderOption } from '@storefront/contract/catalog';
import type { ReorderResponse } from '@storefront/contract/order';
import { apiUrl } from '@storefront/contract/paths';
import { api } from '../../../lib/api-client';

export type Reorder = ReorderResponse['Data'];

/**
 * `POST api/Order/reorder`: the cart lines that rebuild a previous order, repriced from today's catalogue,
 * and the lines that cannot come back with the reason. Nothing is ordered.
 */
export async function reorder(input: {
  brand: string;
  orderId: number;
  orderOption?: OrderOption;
}): Promise<Reorder> {
  const response = await api.post<ReorderResponse>(
    apiUrl.reorder(),
    { BrandFlavor: input.brand, OrderId: input.orderId, OrderOption: input.orderOption },
    import.meta.env.DEV
      ? () => import('@storefront/contract/order').then((m) => m.ReorderResponse)
      : undefined,
  );
  return response.Data;
}
