import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request carries the deployment's staff token (`STAFF_API_TOKEN`) as its bearer token: the stand-in
 * for staff sign-in on the calls the back office does not make yet (refunds, completing orders, invitations).
 * Off without a configured token; compared in constant time.
 */
export function staffTokenCheck(staffToken: string | undefined): (request: FastifyRequest) => boolean {
  const expected = staffToken ? digest(staffToken) : null;
  return (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    return expected !== null && token !== '' && timingSafeEqual(digest(token), expected);
  };
}
