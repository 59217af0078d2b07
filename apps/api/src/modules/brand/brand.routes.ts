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

/**
 * Whether the brand delivers to a postcode (spec §7 getConfig with Postcode, for the landing postcode check
 * and the checkout): its delivery areas decide, with the area's fee and minimum; a checkout that is closed
 * or a delivery channel that is stopped answers no with its message.
 */
export function deliveryCheck(brand: BrandContext, postcode: string): DeliveryCheck {
  const terms = deliveryTerms(brand.config, postcode);
  const shown = terms.postcode ?? postcode.trim().toUpperCase();
  const stop = brand.web.CartMessage?.StopOnlineOrders;
  const block = checkoutBlock({
    checkoutActive: brand.config.Active && brand.web.CheckoutDetail.Active,
    type: 'Home',
    stopFlags: brand.config,
    stopMessages: { Delivery: stop?.Delivery?.Message },
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

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiRoutes.getBrandInfo,
    {
      schema: {
        tags: ['Brand'],
        summary: "The brand's web customer configuration (look, texts, feature switches)",
        params: BrandParams,
        response: { 200: WebCustomerResponse, 404: ErrorResponse },
      },
      preHandler: app.resolveBrand,
      // Sent pre-serialised and pre-compressed, with an ETag.
      compress: false,
    },
    async (request, reply) => reply.sendJsonEntry(request.brand.webCustomer),
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
          '(pounds). ServerTime is the clock scheduled times are checked against.',
        params: BrandParams,
        body: GetConfigBody.nullish(),
        response: { 200: GetConfigResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      const config = request.brand.config;
      const postcode = request.body?.Postcode;
      return {
        Info: ok(),
        Data: {
          ...config,
          // Brands stored before these fields existed have none.
          DeliveryFee: config.DeliveryFee ?? 0,
          MinDeliveryOrder: config.MinDeliveryOrder ?? 0,
          DeliveryAreas: config.DeliveryAreas ?? [],
          ServerTime: new Date().toISOString(),
          ...(postcode ? { DeliveryCheck: deliveryCheck(request.brand, postcode) } : {}),
        },
      };
    },
  );
};
