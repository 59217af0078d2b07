import type { Page, TestInfo } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lastEmailTo } from './account-helpers';
import { addButton, openSideCart } from './cart-support';
import { expect, logIn, renderInBrowser, saveScreenshot, seriousA11yViolations, test } from './fixtures';
import { payWithTestCard } from './support/cart';
import { brandItem } from './support/brand-storage';

/**
 * The venue (issue 9): branches with open/closed on a fixed clock, the postcode check, table bookings (a full
 * slot refusing the next party, the cancel link, the widget framed on another site) and the legal pages.
 */

const PORT = Number(process.env.E2E_PORT ?? 3107);

/** A Wednesday ahead, different per project so the two projects never share a slot. */
function bookingDate(testInfo: TestInfo): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 + (testInfo.project.name === 'mobile' ? 7 : 0));
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The added-to-cart toast meets contrast too. It is held on screen while axe runs: sonner pauses its timers while
 * the page is hidden (another tab), so the page says it is hidden, then visible again.
 */
async function expectAddedToastAccessible(page: Page) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: /added/i });
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await expect(toast).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await setHidden(false);
  await expect(toast).toHaveCount(0);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('branches', () => {
  test('shows each branch with today highlighted and open now on a fixed clock @phone', async ({
    page,
  }, testInfo) => {
    // Wednesday 1 July 2026, 13:00 in London (BST).
    await page.clock.setFixedTime(new Date('2026-07-01T12:00:00Z'));
    await page.goto('/bistro/branches');
    await expect(page.getByRole('heading', { level: 1, name: 'Our branches' })).toBeVisible();
    const shoreditch = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Copperleaf Shoreditch' }) });
    await expect(shoreditch).toContainText('Open now · closes at 23:00');
    await expect(shoreditch).toContainText('42 Curtain Road, London, EC2A 3NH');
    const today = shoreditch.locator('tr[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText('Wednesday (today)');
    await expect(today).toContainText('11:30 – 23:00');
    await expect(shoreditch.getByRole('link', { name: 'Call 020 7946 0101' })).toHaveAttribute(
      'href',
      'tel:02079460101',
    );
    const map = shoreditch.getByRole('link', { name: /Show on map/ });
    await expect(map).toHaveAttribute(
      'href',
      /google\.com\/maps\/search\/\?api=1&query=Copperleaf%20Shoreditch/,
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(shoreditch.getByRole('link', { name: 'Book a table' })).toHaveAttribute(
      'href',
      '/bistro/reservation?branch=11',
    );
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-branches');
  });

  test('is closed before opening time on the London clock', async ({ page }) => {
    // 10:00 UTC on 1 July is 11:00 BST: Shoreditch opens at 11:30.
    await page.clock.setFixedTime(new Date('2026-07-01T10:00:00Z'));
    await page.goto('/bistro/branches');
    const shoreditch = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Copperleaf Shoreditch' }) });
    await expect(shoreditch).toContainText('Closed · opens at 11:30');
  });
});

test.describe('postcode check', () => {
  test('accepts a covered postcode with its fee and minimum, refuses uncovered and malformed ones @phone', async ({
    page,
  }, testInfo) => {
    await page.goto('/bistro/postcode-iframe');
    await expect(page.getByRole('heading', { level: 1, name: 'Do we deliver to you?' })).toBeVisible();
    // Embeddable: no site header or footer around it.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const field = page.getByLabel('Postcode');
    const check = page.getByRole('button', { name: 'Check' });

    await field.fill('12345');
    await check.click();
    await expect(page.getByRole('alert')).toHaveText('Enter a valid UK postcode, such as SW4 7UH');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('m1 1ae');
    await check.click();
    await expect(page.getByText('Sorry, we do not deliver to M1 1AE')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View menu' })).toHaveCount(0);

    await field.fill('sw11 1aa');
    await check.click();
    await expect(
      page.getByText('We deliver to SW11 1AA: £3.50 delivery, minimum order £20.00'),
    ).toBeVisible();
    const menu = page.getByRole('link', { name: 'View menu' });
    await expect(menu).toHaveAttribute('href', `http://localhost:${PORT}/bistro/menu?postcode=SW11%201AA`);
    await expect(menu).toHaveAttribute('target', '_top');
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-postcode');
  });
});

test.describe('table bookings', () => {
  test('books a table end to end, and a full slot refuses the next party @phone', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const date = bookingDate(testInfo);
    const email = `booker-${testInfo.project.name}@example.com`;
    consoleErrors.allow(/status of 409 \(Conflict\) \(http:\/\/localhost:\d+\/api\/Reservation\/v1\/book\)/);
    await page.goto('/bistro/reservation?branch=13');
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve a table' })).toBeVisible();
    await expect(page.getByLabel('Branch')).toHaveValue('13');
    await page.getByLabel('Guests').selectOption('8');
    // A date typed in the past is refused at the field, not answered as a day without bookings.
    await page.getByLabel('Date').fill('2020-01-01');
    await expect(page.getByText('That date has passed: choose today or a later date')).toBeVisible();
    await expect(page.getByText(/takes no bookings on that day/)).toHaveCount(0);
    await page.getByLabel('Date').fill(date);
    await page.getByRole('radio', { name: '19:00' }).check({ force: true });
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile').fill('07700 900123');
    await page.getByLabel('Notes (optional)').fill('A birthday');
    await settle(page);
    await saveScreenshot(page, testInfo, 'venue-reservation-form');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Book table' }).click();

    await expect(page.getByRole('heading', { name: 'Your table is booked' })).toBeFocused();
    const reference = (await page.locator('.booking-done__reference strong').textContent()) ?? '';
    expect(reference).toMatch(/^R-[A-Z2-9]{6}$/);
    await expect(page.getByRole('main')).toContainText('Copperleaf Islington');
    await expect(page.getByRole('main')).toContainText('8 guests');
    await saveScreenshot(page, testInfo, 'venue-reservation-done');

    // The slot seats 12: 8 taken, a party of 4 takes the rest while the next guest is choosing.
    await page.getByRole('button', { name: 'Book another table' }).click();
    await page.getByLabel('Guests').selectOption('2');
    await page.getByLabel('Date').fill(date);
    await page.getByRole('radio', { name: '19:00' }).check({ force: true });
    const rival = await page.request.post('/api/Reservation/v1/book', {
      data: {
        BrandFlavor: 'bistro',
        BranchId: 13,
        Date: date,
        Time: '19:00',
        PartySize: 4,
        Name: 'Rival',
        Email: 'rival@example.com',
        Mobile: '07700 900999',
      },
    });
    expect(rival.status(), await rival.text()).toBe(200);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Mobile').fill('07700 900456');
    await page.getByRole('button', { name: 'Book table' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Sorry, that time is now fully booked. Please choose another time.',
    );
    // The refreshed list shows 19:00 full.
    await expect(page.getByRole('radio', { name: /19:00/ })).toBeDisabled();
    await expect(page.locator('.booking__slot--full')).toContainText('19:00');

    // The confirmation email carries the reference and a cancel link that works once.
    const mail = await lastEmailTo(page, email);
    expect(mail.subject).toContain(reference);
    const link = /https?:\/\/\S+\/bistro\/reservation\?cancel=[\w-]+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(reference);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Your booking is cancelled');
  });

  test('the booking widget works framed on another site', async ({ page }, testInfo) => {
    const date = bookingDate(testInfo);
    const widget = `http://localhost:${PORT}/bistro/reserve-iframe`;
    // The brand's own site: another origin and another site (127.0.0.1 rather than localhost), served by a real
    // local server, so the browser withholds our SameSite cookies from the frame as it would in production.
    const html = `<!doctype html><html lang="en"><title>Copperleaf</title><h1>Our restaurant</h1>
      <iframe src="${widget}" title="Book a table" style="width:100%;height:1400px;border:0"></iframe>`;
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const site = `http://127.0.0.1:${port}/`;
    const framed = page.waitForResponse((r) => r.url() === widget);
    await page.goto(site);
    const response = await framed;
    expect(response.headers()['x-frame-options']).toBeUndefined();
    expect(response.headers()['content-security-policy']).toContain('frame-ancestors *');

    const frame = page.frameLocator('iframe[title="Book a table"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Reserve a table' })).toBeVisible();
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await frame.getByLabel('Branch').selectOption('12');
    await frame.getByLabel('Guests').selectOption('3');
    await frame.getByLabel('Date').fill(date);
    await frame.getByRole('radio', { name: '20:30' }).check({ force: true });
    await frame.getByLabel('Name').fill('Framed Guest');
    await frame.getByLabel('Email').fill(`framed-${testInfo.project.name}@example.com`);
    await frame.getByLabel('Mobile').fill('07700 900777');
    await frame.getByRole('button', { name: 'Book table' }).click();
    await expect(frame.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
    await expect(frame.getByRole('main')).toContainText('Copperleaf Clapham');
    await saveScreenshot(page, testInfo, 'venue-reserve-iframe');
    server.close();
  });

  test('the framed page is refused to other sites everywhere else', async ({ page }) => {
    const response = await page.request.get('/bistro/reservation');
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

test.describe('legal pages', () => {
  test('show the brand’s own terms and privacy texts', async ({ page }, testInfo) => {
    await page.goto('/bistro/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Table bookings' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Copperleaf Bistro Ltd, 42 Curtain Road');
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-terms');

    await page.goto('/bistro/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Copperleaf Bistro Ltd is the controller');
    await expect(page.getByRole('link', { name: 'privacy@copperleaf.example.com' })).toHaveAttribute(
      'href',
      'mailto:privacy@copperleaf.example.com',
    );
  });

  test('a brand without texts shows a sensible default', async ({ page }) => {
    await page.goto('/grocer/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Greengage Grocer uses the details you give us');
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
  });

  test('a hostile text is sanitised before it is shown', async ({ page, consoleErrors }) => {
    // DOMPurify's parse of the handlers trips the page's CSP, which blocks them too and says so.
    consoleErrors.allow(/Executing inline event handler violates the following Content Security Policy/);
    await page.route('**/api/Brand/v1/getLegalText/bistro/TermsAndConditions', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          Info: { Status: 200, Message: 'Success' },
          Html:
            '<h2 onmouseover="window.__pwned=1">Rules</h2><img src=x onerror="window.__pwned=1">' +
            '<script>window.__pwned=1</script><a href="javascript:window.__pwned=1">Click</a><p>Fine print</p>',
        }),
      }),
    );
    // The answer is rewritten in the browser: the page must render there, not on the server.
    await renderInBrowser(page);
    await page.goto('/bistro/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 2, name: 'Rules' })).toBeVisible();
    await expect(page.getByText('Fine print')).toBeVisible();
    const body = page.locator('.legal__body');
    expect(await body.innerHTML()).not.toMatch(/onmouseover|onerror|<img|<script|javascript:/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test.describe('training and sharing', () => {
  test('training shows the menu in training mode and its cart goes to checkout?training=true', async ({
    page,
  }, testInfo) => {
    await logIn(page, 'bistro');
    await page.goto('/bistro/training?catId=16');
    await expect(page.getByRole('note', { name: 'Training mode' })).toContainText('marked as training');
    await expect(page.getByRole('article').first()).toBeVisible();
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-training');
    await addButton(page, 'Eton Mess').click();
    await expectAddedToastAccessible(page);
    const sideCart = await openSideCart(page);
    await sideCart.getByRole('button', { name: /^Checkout/ }).click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await expect(page).toHaveURL(/\/bistro\/checkout\?training=true$/);
  });

  test('like and share copies the brand’s link', async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: `http://localhost:${PORT}`,
    });
    await page.goto('/bistro/likeAndShare');
    await expect(page.getByRole('heading', { level: 1, name: 'Like and share' })).toBeVisible();
    const url = `http://localhost:${PORT}/bistro/home`;
    await expect(page.getByLabel('Link to share')).toHaveValue(url);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(
      page.getByRole('link', { name: 'WhatsApp (opens in a new tab)', exact: true }),
    ).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Copperleaf Bistro: Seasonal British cooking, from our kitchen to your table ${url}`)}`,
    );
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-share');
  });
});

test.describe('events', () => {
  test('booking seats lowers the seats left and keeps an event access token for the visit @phone', async ({
    page,
  }, testInfo) => {
    await page.goto('/bistro/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const quiz = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Quiz night' }) });
    await expect(quiz).toContainText('Free');
    await expect(quiz).toContainText('Copperleaf Islington');
    const seatsText = (await quiz.locator('.event__seats').textContent()) ?? '';
    const before = Number(/(\d+) seats left/.exec(seatsText)?.[1]);
    expect(before).toBeGreaterThan(2);
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-events');

    await quiz.getByRole('button', { name: 'Book seats for Quiz night' }).click();
    const form = page.getByRole('form', { name: 'Book seats for Quiz night' });
    await form.getByLabel('Tickets').selectOption('2');
    await form.getByRole('button', { name: 'Book free seats' }).click();
    await expect(form.getByText('Enter your name')).toBeVisible();
    await form.getByLabel('Name').fill('Quiz Team');
    await form.getByLabel('Email').fill(`quiz-${testInfo.project.name}@example.com`);
    await form.getByRole('button', { name: 'Book free seats' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: '2 tickets booked for Quiz night' }),
    ).toBeVisible();
    await expect(quiz.locator('.event__seats')).toHaveText(new RegExp(`^${before - 2} seats left$`));
    const token = await brandItem(page, 'session', 'bistro', 'event_access_token');
    expect(token).toMatch(/^[\w-]{20,}$/);
    const tickets = page.getByRole('region', { name: 'Your tickets' });
    await expect(tickets).toContainText('Quiz night');
    await expect(tickets).toContainText('2 tickets');
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-events-booked');

    // The token is this visit's: a reload still shows the tickets.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your tickets' })).toContainText('Quiz night');
  });
});

test.describe('paid events', () => {
  test('tickets paid by card hold the seats, and a declined card can be followed by a good one', async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.goto('/bistro/events');
    const supper = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Supper club: autumn tasting menu' }) });
    await expect(supper).toContainText('£45.00');
    const seatsText = (await supper.locator('.event__seats').textContent()) ?? '';
    const before = Number(/(\d+) seats? left/.exec(seatsText)?.[1]);
    expect(before).toBeGreaterThan(1);

    await supper.getByRole('button', { name: 'Book seats for Supper club: autumn tasting menu' }).click();
    const form = page.getByRole('form', { name: 'Book seats for Supper club: autumn tasting menu' });
    await form.getByLabel('Name').fill('Sam Supper');
    await form.getByLabel('Email').fill(`supper-${testInfo.project.name}-${Date.now()}@example.com`);
    await form.getByRole('radio', { name: 'By card now (Test payment)' }).check();
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Continue to payment' }).click();

    const pay = page.getByRole('region', { name: 'Pay for Supper club: autumn tasting menu' });
    await expect(pay.getByText(/Your seat is held until \d\d:\d\d while you pay £45\.00/)).toBeVisible();
    await expect(supper.locator('.event__seats')).toHaveText(new RegExp(`^${before - 1} seats? left$`));
    await saveScreenshot(page, testInfo, 'venue-event-pay');
    await payWithTestCard(page, '4000 0000 0000 0002');
    await expect(pay.getByText('Your card was declined.')).toBeVisible();
    await payWithTestCard(page, '4242 4242 4242 4242');
    await expect(
      page.getByRole('status').filter({ hasText: '1 ticket booked for Supper club: autumn tasting menu' }),
    ).toContainText('£45.00 paid by card');
    await expect(page.getByRole('region', { name: 'Your tickets' })).toContainText('Supper club');
    await saveScreenshot(page, testInfo, 'venue-event-paid');
  });
});

