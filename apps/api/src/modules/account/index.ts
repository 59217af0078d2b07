import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { mailboxRoutes } from './mailbox.routes';

/** Customer accounts (registration, password reset), and outside production the development mailbox. */
export async function registerAccount(
  app: Server,
  {
    db,
    mailer,
    limits,
    production,
    afterReply,
  }: Pick<Core, 'db' | 'mailer' | 'limits' | 'production' | 'afterReply'>,
) {
  await app.register(accountRoutes, {
    accounts: createAccountService(db, mailer, { limits }),
    afterReply,
  });
  if (!production) await app.register(mailboxRoutes, { mailer });
}
