import { registerAccount } from './modules/account';
import { registerAuth } from './modules/auth';
import { registerBrand } from './modules/brand';
import { registerCustomer } from './modules/customer';
import { registerEnquiries } from './modules/enquiries';
import { registerFavourites } from './modules/favourites';
import { registerGiftCards } from './modules/giftcards';
import { registerLoyalty } from './modules/loyalty';
import { registerMenu } from './modules/menu';
import { registerOrders } from './modules/orders';
import { registerOrderBoard } from './modules/orders/board';
import { createOrderHooks } from './modules/orders/order-hooks';
import { registerOrderSlots } from './modules/orders/slots';
import { registerPayments } from './modules/payments';
import { registerPush } from './modules/push';
import { registerReports } from './modules/reports';
import { registerSeo } from './modules/seo';
import { registerStaff } from './modules/staff';
import { registerVenue } from './modules/venue';
import { registerWebhooks } from './modules/webhooks';
import { registerBrandContext } from './setup/brands';
import { openCore, type ServerOptions } from './setup/core';
import { registerHealth, registerPlugins } from './setup/plugins';
import { registerWeb } from './setup/web';

export type BuildOptions = ServerOptions;

/**
 * Builds the whole application: the server and its core, the plugins, how a request finds its brand, then each
 * area in order, each handed what the ones before it answered. What an order's placing or cancelling sets off in
 * other areas is in the order hooks, which the areas add to as they register. Listening is the caller's job.
 */
export async function build(options: BuildOptions) {
  const { app, core, adminRouteList } = await openCore(options);
  await registerPlugins(app, core);
  registerHealth(app, core);
  const { brands, brandChanges } = await registerBrandContext(app, core);
  const hooks = createOrderHooks();
  const base = { ...core, brands, hooks };
  await registerWebhooks(app, base);

  const { fullSlots } = await registerOrderSlots(app, base);
  const { imagesOrigin } = await registerBrand(app, { ...base, fullSlots, brandChanges });
  await registerMenu(app, base);
  await registerCustomer(app, base);
  await registerFavourites(app, base);
  await registerAuth(app, base);
  const { shareImages } = await registerSeo(app, base);
  await registerStaff(app, { ...base, shareImages });
  const { loyalty } = await registerLoyalty(app, base);
  const { giftCards } = await registerGiftCards(app, base);
  const { events } = await registerVenue(app, base);
  const { payments } = await registerPayments(app, { ...base, otherPayments: [giftCards, events] });
  const { orders } = await registerOrders(app, {
    ...base,
    discounts: loyalty.discounts,
    giftCards,
    payments,
  });
  const { board } = await registerOrderBoard(app, { ...base, orders, payments });
  await registerPush(app, { ...base, orders });
  await registerReports(app, base);
  await registerEnquiries(app, base);
  await registerAccount(app, base);
  await registerWeb(app, { ...base, imagesOrigin });

  return Object.assign(app, {
    database: core.database,
    brands,
    payments,
    giftCards,
    events,
    loyalty,
    board,
    shareImages,
    paymentProvider: core.payment,
    outbox: core.outbox,
    afterReply: core.afterReply,
    adminRouteList,
  });
}
export type App = Awaited<ReturnType<typeof build>>;
