import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import { reportsRoutesPlugin } from './reports.routes';
import { createReportsService } from './reports.service';

/** Owners' sales reports and their CSV exports. */
export async function registerReports(app: Server, { db }: Pick<Core, 'db'>) {
  await app.register(reportsRoutesPlugin, { reports: createReportsService(db) });
}
