import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import { enquiriesRoutesPlugin } from './enquiries.routes';
import { createEnquiriesService } from './enquiries.service';

/** Enquiries sent from a brand's site, and the back office's list of them. */
export async function registerEnquiries(
  app: Server,
  { db, mailer, limits }: Pick<Core, 'db' | 'mailer' | 'limits'>,
) {
  await app.register(enquiriesRoutesPlugin, {
    enquiries: createEnquiriesService(db, { mailer, limits }),
  });
}
