import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who a booking is for: the customer, when the caller sends a customer's access token (a JWT, checked as on
 * every signed-in call: 401 when expired, 403 from another brand); nobody for a guest's session token, an
 * event access token or no token, who book as guests.
 */
export async function signedInCustomerId(
  app: Pick<FastifyInstance, 'requireCustomer'>,
  request: FastifyRequest,
): Promise<number | null> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (token.split('.').length !== 3) return null;
  await app.requireCustomer(request);
  return request.customer?.customerId ?? null;
}
