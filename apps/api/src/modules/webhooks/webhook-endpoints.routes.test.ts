import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookEndpointResponse,
  WebhookEndpointsResponse,
} from '@storefront/contract/webhooks';
import { auditLog, outbox, outboxAttempts, webhookEndpoints } from '../../db/schema';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';
import { emitWebhook } from './webhook-events';

/** Brands 985 and 986 are this file's: the endpoints of one are never the other's. */
const MINE = { id: 985, flavour: 'hooks-mine' } as const;
const OTHER = { id: 986, flavour: 'hooks-other' } as const;
/** A public address given as a literal: registration checks it without a lookup, and these tests never call it. */
const PUBLIC_URL = 'https://93.184.215.14/hooks/storefront';

const base = (brand: string) => `/api/admin/${brand}/webhooks`;

describe.each(DRIVERS)('webhook endpoints in the back office on %s', (driver) => {
  let t: TestApp;
  const tokens = { owner: '', staff: '', otherOwner: '' };

  const create = (body: Record<string, unknown>, token = tokens.owner, brand: string = MINE.flavour) =>
    t.request('POST', base(brand), { token, body });
  const endpointsOf = async (token = tokens.owner, brand: string = MINE.flavour) =>
    WebhookEndpointsResponse.parse((await t.request('GET', base(brand), { token })).json()).Data;
  const created = async (body: Record<string, unknown> = {}) => {
    const res = await create({ Url: PUBLIC_URL, Events: ['order.placed'], ...body });
    expect(res.status, res.body).toBe(200);
    return WebhookEndpointResponse.parse(res.json()).Data;
  };
  const removeAll = async () => {
    await t.app.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.brandId, MINE.id));
  };
  const fieldErrors = (res: { json: () => unknown }) =>
    (res.json() as { Errors?: { Path: string; Message: string }[] }).Errors ?? [];

  beforeAll(async () => {
    t = await startApp(driver);
    const db = t.app.database.db;
    const imported = await createBrandFileService(db).importBrands(
      [MINE, OTHER].map((b) => ({ source: b.flavour, document: makeBrandFile(b.id, b.flavour) })),
    );
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const accounts = [
      ['owner', 'BrandOwner', MINE.id],
      ['staff', 'BrandStaff', MINE.id],
      ['otherOwner', 'BrandOwner', OTHER.id],
    ] as const;
    for (const [key, role, brandId] of accounts) {
      const email = `hooks-${key}-${driver}-${randomUUID().slice(0, 8)}@staff.test`;
      const password = 'staff-password-for-tests';
      await createStaffAccount(db, { email, name: key, role, brandId, password });
      const res = await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password },
      });
      tokens[key] = res.json<{ Data: { access_token: string } }>().Data.access_token;
    }
  });
  afterAll(() => t.close());

  it('registers an endpoint with a new secret, lists, edits, rotates and removes it, each in the audit log without the secret', async () => {
    await removeAll();
    const endpoint = await created({
      Url: `  ${PUBLIC_URL}  `,
      Events: ['order.placed', 'order.ready', 'order.placed'],
      Description: 'The till',
    });
    expect(endpoint).toMatchObject({
      Url: PUBLIC_URL,
      Events: ['order.placed', 'order.ready'],
      Description: 'The till',
      LastDelivery: null,
    });
    expect(endpoint.Secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(await endpointsOf()).toEqual([endpoint]);

    const url = `${base(MINE.flavour)}/${endpoint.EndpointId}`;
    const edit = await t.request('POST', url, {
      token: tokens.owner,
      body: { Url: 'https://93.184.215.14/v2', Events: ['order.cancelled'] },
    });
    expect(edit.status, edit.body).toBe(200);
    const edited = WebhookEndpointResponse.parse(edit.json()).Data;
    expect(edited).toMatchObject({
      Url: 'https://93.184.215.14/v2',
      Events: ['order.cancelled'],
      Description: '',
    });
    expect(edited.Secret).toBe(endpoint.Secret);

    const rotate = await t.request('POST', `${url}/rotate-secret`, { token: tokens.owner });
    expect(rotate.status, rotate.body).toBe(200);
    const rotated = WebhookEndpointResponse.parse(rotate.json()).Data;
    expect(rotated.Secret).toMatch(/^whsec_/);
    expect(rotated.Secret).not.toBe(endpoint.Secret);

    const remove = await t.request('POST', `${url}/remove`, { token: tokens.owner });
    expect(remove.status, remove.body).toBe(200);
    expect(await endpointsOf()).toEqual([]);
    expect((await t.request('GET', `${url}/deliveries`, { token: tokens.owner })).status).toBe(404);

    const entries = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, MINE.id), like(auditLog.action, 'webhook.%')))
      .orderBy(desc(auditLog.id))
      .limit(4);
    expect(entries.map((e) => e.action).reverse()).toEqual([
      'webhook.create',
      'webhook.edit',
      'webhook.rotate-secret',
      'webhook.remove',
    ]);
    expect(entries[2]!.before).toEqual({
      Url: PUBLIC_URL,
      Events: ['order.placed', 'order.ready'],
      Description: 'The till',
    });
    for (const secret of [endpoint.Secret, rotated.Secret])
      expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('is for owners: staff are refused, and so is a call without a token', async () => {
    for (const [method, path] of [
      ['GET', base(MINE.flavour)],
      ['POST', base(MINE.flavour)],
      ['POST', `${base(MINE.flavour)}/1/rotate-secret`],
      ['GET', `${base(MINE.flavour)}/1/deliveries`],
    ] as const) {
      const body = method === 'POST' ? { Url: PUBLIC_URL, Events: ['order.placed'] } : undefined;
      expect((await t.request(method, path, { token: tokens.staff, body })).status, path).toBe(403);
      expect((await t.request(method, path, { body })).status, path).toBe(401);
    }
  });

  it("keeps each brand's endpoints to itself: another brand's endpoint is not found, another brand's path refused", async () => {
    await removeAll();
    const mine = await created();
    const theirs = `${base(OTHER.flavour)}/${mine.EndpointId}`;
    const asOther = { token: tokens.otherOwner };
    expect(await endpointsOf(tokens.otherOwner, OTHER.flavour)).toEqual([]);
    expect((await t.request('GET', `${theirs}/deliveries`, asOther)).status).toBe(404);
    const edit = await t.request('POST', theirs, {
      ...asOther,
      body: { Url: PUBLIC_URL, Events: ['order.placed'] },
    });
    expect(edit.status).toBe(404);
    expect((await t.request('POST', `${theirs}/rotate-secret`, asOther)).status).toBe(404);
    expect((await t.request('POST', `${theirs}/remove`, asOther)).status).toBe(404);
    expect((await t.request('POST', `${theirs}/deliveries/1/resend`, asOther)).status).toBe(404);
    expect((await t.request('GET', base(MINE.flavour), asOther)).status).toBe(403);
    expect((await endpointsOf()).map((e) => e.Secret)).toEqual([mine.Secret]);
  });

  it('refuses private, loopback and link-local addresses, by literal or by name, as a field error', async () => {
    await removeAll();
    for (const [url, reason] of [
      ['http://127.0.0.1:8080/hook', /127\.0\.0\.1 is not a public internet address/],
      ['http://10.0.0.5/hook', /10\.0\.0\.5 is not a public internet address/],
      ['http://169.254.169.254/latest/meta-data', /169\.254\.169\.254 is not a public internet address/],
      ['https://[::1]/hook', /::1 is not a public internet address/],
      ['http://localhost:3000/hook', /localhost resolves to .+, which is not a public internet address/],
      ['ftp://93.184.215.14/hook', /starting https:\/\//],
      ['not an address', /starting https:\/\//],
    ] as const) {
      const res = await create({ Url: url, Events: ['order.placed'] });
      expect(res.status, url).toBe(400);
      const [error] = fieldErrors(res);
      expect(error?.Path, url).toBe('body.Url');
      expect(error?.Message, url).toMatch(reason);
    }
    const none = await create({ Url: PUBLIC_URL, Events: [] });
    expect(none.status).toBe(400);
    expect(fieldErrors(none)[0]).toEqual({ Path: 'body.Events', Message: 'Choose at least one event' });
    const edit = await t.request('POST', `${base(MINE.flavour)}/${(await created()).EndpointId}`, {
      token: tokens.owner,
      body: { Url: 'http://10.1.2.3/', Events: ['order.placed'] },
    });
    expect(edit.status).toBe(400);
    expect(fieldErrors(edit)[0]?.Path).toBe('body.Url');
    expect((await endpointsOf()).map((e) => e.Url)).toEqual([PUBLIC_URL]);
  });

  it('shows the latest deliveries newest first with their attempts and status; a resend queues a dead one again as new', async () => {
    await removeAll();
    const db = t.app.database.db;
    const endpoint = await created({ Events: ['order.placed', 'stock.changed'] });
    const other = await created({ Events: ['order.placed'] });
    const emit = (type: 'order.placed' | 'stock.changed', data: object) => emitWebhook(db, MINE, type, data);
    await emit('order.placed', { OrderId: 1 });
    await emit('order.placed', { OrderId: 2 });
    await emit('order.placed', { OrderId: 3 });
    await emit('stock.changed', { ItemId: 4 });
    const rows = await db
      .select()
      .from(outbox)
      .where(eq(outbox.endpointId, endpoint.EndpointId))
      .orderBy(outbox.id);
    expect(rows).toHaveLength(4);
    const [sent, dead, failing] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const later = new Date(Date.now() + 3_600_000);
    const attempt = (outboxId: number, statusCode: number | null, error: string | null) => ({
      brandId: MINE.id,
      outboxId,
      startedAt: new Date(),
      durationMs: 42,
      statusCode,
      error,
      response: statusCode ? `answer ${statusCode}` : null,
    });
    await db.update(outbox).set({ sentAt: new Date(), attempts: 1 }).where(eq(outbox.id, sent.id));
    await db
      .update(outbox)
      .set({ deadAt: new Date(), attempts: 2, error: 'Answered 500', lease: randomUUID(), leaseUntil: later })
      .where(eq(outbox.id, dead.id));
    await db
      .update(outbox)
      .set({ attempts: 1, error: 'No answer within 10 s', nextAttemptAt: later })
      .where(eq(outbox.id, failing.id));
    await db
      .insert(outboxAttempts)
      .values([
        attempt(sent.id, 200, null),
        attempt(dead.id, 500, 'Answered 500'),
        attempt(dead.id, 500, 'Answered 500'),
        attempt(failing.id, null, 'No answer within 10 s'),
      ]);

    const url = `${base(MINE.flavour)}/${endpoint.EndpointId}`;
    const res = await t.request('GET', `${url}/deliveries`, { token: tokens.owner });
    expect(res.status, res.body).toBe(200);
    const log = WebhookDeliveriesResponse.parse(res.json()).Data;
    expect(log.map((d) => [d.Type, d.Status, d.Attempts.length])).toEqual([
      ['stock.changed', 'Pending', 0],
      ['order.placed', 'Failing', 1],
      ['order.placed', 'Dead', 2],
      ['order.placed', 'Sent', 1],
    ]);
    expect(log[1]!.NextAttempt).toBe(later.toISOString());
    expect(log[2]!.NextAttempt).toBeNull();
    expect(log[3]!.Attempts[0]).toMatchObject({ StatusCode: 200, DurationMs: 42, Response: 'answer 200' });
    expect(JSON.parse(log[3]!.Payload)).toMatchObject({
      id: log[3]!.EventId,
      type: 'order.placed',
      brand: MINE.flavour,
      data: { OrderId: 1 },
    });
    const listed = (await endpointsOf()).find((e) => e.EndpointId === endpoint.EndpointId);
    expect(listed?.LastDelivery).toEqual({ Status: 'Pending', At: log[0]!.Created });

    // Another endpoint's path does not reach this endpoint's delivery.
    const astray = `${base(MINE.flavour)}/${other.EndpointId}/deliveries/${dead.id}/resend`;
    expect((await t.request('POST', astray, { token: tokens.owner })).status).toBe(404);
    expect(
      (await t.request('POST', `${url}/deliveries/${dead.id}/resend`, { token: tokens.staff })).status,
    ).toBe(403);

    const resend = await t.request('POST', `${url}/deliveries/${dead.id}/resend`, { token: tokens.owner });
    expect(resend.status, resend.body).toBe(200);
    const again = WebhookDeliveryResponse.parse(resend.json()).Data;
    expect(again).toMatchObject({ DeliveryId: dead.id, EventId: dead.eventId, Status: 'Pending' });
    expect(again.Attempts).toHaveLength(2);
    const [row] = await db.select().from(outbox).where(eq(outbox.id, dead.id));
    expect(row).toMatchObject({
      sentAt: null,
      deadAt: null,
      error: null,
      attempts: 0,
      lease: null,
      leaseUntil: null,
      eventId: dead.eventId,
      payload: dead.payload,
    });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('shows at most the latest 50 deliveries', async () => {
    await removeAll();
    const endpoint = await created();
    for (let i = 1; i <= 55; i++) await emitWebhook(t.app.database.db, MINE, 'order.placed', { OrderId: i });
    const res = await t.request('GET', `${base(MINE.flavour)}/${endpoint.EndpointId}/deliveries`, {
      token: tokens.owner,
    });
    const log = WebhookDeliveriesResponse.parse(res.json()).Data;
    expect(log).toHaveLength(50);
    expect(JSON.parse(log[0]!.Payload)).toMatchObject({ data: { OrderId: 55 } });
    expect(JSON.parse(log[49]!.Payload)).toMatchObject({ data: { OrderId: 6 } });
  });

  it('holds a brand to 20 endpoints', async () => {
    await removeAll();
    for (let i = 0; i < 20; i++) await created({ Description: `Receiver ${i}` });
    const res = await create({ Url: PUBLIC_URL, Events: ['order.placed'] });
    expect(res.status).toBe(400);
    expect(res.json<{ Info: { Message: string } }>().Info.Message).toMatch(/at most 20 webhook endpoints/);
    expect(await endpointsOf()).toHaveLength(20);
  });
});
