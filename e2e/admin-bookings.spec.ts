import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { expect, newVisitorPage, seriousA11yViolations, test } from './fixtures';
import { xsrfToken } from './support/xsrf';

const PASSWORD = 'e2e-staff-password';
const SHOTS = process.env.ADMIN_SHOTS_DIR;
/** Riverside, the brand's second branch: 10 covers every quarter of an hour, all day and night. */
const RIVERSIDE = 2;
const QUIZ = 2;

/**
 * The bookings test brands (e2e/brands/bookings*.json): one per project, so the desktop and mobile runs, which
 * run at the same time, never count each other's covers or seats.
 */
const brandOf = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 'bookings-m' : 'bookings');

const londonDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(instant);

/** A slot that can still be booked: today's second one to come (so the first cannot pass while we type), else tomorrow's. */
async function openSlot(page: Page, brand: string, party: number) {
  for (const [date, dayOffset] of [
    [londonDate(new Date()), 0],
    [londonDate(new Date(Date.now() + 86_400_000)), 1],
  ] as const) {
    const res = await page.request.get(
      `/api/Reservation/v1/slots/${brand}?BranchId=${RIVERSIDE}&Date=${date}&PartySize=${party}`,
    );
    const { Slots } = (await res.json()) as {
      Slots: { Time: string; CoversLeft: number; Available: boolean }[];
    };
    const open = Slots.filter((s) => s.Available);
    const slot = open[1] ?? (dayOffset === 1 ? open[0] : undefined);
    if (slot) return { date, dayOffset, time: slot.Time, bookedBefore: 10 - slot.CoversLeft };
  }
  throw new Error('no bookable slot today or tomorrow');
}

/** The newest email to an address whose subject matches. */
async function emailTo(page: Page, email: string, subject: RegExp) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/dev/mailbox.json');
      const { messages } = (await response.json()) as {
        messages: { recipient: string; subject: string; text: string }[];
      };
      found = messages.find((m) => m.recipient === email && subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

async function signIn(page: Page, brand: string, section: string, heading: string) {
  await page.goto(`/${brand}/admin/${section}`);
  await page.getByLabel('Email').fill(`owner@${brand}.test`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** A screenshot for a person to look at (ADMIN_SHOTS_DIR), and axe's serious and critical findings: none. */
async function check(page: Page, testInfo: TestInfo, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test.describe('bookings in the back office', () => {
  // A guest's booking, the staff screen, the emails and the guest's page again: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("a guest's table shows on the day's list with its covers; staff cancel it and the guest sees it cancelled @phone", async ({
    page,
    browser,
  }, testInfo) => {
    const brand = brandOf(testInfo);
    const name = `Guest ${randomUUID().slice(0, 6)}`;
    const email = `table-${randomUUID().slice(0, 8)}@example.com`;

    // The guest books a table for 3 on the storefront.
    const guest = await newVisitorPage(browser, page);
    await guest.goto(`/${brand}/reservation?branch=${RIVERSIDE}`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Reserve a table' })).toBeVisible();
    const slot = await openSlot(guest, brand, 3);
    await guest.getByLabel('Guests').selectOption('3');
    await guest.getByLabel('Date').fill(slot.date);
    await guest.getByRole('radio', { name: slot.time, exact: true }).check({ force: true });
    await guest.getByLabel('Name').fill(name);
    await guest.getByLabel('Email').fill(email);
    await guest.getByLabel('Mobile').fill('07700 900175');
    await guest.getByLabel('Notes (optional)').fill('High chair please');
    await guest.getByRole('button', { name: 'Book table' }).click();
    await expect(guest.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
    const reference = (await guest.locator('.booking-done__reference strong').textContent()) ?? '';
    expect(reference).toMatch(/^R-[A-Z2-9]{6}$/);

    // Staff open Bookings: today's list (or tomorrow's, late at night), Riverside.
    await signIn(page, brand, 'bookings', 'Bookings');
    await expect(page.getByLabel('Date')).toHaveValue(londonDate(new Date()));
    await page.getByLabel('Branch').selectOption({ label: 'Corner Table Riverside' });
    if (slot.dayOffset === 1) await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByLabel('Date')).toHaveValue(slot.date);
    const item = page.locator(`[data-reference="${reference}"]`);
    await expect(item).toBeVisible();
    await expect(item.getByRole('heading', { name })).toBeVisible();
    await expect(item).toContainText('3 guests');
    await expect(item).toContainText('Notes: High chair please');
    await expect(item.getByRole('link', { name: '07700 900175' })).toHaveAttribute('href', 'tel:07700900175');
    await expect(item.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(item.getByText('Booked', { exact: true })).toBeVisible();
    const slotPanel = page.locator('.bookings__slot').filter({ has: item });
    await expect(slotPanel.getByRole('heading', { name: slot.time })).toBeVisible();
    await expect(slotPanel).toContainText(`${slot.bookedBefore + 3} / 10 covers`);
    await expect(page.locator('.bookings__total')).toContainText(/of 960 covers booked/);
    await check(page, testInfo, 'bookings');

    // Cancel with a reason: the guest is emailed it and the covers go back.
    await item.getByRole('button', { name: `Cancel… the booking of ${name}` }).click();
    await item.getByLabel('Reason for the guest').fill('A burst pipe has flooded the dining room');
    await check(page, testInfo, 'bookings-cancel');
    await item.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText(`${name}'s booking (${reference}) is cancelled`)).toBeVisible();
    await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(item).toContainText('Reason: A burst pipe has flooded the dining room');
    await expect(slotPanel).toContainText(`${slot.bookedBefore} / 10 covers`);

    const cancelled = await emailTo(guest, email, /is cancelled/);
    expect(cancelled.subject).toContain(reference);
    expect(cancelled.text).toContain('Reason: A burst pipe has flooded the dining room');

    // The guest's own link now shows the booking cancelled, with nothing left to cancel.
    const booked = await emailTo(guest, email, /table booked/);
    const link = /https?:\/\/\S+\/reservation\?cancel=[\w-]+/.exec(booked.text)?.[0] ?? '';
    expect(link).not.toBe('');
    await guest.goto(new URL(link).pathname + new URL(link).search);
    await expect(guest.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await guest.context().close();
  });

  test('event attendee lists show tickets, payment status and seats, and print without the controls', async ({
    page,
  }, testInfo) => {
    const brand = brandOf(testInfo);
    const name = `Team ${randomUUID().slice(0, 6)}`;
    await page.goto(`/${brand}/home`);
    const booked = await page.request.post('/api/Event/v1/book', {
      data: { BrandFlavor: brand, EventId: QUIZ, Quantity: 2, Name: name, Email: 'team@example.com' },
      headers: { BrandFlavor: brand, 'X-XSRF-TOKEN': await xsrfToken(page) },
    });
    expect(booked.status(), await booked.text()).toBe(200);

    await signIn(page, brand, 'event-bookings', 'Events');
    const events = page.getByRole('article');
    await expect(events.nth(0).getByRole('heading', { name: 'Wine tasting' })).toBeVisible();
    const quiz = events.filter({ has: page.getByRole('heading', { name: 'Quiz night' }) });
    const row = quiz.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('2 tickets');
    await expect(row.getByText('Free', { exact: true })).toBeVisible();
    await expect(quiz).toContainText(/\d+ of 30 seats taken/);
    await check(page, testInfo, 'event-bookings');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print attendee lists' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    await expect(row).toBeVisible();
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/event-bookings-print-${testInfo.project.name}.png`,
        fullPage: true,
      });
  });
});
