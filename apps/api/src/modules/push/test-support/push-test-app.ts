import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { StaffTokenResponse } from '@storefront/contract/admin';
import { OrderResponse, type Order } from '@storefront/contract/order';
import { pushUrl } from '@storefront/contract/push-paths';
import { makeBrandFile, TEST_PASSWORD } from '../../../test/fixtures';
import { startApp, type Driver, type TestApp } from '../../../test/harness';
import { createBrandFileService } from '../../brand-file/brand-file.service';
import { createStaffAccount } from '../../staff/staff.service';
import { newVapidEnv } from '../vapid-keys';
import type { BrowserKeys } from './push-service-stand-in';

const STAFF_PASSWORD = 'staff-password-for-push-tests';
export const SHOREDITCH = {
  BranchId: 21,
  Name: 'Shoreditch',
  Address: '42 Curtain Road, London',
  Postcode: 'EC2A 3NH',
};
export const CLAPHAM = {
  BranchId: 22,
  Name: 'Clapham',
  Address: '118 Clapham High Street',
  Postcode: 'SW4 7UH',
};

/**
 * The app of the push tests: its own brand `push-{id}` with two branches, calls to 127.0.0.1 allowed (the
 * stand-in push service), a VAPID pair of its own; an owner (every branch) and a Clapham cook (ADR 0047); its
 * customer Ann signed in.
 */
export async function startPushApp(driver: Driver, id: number) {
  const vapid = newVapidEnv();
  const t: TestApp = await startApp(driver, {
    OUTBOUND_ALLOW_PRIVATE: 'true',
    ...vapid,
    VAPID_SUBJECT: 'mailto:push-tests@example.test',
  });
  const flavour = `push-${id}`;
  const db = t.app.database.db;
  const imported = await createBrandFileService(db).importBrands([
    { source: flavour, document: { ...makeBrandFile(id, flavour), Branches: [SHOREDITCH, CLAPHAM] } },
  ]);
  expect(imported.ok, JSON.stringify(imported)).toBe(true);
  const tag = randomUUID().slice(0, 8);
  const staffToken = async (who: string, role: 'BrandOwner' | 'BrandStaff', branchId: number | null) => {
    const email = `${who}-${tag}@push.test`;
    await createStaffAccount(db, { email, name: who, role, brandId: id, branchId, password: STAFF_PASSWORD });
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    expect(res.status, res.body).toBe(200);
    return StaffTokenResponse.parse(res.json()).Data.access_token;
  };
  const tokens = {
    owner: await staffToken('owner', 'BrandOwner', null),
    clapham: await staffToken('clapham', 'BrandStaff', CLAPHAM.BranchId),
    ann: await t.login(flavour, `ann@${flavour}.test`, TEST_PASSWORD),
    bob: await t.login(flavour, `bob@${flavour}.test`, TEST_PASSWORD),
  };

  /** Places a collection order at a branch, as Ann (her token) or as a new guest (no token). */
  const place = async (branchId: number, token?: string): Promise<Order & { GuestSession?: string }> => {
    const res = await t.request('POST', '/api/Order/v2/placeOrder', {
      body: {
        BrandFlavor: flavour,
        OrderOption: 'Pickup',
        BranchId: branchId,
        Lines: [{ ItemId: id * 10 + 2, Quantity: 1 }],
        ...(token
          ? {}
          : { Guest: { Email: `g-${tag}@example.test`, FirstName: 'Gia', Mobile: '+44 7700 900777' } }),
      },
      headers: { 'idempotency-key': randomUUID() },
      token,
    });
    expect(res.status, res.body).toBe(200);
    return OrderResponse.parse(res.json()).Data;
  };

  /** A subscription body for a browser at `endpoint` holding `keys`. */
  const subscription = (endpoint: string, keys: BrowserKeys) => ({
    Endpoint: endpoint,
    Keys: { P256dh: keys.p256dh, Auth: keys.auth },
  });

  const subscribeToOrder = (orderId: number, body: unknown, token?: string) =>
    t.request('POST', pushUrl.order(orderId, 'subscribe'), {
      body,
      token,
      headers: { BrandFlavor: flavour },
    });

  /** Moves an order on as the owner would on the board. */
  const move = async (orderId: number, action: 'accept' | 'Ready' | 'reject') => {
    const path =
      action === 'accept'
        ? `/api/admin/${flavour}/orders/${orderId}/accept`
        : action === 'reject'
          ? `/api/admin/${flavour}/orders/${orderId}/reject`
          : `/api/admin/${flavour}/orders/${orderId}/status`;
    const body =
      action === 'accept'
        ? { PrepMinutes: 15 }
        : action === 'reject'
          ? { Reason: 'Out of buns' }
          : { Status: action };
    const res = await t.request('POST', path, { body, token: tokens.owner });
    expect(res.status, res.body).toBe(200);
  };

  /** Delivers everything due, as the outbox worker would. */
  const deliverAll = async () => {
    while ((await t.app.outbox.runOnce()) > 0);
  };

  return { t, db, flavour, vapid, tokens, place, subscription, subscribeToOrder, move, deliverAll };
}
export type PushTestApp = Awaited<ReturnType<typeof startPushApp>>;
