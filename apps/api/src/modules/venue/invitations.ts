import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EventBooking, Invitation } from '@storefront/contract/venue';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { BrandContext } from '../brand/brand.service';
import { createEventsRepository } from './events.repository';

/**
 * Invitations to an event (issue 9): staff send a guest a link with complimentary seats. The link carries a
 * signed, expiring token (no table needed); accepting it books the seats under a reference derived from the
 * token, so the unique (brand, reference) index makes each invitation usable once, even when accepted twice at
 * the same moment.
 */
interface Claims {
  brand: number;
  event: number;
  email: string;
  seats: number;
  /** Expiry, ms since the epoch. */
  exp: number;
  nonce: string;
}

const b64 = (buf: Buffer) => buf.toString('base64url');

export const EXPIRED_MESSAGE = 'This invitation has expired. Please ask us for a new one.';
export const USED_MESSAGE = 'This invitation has already been used.';
export const INVALID_MESSAGE = 'This invitation link is not valid. Please check that you copied all of it.';

export function createInvitations(db: Db, options: { secret: string; now?: () => Date }) {
  const key = createHash('sha256').update(`invitation:${options.secret}`).digest();
  const now = options.now ?? (() => new Date());
  const events = createEventsRepository(db);
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const referenceOf = (claims: Claims) =>
    'I-' + createHash('sha256').update(claims.nonce).digest('hex').slice(0, 8).toUpperCase();

  function read(brand: BrandContext, token: string): Claims {
    const [payload = '', signature = ''] = token.split('.');
    const expected = sign(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new HttpError(400, INVALID_MESSAGE);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    if (claims.brand !== brand.id) throw new HttpError(400, INVALID_MESSAGE);
    return claims;
  }

  const used = (brand: BrandContext, claims: Claims) => events.hasReference(brand.id, referenceOf(claims));

  async function eventOf(brand: BrandContext, claims: Claims) {
    const event = await events.event(brand.id, claims.event);
    if (!event) throw new HttpError(404, 'The event of this invitation is no longer on');
    return event;
  }

  return {
    create(
      brand: BrandContext,
      body: { EventId: number; Email: string; Seats: number; ValidHours: number },
    ): string {
      const claims: Claims = {
        brand: brand.id,
        event: body.EventId,
        email: body.Email,
        seats: body.Seats,
        exp: now().getTime() + body.ValidHours * 3_600_000,
        nonce: b64(randomBytes(12)),
      };
      const payload = b64(Buffer.from(JSON.stringify(claims)));
      return `${payload}.${b64(sign(payload))}`;
    },

    async get(brand: BrandContext, token: string): Promise<Invitation> {
      const claims = read(brand, token);
      const event = await eventOf(brand, claims);
      const status = (await used(brand, claims))
        ? 'Used'
        : claims.exp <= now().getTime()
          ? 'Expired'
          : 'Valid';
      return {
        EventId: event.id,
        EventTitle: event.title,
        StartsAt: event.startsAt,
        Place: event.place,
        Seats: claims.seats,
        Email: claims.email,
        ExpiresAt: new Date(claims.exp).toISOString(),
        Status: status,
        Message: status === 'Used' ? USED_MESSAGE : status === 'Expired' ? EXPIRED_MESSAGE : '',
      };
    },

    /** Books the invitation's seats (free) once; answers the booking and its event access token hash input. */
    async accept(
      brand: BrandContext,
      token: string,
      name: string,
    ): Promise<{ booking: EventBooking; accessToken: string }> {
      const claims = read(brand, token);
      if (await used(brand, claims)) throw new HttpError(409, USED_MESSAGE);
      if (claims.exp <= now().getTime()) throw new HttpError(410, EXPIRED_MESSAGE);
      const event = await eventOf(brand, claims);
      const accessToken = b64(randomBytes(24));
      try {
        const row = await db.transaction(async (tx) => {
          if (!(await events.takeSeats(tx, brand.id, event.id, claims.seats)))
            throw new HttpError(409, 'Sorry, the event is full.');
          return events.insertBooking(tx, {
            brandId: brand.id,
            eventId: event.id,
            reference: referenceOf(claims),
            quantity: claims.seats,
            name,
            email: claims.email,
            totalPence: 0,
            status: 'Confirmed',
            accessTokenHash: createHash('sha256').update(accessToken).digest('hex'),
          });
        });
        return {
          accessToken,
          booking: {
            Reference: row.reference,
            EventId: event.id,
            EventTitle: event.title,
            StartsAt: event.startsAt,
            Place: event.place,
            Quantity: row.quantity,
            Total: 0,
            Status: 'Confirmed',
          },
        };
      } catch (error) {
        const code =
          (error as { code?: string; cause?: { code?: string } }).code ??
          (error as { cause?: { code?: string } }).cause?.code;
        if (code === '23505') throw new HttpError(409, USED_MESSAGE);
        throw error;
      }
    },
  };
}
export type Invitations = ReturnType<typeof createInvitations>;
