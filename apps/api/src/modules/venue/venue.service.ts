import { createHash, randomBytes } from 'node:crypto';
import { dineInTablesAt } from '@storefront/domain/dine-in';
import type { Branch, Reservation, ReservationSlot, VenueFeatures } from '@storefront/contract/venue';
import { bookingDateProblem, reservationTimes } from '@storefront/domain/opening-hours';
import { londonTime } from '@storefront/domain/schedule';
import type { Db } from '../../db/client';
import { emailLook } from '../../lib/email/email-look';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { sanitizeLegalHtml } from '../../lib/sanitize-html';
import { emitWebhook } from '../webhooks/webhook-events';
import type { BrandContext } from '../brand/brand.service';
import { reservationMessage } from './venue-email';
import { createVenueRepository, type ReservationRow } from './venue.repository';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Unambiguous letters and digits for references people read out on the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newReference(): string {
  const bytes = randomBytes(6);
  return 'R-' + [...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
}

export const SLOT_FULL_MESSAGE = 'Sorry, that time is now fully booked. Please choose another time.';

/** A booking as the guest and the account see it. */
export function toReservation(row: ReservationRow, branchName: string): Reservation {
  return {
    Reference: row.reference,
    BranchName: branchName,
    Date: row.date,
    Time: row.time,
    PartySize: row.partySize,
    Name: row.name,
    Status: row.status,
  };
}

export interface VenueOptions {
  mailer: Mailer;
  /** The clock (tests fix it). */
  now?: () => Date;
}

/**
 * Branches, legal texts and table bookings (issue 9). A booking takes its covers from the slot and writes
 * itself and its confirmation email in one transaction, so a refused booking leaves nothing behind.
 */
export function createVenueService(db: Db, options: VenueOptions) {
  const repo = createVenueRepository(db);
  const now = options.now ?? (() => new Date());

  async function bookableBranch(brand: BrandContext, branchId: number) {
    const branch = await repo.branch(brand.id, branchId);
    if (!branch?.reservations) throw new HttpError(404, 'This branch does not take table bookings');
    return { ...branch, settings: branch.reservations };
  }

  /** The slot times of a date, or none when the date is past or beyond the booking window. */
  function timesOf(
    branch: Awaited<ReturnType<typeof bookableBranch>>,
    date: string,
  ): { times: string[]; today: string } {
    const today = londonTime(now()).date;
    if (bookingDateProblem(date, today, branch.settings.DaysAhead)) return { times: [], today };
    return { times: reservationTimes(branch.openingHours, date, branch.settings, now()), today };
  }

  return {
    async branches(brand: BrandContext): Promise<Branch[]> {
      return (await repo.branches(brand.id)).map((b) => {
        const tables = dineInTablesAt(b.dineInTables, brand.config.DineInTables);
        return {
          BranchId: b.id,
          Name: b.name,
          Address: b.address,
          Postcode: b.postcode,
          Country: b.country,
          Phone: b.phone,
          Email: b.email,
          OpeningHours: b.openingHours,
          Reservations: b.reservations
            ? { MaxPartySize: b.reservations.MaxPartySize, DaysAhead: b.reservations.DaysAhead }
            : null,
          ...(b.leadTimes ? { LeadTimes: b.leadTimes } : {}),
          ...(tables ? { DineInTables: [...tables] } : {}),
        };
      });
    },

    /** What the venue offers: a branch that takes table bookings, events held (what staff and customers see). */
    async features(brand: BrandContext): Promise<VenueFeatures> {
      const [list, events] = await Promise.all([repo.branches(brand.id), repo.hasEvents(brand.id)]);
      return { TableBookings: list.some((b) => b.reservations !== null), Events: events };
    },

    async legalText(brand: BrandContext, page: 'TermsAndConditions' | 'PrivacyPolicy') {
      // Sanitised on the way out too: a text stored before texts were sanitised on the way in is served clean.
      const text = sanitizeLegalHtml((await repo.legalTexts(brand.id))[page] ?? '').trim();
      return text ? text : null;
    },

    async slots(
      brand: BrandContext,
      q: { BranchId: number; Date: string; PartySize: number },
    ): Promise<ReservationSlot[]> {
      const branch = await bookableBranch(brand, q.BranchId);
      const { times } = timesOf(branch, q.Date);
      if (times.length === 0) return [];
      const booked = await repo.bookedCovers(brand.id, branch.id, q.Date);
      const capacity = branch.settings.CoversPerSlot;
      return times.map((Time) => {
        const left = Math.max(0, capacity - (booked.get(Time) ?? 0));
        return {
          Time,
          CoversLeft: left,
          Available: q.PartySize <= left && q.PartySize <= branch.settings.MaxPartySize,
        };
      });
    },

    async book(
      brand: BrandContext,
      body: {
        BranchId: number;
        Date: string;
        Time: string;
        PartySize: number;
        Name: string;
        Email: string;
        Mobile: string;
        Notes: string;
      },
      origin: string,
      /** The customer signed in while booking: their account lists it. */
      customerId: number | null = null,
    ): Promise<Reservation> {
      const branch = await bookableBranch(brand, body.BranchId);
      if (body.PartySize > branch.settings.MaxPartySize)
        throw new HttpError(
          400,
          `For parties of more than ${branch.settings.MaxPartySize}, please call ${branch.name}${branch.phone ? ` on ${branch.phone}` : ''}`,
        );
      if (!timesOf(branch, body.Date).times.includes(body.Time))
        throw new HttpError(400, 'That time cannot be booked. Please choose one of the times offered.');
      const token = randomBytes(24).toString('base64url');
      const slot = { brandId: brand.id, branchId: branch.id, date: body.Date, time: body.Time };
      const link = `${origin}/${brand.flavour}/reservation?cancel=${token}`;
      let deliver: (() => Promise<void>) | undefined;
      const row = await db.transaction(async (tx) => {
        if (!(await repo.takeCovers(tx, slot, body.PartySize, branch.settings.CoversPerSlot)))
          throw new HttpError(409, SLOT_FULL_MESSAGE);
        const created = await repo.insertReservation(tx, {
          ...slot,
          reference: newReference(),
          partySize: body.PartySize,
          name: body.Name,
          email: body.Email,
          mobile: body.Mobile,
          notes: body.Notes,
          cancelTokenHash: sha256(token),
          customerId,
        });
        await emitWebhook(tx, brand, 'booking.created', {
          Kind: 'Table',
          ...toReservation(created, branch.name),
          BranchId: branch.id,
          Email: created.email,
          Mobile: created.mobile,
          Notes: created.notes,
        });
        deliver = await options.mailer.queue(tx, {
          brandId: brand.id,
          to: body.Email,
          ...reservationMessage(emailLook(brand, origin, branch.id), branch, created, link),
        });
        return created;
      });
      await deliver?.();
      return toReservation(row, branch.name);
    },

    async byToken(brand: BrandContext, token: string): Promise<Reservation> {
      const row = await repo.byTokenHash(brand.id, sha256(token));
      if (!row) throw new HttpError(404, 'We could not find that booking. The link may be incomplete.');
      const branch = await repo.branch(brand.id, row.branchId);
      return toReservation(row, branch?.name ?? '');
    },

    /** Cancels a booking with its email's token and gives its covers back; cancelling twice is refused. */
    async cancel(brand: BrandContext, token: string): Promise<Reservation> {
      const hash = sha256(token);
      const row = await db.transaction(async (tx) => {
        const cancelled = await createVenueRepository(tx).cancel(tx, brand.id, hash);
        if (!cancelled) return null;
        await repo.releaseCovers(
          tx,
          { brandId: brand.id, branchId: cancelled.branchId, date: cancelled.date, time: cancelled.time },
          cancelled.partySize,
        );
        return cancelled;
      });
      if (!row) {
        const existing = await repo.byTokenHash(brand.id, hash);
        if (!existing)
          throw new HttpError(404, 'We could not find that booking. The link may be incomplete.');
        throw new HttpError(409, 'This booking was already cancelled.');
      }
      const branch = await repo.branch(brand.id, row.branchId);
      return toReservation(row, branch?.name ?? '');
    },
  };
}
export type VenueService = ReturnType<typeof createVenueService>;