test.describe('invitations', () => {
  const STAFF = 'e2e-staff-token-not-a-secret-0123456789';
  async function invite(page: Page, body: Record<string, unknown>) {
    const response = await page.request.post('/api/Invitation/v1/create', {
      data: { BrandFlavor: 'bistro', EventId: 701, Email: 'vip@example.com', ...body },
      headers: { Authorization: `Bearer ${STAFF}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { Link: string }).Link;
  }

  test('an expired invitation says so clearly', async ({ page }, testInfo) => {
    const link = new URL(await invite(page, { ValidHours: 0 }));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'This invitation has expired. Please ask us for a new one.',
    );
    await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-invitation-expired');
  });

  test('a valid invitation is accepted once, then says it was used', async ({ page }, testInfo) => {
    const link = new URL(await invite(page, { Seats: 2, Email: `vip-${testInfo.project.name}@example.com` }));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Supper club: autumn tasting menu' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('2 seats, complimentary');
    await saveScreenshot(page, testInfo, 'venue-invitation');
    await page.getByLabel('Your name').fill('Very Important');
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByRole('status', { name: 'Invitation accepted' })).toContainText('2 seats booked');
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('This invitation has already been used.');
  });
});

test.describe('dine-in', () => {
  test('a QR code’s table orders to that table, and the kitchen’s board shows it', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // a customer's order, then the staff board in a second browser
    await logIn(page, 'bistro');
    await page.goto('/bistro/dine-in?table=12&catId=16');
    const bar = page.getByRole('region', { name: 'Your table' });
    await expect(bar).toContainText('Table 12');
    await expect(page.getByRole('region', { name: 'Food Allergies & Intolerance' })).toContainText(
      'Dining in? Tell your server',
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-dine-in');
    expect(await page.evaluate(() => sessionStorage.getItem('dineInTable'))).toBe('12');

    await addButton(page, 'Eton Mess').click();
    await expectAddedToastAccessible(page);
    const sideCart = await openSideCart(page);
    await sideCart.getByRole('button', { name: /^Checkout/ }).click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await expect(page).toHaveURL(/\/bistro\/checkout$/);
    await expect(page.getByRole('radio', { name: 'Eat In' })).toBeChecked();
    await expect(page.getByText('Served to Table 12')).toBeVisible();
    await expect(page.getByText('Pay at the table')).toBeVisible();
    await settle(page);
    await saveScreenshot(page, testInfo, 'venue-dine-in-checkout');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/bistro\/order-confirmation\/\d+$/);
    await expect(page.getByText('Served to Table 12')).toBeVisible();
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-dine-in-confirmation');
    const orderId = Number(/order-confirmation\/(\d+)/.exec(page.url())?.[1]);

    // The kitchen's board, signed in as the brand's owner in another browser.
    const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const staff = await staffContext.newPage();
    await staff.goto('/bistro/admin/orders');
    await staff.getByLabel('Email').fill('owner@bistro.test');
    await staff.getByLabel('Password').fill('e2e-staff-password');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    const card = staff.locator(`[data-order-id="${orderId}"]`);
    await expect(card).toContainText('Table 12');
    await expect(card).toContainText('Eat in');
    await saveScreenshot(staff, testInfo, 'venue-dine-in-board');
    await staffContext.close();
  });

  test('a table’s QR code at Clapham orders to Clapham, and says so from the menu to the confirmation @phone', async ({
    page,
  }, testInfo) => {
    test.slow(); // a customer's whole order
    await logIn(page, 'bistro');
    // Clapham lists tables 1–20 of its own: 25 is Shoreditch's, not Clapham's.
    await page.goto('/bistro/dine-in?table=25&branch=12');
    await expect(page.getByRole('alert')).toContainText('We have no table 25 at Copperleaf Clapham');
    await expect(page.getByText('Order from your table at Copperleaf Clapham')).toBeVisible();

    await page.goto('/bistro/dine-in?table=12&branch=12&catId=16');
    const bar = page.getByRole('region', { name: 'Your table' });
    await expect(bar).toContainText('Table 12 · Copperleaf Clapham');
    await expect(page.getByRole('article').first()).toBeVisible();
    await settle(page);
    await saveScreenshot(page, testInfo, 'venue-dine-in-branch');
    expect(await page.evaluate(() => sessionStorage.getItem('dineInBranch'))).toBe('12');

    await addButton(page, 'Eton Mess').click();
    const sideCart = await openSideCart(page);
    await sideCart.getByRole('button', { name: /^Checkout/ }).click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await expect(page).toHaveURL(/\/bistro\/checkout$/);
    await expect(page.getByRole('radio', { name: 'Eat In' })).toBeChecked();
    await expect(page.getByText('Served to Table 12 at Copperleaf Clapham')).toBeVisible();
    // The table's code said where the visitor is: no branch to choose.
    await expect(page.getByRole('group', { name: 'Which branch are you at?' })).toHaveCount(0);
    await settle(page);
    await saveScreenshot(page, testInfo, 'venue-dine-in-branch-checkout');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/bistro\/order-confirmation\/\d+$/);
    await expect(page.getByText('At Copperleaf Clapham, 118 Clapham High Street, London')).toBeVisible();
    await expect(page.getByText('Served to Table 12')).toBeVisible();
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-dine-in-branch-confirmation');
  });

  test('without a table it asks for one, and refuses a table the restaurant does not have', async ({
    page,
  }, testInfo) => {
    await page.goto('/bistro/dine-in?table=99');
    await expect(page.getByRole('heading', { level: 1, name: 'Dine in' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('We have no table 99');
    await page.goto('/bistro/dine-in');
    const input = page.getByLabel('Table number');
    await input.fill('abc');
    await page.getByRole('button', { name: 'Start ordering' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter your table number, from 1 to 999');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-dine-in-ask');

    await input.fill('7');
    await page.getByRole('button', { name: 'Start ordering' }).click();
    await expect(page.getByRole('region', { name: 'Your table' })).toContainText('Table 7');
    await page.getByRole('button', { name: 'Change table' }).click();
    await expect(page.getByLabel('Table number')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('dineInTable'))).toBeNull();
  });
});

test.describe('landing postcode gate', () => {
  test('asks for a postcode first and lets the visitor on only where the brand delivers @phone', async ({
    page,
  }, testInfo) => {
    // The test brand `gated` turns LandingPostcodeValidation on and delivers to N1 only.
    await page.goto('/gated/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Gatehouse Kitchen' })).toBeVisible();
    const postcode = page.getByLabel('Your postcode');
    const check = page.getByRole('button', { name: 'Check postcode' });
    await postcode.fill('12345');
    await check.click();
    await expect(page.getByRole('alert')).toHaveText('Enter a valid UK postcode, such as N1 7AA');
    await postcode.fill('se1 9sg');
    await check.click();
    await expect(page.getByRole('alert')).toContainText('Sorry, we do not deliver to SE1 9SG');
    await expect(page.getByRole('heading', { level: 1, name: 'Gatehouse Kitchen', exact: true })).toHaveCount(
      0,
    );
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'venue-postcode-gate');

    await postcode.fill('n1 7aa');
    await check.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gatehouse Kitchen', exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('deliveryPostcode'))).toBe('N1 7AA');
    expect(await page.evaluate(() => localStorage.getItem('deliveryType'))).toContain('Home');
    // Passed once, the visit is not asked again.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gatehouse Kitchen', exact: true }),
    ).toBeVisible();
  });

  test('collection is always possible', async ({ page }) => {
    await page.goto('/gated/home');
    await page.getByRole('button', { name: 'I’ll collect my order' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gatehouse Kitchen', exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('deliveryType'))).toContain('Store');
  });

  test('a postcode carried from postcode-iframe pre-fills the checkout’s delivery address', async ({
    page,
  }) => {
    test.slow(); // through the cart to the checkout
    await logIn(page, 'bistro');
    await page.goto('/bistro/menu?postcode=n17aa&catId=16');
    await addButton(page, 'Eton Mess').click();
    await expectAddedToastAccessible(page);
    const sideCart = await openSideCart(page);
    await sideCart.getByRole('button', { name: /^Checkout/ }).click();
    await page.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
    await expect(page).toHaveURL(/\/bistro\/checkout$/);
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await expect(page.getByLabel('Postcode')).toHaveValue('N1 7AA');
  });
});
