import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { headers } from '@storefront/contract/paths';
import { HttpError } from '../lib/http-error';
import type { BrandContext, BrandLookup } from '../lib/brand-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of this request; set by the `resolveBrand` pre-handler. */
    brand: BrandContext;
  }
  interface FastifyInstance {
    /**
     * Resolves the request's brand: the `{brand}` path segment, else `BrandFlavor` in the body, else the header.
     * Used as a pre-handler (callback form) or awaited directly (`await app.resolveBrand(request)`).
     */
    resolveBrand: (
      request: FastifyRequest,
      reply?: unknown,
      done?: (error?: Error) => void,
    ) => Promise<void> | void;
    /** Sets the request's brand to the signed-in customer's; a `BrandFlavor` header naming another is refused. */
    resolveCustomerBrand: (request: FastifyRequest) => Promise<void>;
    /** The brand with this flavour or id when it is in memory (no I/O); undefined when unknown or not loaded. */
    cachedBrand: (flavourOrId: string | number) => BrandContext | undefined;
  }
}

function flavourOf(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  if (typeof params?.brand === 'string') return params.brand;
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body.BrandFlavor === 'string') return body.BrandFlavor;
  const header = request.headers[headers.brand.toLowerCase()];
  return typeof header === 'string' && header ? header : undefined;
}

export const brandContextPlugin = fp<{ brands: BrandLookup }>(async (app, { brands }) => {
  app.decorateRequest('brand', null as unknown as BrandContext);
  const missing = () =>
    new HttpError(400, 'Brand Flavor Missing! Please Contact Customer Support to place an order');
  const unknown = (flavour: string) => new HttpError(404, `Brand '${flavour.slice(0, 60)}' was not found`);

  async function resolveSlowly(request: FastifyRequest): Promise<void> {
    const params = request.params as Record<string, unknown> | undefined;
    if (typeof params?.brandId === 'number') {
      const brand = await brands.resolveById(params.brandId);
      if (!brand) throw new HttpError(404, `No brand has id ${params.brandId}`);
      request.brand = brand;
      return;
    }
    const flavour = flavourOf(request);
    if (!flavour) throw missing();
    const brand = await brands.resolve(flavour);
    if (!brand) throw unknown(flavour);
    request.brand = brand;
  }

  // Every catalogue call runs this: a brand already cached resolves without creating a promise.
  app.decorate(
    'resolveBrand',
    (request: FastifyRequest, _reply?: unknown, done?: (error?: Error) => void): Promise<void> | void => {
      const flavour =
        typeof (request.params as Record<string, unknown> | undefined)?.brandId === 'number'
          ? undefined
          : flavourOf(request);
      const cached = flavour === undefined ? null : brands.peek(flavour);
      if (!done) return cached ? void (request.brand = cached) : resolveSlowly(request);
      if (cached) {
        request.brand = cached;
        return done();
      }
      if (cached === undefined && flavour !== undefined) return done(unknown(flavour));
      resolveSlowly(request).then(() => done(), done);
    },
  );

  app.decorate('cachedBrand', (flavourOrId: string | number) =>
    typeof flavourOrId === 'number' ? brands.peekById(flavourOrId) : (brands.peek(flavourOrId) ?? undefined),
  );

  app.decorate('resolveCustomerBrand', async (request: FastifyRequest) => {
    if (!request.customer) throw new HttpError(401, 'Please log in to continue');
    const brand = await brands.resolveById(request.customer.brandId);
    if (!brand) throw new HttpError(401, 'Please log in to continue');
    const header = request.headers[headers.brand.toLowerCase()];
    if (typeof header === 'string' && header && header.toLowerCase() !== brand.flavour)
      throw new HttpError(403, 'This account belongs to another brand');
    request.brand = brand;
  });
});
