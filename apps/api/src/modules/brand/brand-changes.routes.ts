import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandParams } from '@storefront/contract/catalog';
import { ErrorResponse } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import { eventStreams } from '../../lib/event-stream';
import type { BrandChanges } from './brand-changes';

/**
 * The storefront's live brand: an open checkout hears that the brand changed (busy mode, a paused or stopped
 * channel, hours, fees) and asks getConfig again at once instead of at its next 30 s refresh. Anonymous: the
 * event says only that the brand changed, which its public answers show anyway.
 */
export const brandChangesRoutes: FastifyPluginAsyncZod<{ changes: BrandChanges }> = async (
  app,
  { changes },
) => {
  const streams = eventStreams(app);
  app.get(
    apiRoutes.brandChanges,
    {
      schema: {
        tags: ['Brand'],
        summary:
          'Server-sent events when the brand changes (`event: brand`, data: Brand): read getConfig again',
        description:
          'Each change of the brand (busy mode, paused or stopped channels, hours, fees, menu), made through any ' +
          'API instance (PostgreSQL LISTEN/NOTIFY). A comment line every 25 s keeps proxies from closing the ' +
          'stream; read getConfig again after a reconnection.',
        params: BrandParams,
        response: { 404: ErrorResponse },
      },
      preHandler: app.resolveBrand,
    },
    async (request, reply) => {
      const flavour = request.brand.flavour;
      await streams.serve(request, reply, async (send) =>
        changes.subscribe(flavour, () => send('brand', { Brand: flavour })),
      );
    },
  );
};
