import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';

/** The development mailbox shows each email's HTML part in a sandboxed frame, with its plain text beside it. */
describe.each(DRIVERS)('the development mailbox on %s', (driver) => {
  let t: TestApp;
  const email = `mailbox-${driver}-${Date.now()}@example.test`;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  it('frames the HTML part in a sandbox, under a policy that runs no script, with the plain text a click away', async () => {
    const registered = await t.request('POST', '/api/Customer/register', {
      body: {
        BrandFlavor: 'alpha',
        CustomerEmail: email,
        CustomerPassword: 'a-long-password',
        CustomerFirstName: 'Nia <b>',
        CustomerLastName: 'Mailbox',
      },
    });
    expect(registered.status, registered.body).toBe(200);
    await t.request('POST', '/api/Customer/forgotPassword', {
      body: { BrandFlavor: 'alpha', CustomerEmail: email },
    });
    await t.app.afterReply.settled();

    const { messages } = (await t.request('GET', '/dev/mailbox.json')).json<{
      messages: { id: number; recipient: string; html: string | null; text: string }[];
    }>();
    const mail = messages.find((m) => m.recipient === email);
    expect(mail?.html).toContain('Hello Nia &lt;b&gt;,');
    expect(mail?.html).toContain('/alpha/forgot-password?token=');
    expect(mail?.text).toContain('Hello Nia <b>,');

    const page = await t.request('GET', '/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<iframe title="Reset your Test alpha password" sandbox="allow-popups');
    // The email's HTML sits escaped in srcdoc: its tags are not the mailbox page's.
    expect(page.body).toContain('srcdoc="&lt;!DOCTYPE html');
    expect(page.body).toContain('Hello Nia &amp;lt;b&amp;gt;,');
    expect(page.body).toContain('<details><summary>Plain text</summary><pre>Hello Nia &lt;b&gt;,');

    const own = await t.request('GET', `/dev/mailbox/${mail!.id}`);
    expect(own.status).toBe(200);
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.body).toBe(mail!.html);
    expect((await t.request('GET', '/dev/mailbox/999999999')).status).toBe(404);
  });

  it("lets another origin (a webmail page, the mailbox's sandboxed frame) load a brand's logo", async () => {
    const logo = await t.request('GET', '/brand-assets/bistro/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.request('GET', '/dev/mailbox')).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
  });
});
