import type { Browser, Page } from '@playwright/test';
import { setBrandItems } from './brand-storage';
import { xsrfToken } from './xsrf';

/** What one print of the board printed (apps/web/src/back-office/components/print/). */
export interface Printed {
  kind: string | undefined;
  order: string | undefined;
  text: string;
}

/**
 * Replaces the browser's print dialog with a recorder on every page the tab opens: each print keeps what the
 * printed sheet said. Read them with `printsOf`.
 */
export async function recordPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { __prints: Printed[] };
    record.__prints = [];
    window.print = () => {
      const sheet = document.querySelector<HTMLElement>('.print-sheet');
      // Read as printed: on screen the sheet is laid out out of sight (innerText skips hidden text).
      if (sheet) sheet.style.visibility = 'visible';
      record.__prints.push({
        kind: sheet?.dataset.printKind,
        order: sheet?.dataset.printOrder,
        text: sheet?.innerText ?? '',
      });
      if (sheet) sheet.style.visibility = '';
    };
  });
}

/** The prints recorded on this page so far (`recordPrints`). */
export const printsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prints: Printed[] }).__prints);

/**
 * The guest's own confirmation page of an order, in a browser context of its own at the board's size, as the
 * guest who placed it through the API sees it (its guest session). Close the context when done.
 */
export async function openGuestConfirmation(
  browser: Browser,
  board: Page,
  brand: string,
  order: { OrderId: number; GuestSession: string },
) {
  const context = await browser.newContext({ viewport: board.viewportSize() ?? undefined });
  const customer = await context.newPage();
  await customer.addInitScript((flavour) => {
    localStorage.setItem('welcomeMessageClosed', JSON.stringify([flavour]));
    localStorage.setItem('visitSeenAt', String(Date.now()));
  }, brand);
  await customer.goto(`/${brand}/home`);
  await setBrandItems(customer, 'session', brand, { access_token: order.GuestSession });
  await customer.goto(`/${brand}/order-confirmation/${order.OrderId}`);
  return { context, customer };
}

/**
 * The board's moves through the API as a brand's owner (owner@{brand}.test, the development staff seed):
 * accept ("Ready in N min"), reject with a reason, and mark Ready, OutForDelivery or Completed.
 */
export async function staffMoves(page: Page, brand: string, password = 'e2e-staff-password') {
  const signIn = await page.request.post('/api/admin/Token', {
    data: { grant_type: 'password', username: `owner@${brand}.test`, password },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
  if (signIn.status() !== 200) throw new Error(`staff sign-in: ${signIn.status()} ${await signIn.text()}`);
  const token = ((await signIn.json()) as { Data: { access_token: string } }).Data.access_token;
  const post = async (orderId: number, move: string, data: object) => {
    const res = await page.request.post(`/api/admin/${brand}/orders/${orderId}/${move}`, {
      data,
      headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': await xsrfToken(page) },
    });
    if (res.status() !== 200) throw new Error(`${move} ${orderId}: ${res.status()} ${await res.text()}`);
  };
  return {
    accept: (orderId: number, prepMinutes = 15) => post(orderId, 'accept', { PrepMinutes: prepMinutes }),
    reject: (orderId: number, reason: string) => post(orderId, 'reject', { Reason: reason }),
    advance: (orderId: number, status: 'Ready' | 'OutForDelivery' | 'Completed') =>
      post(orderId, 'status', { Status: status }),
  };
}
