import { useQuery } from '@tanstack/react-query';
import {
  paymentUrl,
  type CheckPaymentBody,
  type PaymentCheckResponse,
  type PaymentOrderBody,
  type PaymentSessionResponse,
  type PaymentSummaryResponse,
} from '@storefront/contract/payment';
import { api } from '../../../lib/api-client';

const schemas = () => import('@storefront/contract/payment');

/** `POST api/Payment/summary`: the order's total, paid and outstanding amounts (pence). */
export const usePaymentSummary = (body: PaymentOrderBody) =>
  useQuery({
    queryKey: ['payment-summary', body],
    queryFn: ({ signal }) =>
      api
        .post<PaymentSummaryResponse>(
          paymentUrl.summary(),
          body,
          import.meta.env.DEV ? () => schemas().then((m) => m.PaymentSummaryResponse) : undefined,
          signal,
        )
        .then((r) => r.Data),
    retry: false,
  });

/** `POST api/Payment/start`: a payment of the outstanding amount, decided by the server. */
export const startPayment = (body: PaymentOrderBody) =>
  api
    .post<PaymentSessionResponse>(
      paymentUrl.start(),
      body,
      import.meta.env.DEV ? () => schemas().then((m) => m.PaymentSessionResponse) : undefined,
    )
    .then((r) => r.Data);

/** `POST api/Payment/check`: the server asks the provider how the payment went (the return check). */
export const checkPayment = (body: CheckPaymentBody) =>
  api
    .post<PaymentCheckResponse>(
      paymentUrl.check(),
      body,
      import.meta.env.DEV ? () => schemas().then((m) => m.PaymentCheckResponse) : undefined,
    )
    .then((r) => r.Data);
