import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where links in emails (password resets, invitations, bookings) point for this request: see linkOrigin. */
    linkOrigin(request: FastifyRequest): string;
  }
}

export interface LinkOriginOptions {
  publicUrl: string | undefined;
  /** `host` or `host:port`, lower case; the first is where a request naming another Host is sent. */
  allowedHosts: readonly string[];
}

/**
 * The origin links in emails are built from: PUBLIC_URL when set; else the request's own when its Host is an
 * allowed one; else the first allowed host. Never a Host header nobody vouched for: anyone can send one, and a
 * reset link to their site would hand them the token (ADR 0050).
 */
export function linkOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>, options: LinkOriginOptions) {
  if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
  const host = request.host.toLowerCase();
  return `${request.protocol}://${options.allowedHosts.includes(host) ? host : options.allowedHosts[0]}`;
}

export const linkOriginPlugin = fp<LinkOriginOptions>(async (app, options) => {
  app.decorate('linkOrigin', (request: FastifyRequest) => linkOrigin(request, options));
});
