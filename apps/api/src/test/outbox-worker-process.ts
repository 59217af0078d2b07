import { openDatabase } from '../db/client';
import { createOutboxWorker } from '../lib/outbox/outbox-worker';
import { webhookChannel } from '../modules/webhooks/webhook-channel';

/**
 * An outbox worker in a process of its own, for the test that kills one mid-delivery (SIGKILL): the webhook
 * channel on DATABASE_URL, its claims held for LEASE_MS. Says "worker ready" once it looks for messages.
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
const worker = createOutboxWorker(database.db, {
  channels: { webhook: webhookChannel(database.db, { httpsOnly: false, allowPrivate: true }) },
  leaseMs: Number(process.env.LEASE_MS),
  idleMs: 50,
  onError: (error) => console.error(error),
});
worker.start();
console.log('worker ready');
