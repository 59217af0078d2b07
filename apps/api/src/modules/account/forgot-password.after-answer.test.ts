import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';

/**
 * A mail server that takes connections and says nothing until released: an email sent through it blocks.
 * `connections(n)` resolves once n connections have come.
 */
async function blockingMailServer() {
  const sockets = new Set<net.Socket>();
  const waiting: { n: number; resolve: () => void }[] = [];
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    for (const w of waiting) if (sockets.size >= w.n) w.resolve();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: (n: number) =>
      new Promise<'mail sent first'>((resolve) => {
        if (sockets.size >= n) resolve('mail sent first');
        else waiting.push({ n, resolve: () => resolve('mail sent first') });
      }),
    release: () => sockets.forEach((s) => s.destroy()),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Forgot-password answers before it looks the email up or sends anything, so its time is the same for a
 * registered email and an unknown one: with the mail server blocked, the answer still comes, for both.
 */
describe.each(DRIVERS)('forgot password answers first on %s', (driver) => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof blockingMailServer>>;
  const email = `blocked-${driver}-${randomUUID().slice(0, 8)}@example.test`;

  beforeAll(async () => {
    mail = await blockingMailServer();
    t = await startApp(driver, { SMTP_URL: mail.url });
    const res = await t.request('POST', '/api/Customer/register', {
      body: {
        BrandFlavor: 'alpha',
        CustomerEmail: email,
        CustomerPassword: 'a-long-password',
        CustomerFirstName: 'Bo',
        CustomerLastName: 'Blocked',
      },
    });
    expect(res.status, res.body).toBe(200);
  });
  afterAll(async () => {
    mail.release();
    await t.close();
    await mail.close();
  });

  const forgot = (address: string) =>
    t.request('POST', '/api/Customer/forgotPassword', {
      body: { BrandFlavor: 'alpha', CustomerEmail: address },
    });

  it('answers a registered email and an unknown one before sending anything, then queues the one email', async () => {
    for (const address of [`nobody-${email}`, email]) {
      const first = await Promise.race([forgot(address), mail.connections(1)]);
      expect(first).not.toBe('mail sent first');
      expect(first).toMatchObject({ status: 200 });
    }
    // The lookup runs after the answer; its email goes to the outbox, for the worker (off in these tests).
    await t.app.afterReply.settled();
    const held = await t.app.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(held).toMatchObject([{ subject: 'Reset your Test alpha password', sentAt: null }]);
    expect(
      await t.app.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, `nobody-${email}`)),
    ).toHaveLength(0);
  });
});
