import {
  paymentUrl,
  type TestAuthenticateBody,
  type TestConfirmBody,
  type TestConfirmResponse,
} from '@storefront/contract/payment';
import { api } from '../../lib/api-client';

/**
 * The offline test provider's card form and its extra authentication step: the calls Stripe.js makes for the
 * Payment Element, made here for the form that stands in for it.
 */
export const confirmTestCard = (body: TestConfirmBody) =>
  api.post<TestConfirmResponse>(paymentUrl.testConfirm(), body).then((r) => r.Data);
export const authenticateTestCard = (body: TestAuthenticateBody) =>
  api.post<TestConfirmResponse>(paymentUrl.testAuthenticate(), body).then((r) => r.Data);
