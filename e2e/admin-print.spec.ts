import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { printsOf, recordPrints } from './support/board';
import { xsrfToken } from './support/xsrf';

/**
 * Printed tickets (issue 19): the kitchen ticket and the customer's receipt, printed from the board with one
 * click, on an 80 mm roll or A4, and by themselves when an order is accepted on a device that asks for it.
 * The browser's print dialog is replaced by a recorder: each print keeps what the printed sheet said.
 */

const PASSWORD = 'e2e-staff-password';
/** Screenshots and a PDF for a person to look at (PRINT_SHOTS_DIR), as admin.spec's ADMIN_SHOTS_DIR. */
const SHOTS = process.env.PRINT_SHOTS_DIR;
/** 80 mm at 96 px per inch, and A4's 210 mm. */
const ROLL_PX = 302;
const A4_PX = 794;

/** A bistro order with extras in three groups (one of them twice) and a second dish, as the storefront sends it. */
async function placeOrderWithExtras(page: Page) {
  const xsrf = await xsrfToken(page);
  const response = await page.request.post('/api/Order/v2/placeOrder', {
    data: {
      BrandFlavor: 'bistro',
      OrderOption: 'Pickup',
      BranchId: 11,
      Guest: {
        Email: `print-${randomUUID().slice(0, 8)}@example.test`,
        FirstName: 'Petra',
        LastName: 'Print',
        Mobile: '+44 7700 900557',
      },
      Lines: [
        {
          ItemId: 10008,
          Quantity: 2,
          ExtraDetail: [
            { ExtraTitle: 'Brioche bun', ExtraQuantity: 1, Group: 'Choose your bread' },
            { ExtraTitle: 'Mature cheddar', ExtraQuantity: 1, Group: 'Optional toppings' },
            { ExtraTitle: 'Garlic mayo', ExtraQuantity: 2, Group: 'Extra dips' },
          ],
        },
        { ItemId: 10003, Quantity: 1 },
      ],
      Notes: 'Nut allergy: please keep the fries apart',
    },
    headers: { BrandFlavor: 'bistro', 'Idempotency-Key': randomUUID(), 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (
    (await response.json()) as {
      Data: {
        OrderId: number;
        OrderNumber: string;
        DueAt: string | null;
        SubTotal: number;
        Total: number;
        Lines: { Title: string; TotalPrice: number }[];
      };
    }
  ).Data;
}

const pounds = (value: number) => `£${value.toFixed(2)}`;

/** The printed sheet as the printer gets it, at the paper's width: a screenshot to look at. */
async function shoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  const size = page.viewportSize()!;
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width, height: 1100 });
  // Printed, the sheet is the whole page: the board is not printed with it.
  await expect(page.locator('.print-sheet')).toBeVisible();
  await expect(page.locator('.board')).toBeHidden();
  const box = await page.locator('.print-sheet').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(width + 1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  else
    await testInfo.attach(name, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(size);
}

test('the kitchen ticket and the receipt print from the board with one click, on a roll and on A4, and by themselves on accept', async ({
  page,
}, testInfo) => {
  // Four prints, four screenshots, a PDF and an accept on two busy cores.
  test.slow();
  await recordPrints(page);
  await page.goto('/bistro/admin/orders');
  await page.getByLabel('Email').fill('owner@bistro.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  // This device prints on a roll, and nothing by itself yet.
  await expect(page.getByLabel('Paper')).toHaveValue('80mm');
  await expect(page.getByLabel('Print on accept')).toHaveValue('off');

  const order = await placeOrderWithExtras(page);
  const card = page.locator(`.order-card[data-order-id="${order.OrderId}"]`);
  await expect(card).toBeVisible();
  const due = new Date(order.DueAt ?? '').toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });

  // One click: the kitchen ticket.
  await card.getByRole('button', { name: 'Print ticket' }).click();
  await expect.poll(async () => (await printsOf(page)).length).toBe(1);
  const [ticket] = await printsOf(page);
  expect(ticket).toMatchObject({ kind: 'ticket', order: String(order.OrderId) });
  for (const text of [
    order.OrderNumber,
    'COLLECTION',
    `ASAP · Due ${due}`,
    '2 × Classic Smash Burger',
    'Each with:',
    '+ Brioche bun',
    '+ Mature cheddar',
    '+ 2 × Garlic mayo',
    '1 × Halloumi Fries',
    // Each line's allergens with its chosen extras, as ordered, and the customer's own note.
    'ALLERGENS: GLUTEN, EGGS, MILK, MUSTARD, SESAME',
    'ALLERGENS: GLUTEN, MILK',
    'Customer note: Nut allergy: please keep the fries apart',
    'Petra Print',
    '3 items',
  ])
    expect(ticket!.text).toContain(text);
  // The kitchen's copy has no prices.
  expect(ticket!.text).not.toContain('£');
  await shoot(page, testInfo, 'ticket-80mm', ROLL_PX);
  if (SHOTS) {
    // The roll's page is the ticket's own length: one page, 80 mm wide.
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: `${SHOTS}/ticket-80mm.pdf`, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
  }

  // The receipt: the stored totals, VAT included, the brand and the payment.
  await card.getByRole('button', { name: 'Print receipt' }).click();
  await expect.poll(async () => (await printsOf(page)).length).toBe(2);
  const receipt = (await printsOf(page))[1]!;
  expect(receipt.kind).toBe('receipt');
  for (const text of [
    'Copperleaf Bistro',
    `Receipt · Order ${order.OrderNumber}`,
    '2 × Classic Smash Burger',
    '+ Brioche bun',
    '+ Mature cheddar £1.00',
    '+ 2 × Garlic mayo £0.75 each',
    '1 × Halloumi Fries',
    ...order.Lines.map((line) => pounds(line.TotalPrice)),
    `Subtotal\t${pounds(order.SubTotal)}`,
    `Total incl. VAT\t${pounds(order.Total)}`,
    `Pay on collection\t${pounds(order.Total)}`,
    'All prices include VAT.',
  ])
    expect(receipt.text).toContain(text);
  await shoot(page, testInfo, 'receipt-80mm', ROLL_PX);

  // The same on A4, chosen once for this device.
  await page.getByLabel('Paper').selectOption('a4');
  await card.getByRole('button', { name: 'Print ticket' }).click();
  await expect.poll(async () => (await printsOf(page)).length).toBe(3);
  await expect(page.locator('.print-sheet--a4[data-print-kind="ticket"]')).toHaveCount(1);
  await shoot(page, testInfo, 'ticket-a4', A4_PX);
  await card.getByRole('button', { name: 'Print receipt' }).click();
  await expect.poll(async () => (await printsOf(page)).length).toBe(4);
  await shoot(page, testInfo, 'receipt-a4', A4_PX);
  if (SHOTS) {
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: `${SHOTS}/receipt-a4.pdf`, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
  }

  // The setting is this device's: it is still there after a reload.
  await page.getByLabel('Print on accept').selectOption('ticket');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(page.getByLabel('Paper')).toHaveValue('a4');
  await expect(page.getByLabel('Print on accept')).toHaveValue('ticket');
  // Opening the board printed nothing.
  expect(await printsOf(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-1280.png` });
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Accepting prints the kitchen ticket by itself.
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByRole('button', { name: 'Mark ready to collect' })).toBeVisible();
  await expect.poll(async () => (await printsOf(page)).length).toBe(1);
  const auto = (await printsOf(page))[0]!;
  expect(auto).toMatchObject({ kind: 'ticket', order: String(order.OrderId) });
  expect(auto.text).toContain('+ 2 × Garlic mayo');

  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/board-390-top.png` });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/board-390.png` });
  }
});
