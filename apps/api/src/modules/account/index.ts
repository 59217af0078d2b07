import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { mailboxRoutes } from './mailbox.routes';

/** Customer accounts (registration, password reset), and outside production the development mailbox. */
export async function registerAccount(
  app: Server,
  { env, db, mailer, limits, production }: Pick<Core, 'env' | 'db' | 'mailer' | 'limits' | 'production'>,
) {
  await app.register(accountRoutes, {
    accounts: createAccountService(db, mailer, { publicUrl: env.PUBLIC_URL, limits }),
  });
  if (!production) await app.register(mailboxRoutes, { mailer });
}
