import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetConfigBody, GetConfigResponse, type DeliveryCheck } from '@storefront/contract/brand-config';
import { BrandParams } from '@storefront/contract/catalog';
import { ErrorResponse, ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import { WebCustomerResponse } from '@storefront/contract/web-customer-config';
import { deliveryTerms, deliversMessage, notServedMessage } from '@storefront/domain/delivery-fee';
import { checkoutBlock } from '@storefront/domain/delivery-type';
import { toPounds } from '@storefront/domain/money';
import type { BrandContext } from './brand.service';
import { orderingAt, stopMessagesAt } from './ordering-now';

/**
 * Whether the brand delivers to a postcode (spec §7 getConfig with Postcode, for the landing postcode check
 * and the checkout): its delivery areas decide, with the area's fee and minimum; a checkout that is closed
 * or a delivery channel that is stopped answers no with its message.
 */
export function deliveryCheck(brand: BrandContext, postcode: string, at = new Date()): DeliveryCheck {
  const terms = deliveryTerms(brand.config, postcode);
  const shown = terms.postcode ?? postcode.trim().toUpperCase();
  const stop = brand.web.CartMessage?.StopOnlineOrders;
  // Delivery paused by busy mode answers no with its pause message.
  const ordering = orderingAt(brand, at);
  const block = checkoutBlock({
    checkoutActive: brand.config.Active && brand.web.CheckoutDetail.Active,
    type: 'Home',
    stopFlags: ordering.config,
    stopMessages: stopMessagesAt({ Delivery: stop?.Delivery?.Message }, ordering),
  });
  const delivers = terms.served === true && !block;
  return {
    Postcode: shown,
    Delivers: delivers,
    AreaName: delivers ? terms.areaName : null,
    DeliveryFee: toPounds(terms.feePence),
    MinDeliveryOrder: toPounds(terms.minimumPence),
    Message: block ? block.message : delivers ? deliversMessage(terms) : notServedMessage(shown),
  };
}

export const brandRoutes: FastifyPluginAsyncZod<{
  /** The starts (ISO 8601) of a brand's full slots from an instant on (slot capacity, issue 19). */
  fullSlots?: (brand: BrandContext, at: Date) => Promise<string[]>;
}> = async (app, { fullSlots }) => {
  app.get(
    apiRoutes.getBrandInfo,
    {
      schema: {
        tags: ['Brand'],
        summary: "The brand's web customer configuration (look, texts, feature switches)",
        params: BrandParams,
        response: { 200: WebCustomerResponse, 404: ErrorResponse },
      },
      // The answer is the brand's own prepared bytes (pre-compressed, with an ETag): sent from memory as soon as
      // the route is known when the brand is loaded; the pre-handler loads it otherwise.
      config: {
        prepared: (request) => app.cachedBrand((request.params as { brand: string }).brand)?.webCustomer,
      },
      preHandler: app.resolveBrand,
      compress: false,
    },
    async (request, reply) => reply.sendPrepared(request.brand.webCustomer),
  );

  app.post(
    apiRoutes.getConfig,
    {
      schema: {
        tags: ['Brand'],
        summary:
          "The brand's ordering rules: open channels, minimum times, start times, delivery areas, fee and minimum",
        description:
          'With a Postcode, DeliveryCheck says whether the brand delivers there and at what fee and minimum order ' +
          '(pounds). ServerTime is the clock scheduled times are checked against. Busy mode is applied: its ' +
          'extra minutes are in the minimum times (Busy), a paused channel is stopped (PausedChannels), and under ' +
          'a slot capacity FullSlots lists the coming 15-minute slots that take no more orders.',
        params: BrandParams,
        body: GetConfigBody.nullish(),
        response: { 200: GetConfigResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      const brand = request.brand;
      const at = new Date();
      const ordering = orderingAt(brand, at);
      const config = ordering.config;
      const postcode = request.body?.Postcode;
      return {
        Info: ok(),
        Data: {
          ...config,
          // Brands stored before these fields existed have none.
          DeliveryFee: config.DeliveryFee ?? 0,
          MinDeliveryOrder: config.MinDeliveryOrder ?? 0,
          DeliveryAreas: config.DeliveryAreas ?? [],
          ServerTime: at.toISOString(),
          Busy: ordering.extension
            ? { ExtraMinutes: ordering.extension.minutes, Until: ordering.extension.until.toISOString() }
            : null,
          PausedChannels: Object.entries(ordering.pauses).map(([channel, pause]) => ({
            Channel: channel as 'Delivery' | 'Collection' | 'EatIn',
            Until: pause.until.toISOString(),
            Message: pause.message,
          })),
          SlotCapacity: brand.slotCapacity,
          FullSlots: fullSlots ? await fullSlots(brand, at) : [],
          ...(postcode ? { DeliveryCheck: deliveryCheck(brand, postcode, at) } : {}),
        },
      };
    },
  );
};
