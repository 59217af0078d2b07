import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { AdminBrandParams } from '@storefront/contract/admin';
import { ok } from '@storefront/contract/envelope';
import { ReportQuery, ReportResponse, reportRoutes } from '@storefront/contract/reports';
import type { CsvFile, ReportsService } from './reports.service';
import { OWNERS, decorateStaff, staffGuard } from '../staff/staff-guard';
import { errorResponses, bearer, backOfficeTags } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404);
const range =
  '`from` and `to` are Europe/London calendar dates (YYYY-MM-DD), both included, at most 366 days; without ' +
  "them the last 30 days up to today. `BranchId` (one of the brand's branches) keeps to that branch's orders.";

/** A CSV download: named for the brand and the range, never cached (figures of a business). */
const sendCsv = (reply: FastifyReply, file: CsvFile) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** Owners' reports; every route runs the staff guard for owners (and platform admins) in `onRequest`. */
export const reportsRoutesPlugin: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  decorateStaff(app);
  const owners = staffGuard(app, OWNERS);

  app.get(
    reportRoutes.report,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Orders and revenue by day, channel and branch, average order, top items (owners)',
        description: `${range} Money in integer pence.`,
        security: bearer,
        params: AdminBrandParams,
        querystring: ReportQuery,
        response: { 200: ReportResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { Info: ok(), Data: await reports.report(request.brand, request.query) };
    },
  );

  app.get(
    reportRoutes.daysCsv,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Orders and revenue per day and channel as a CSV download (owners)',
        description: `${range} Answers text/csv (UTF-8 with a byte order mark), amounts in pounds.`,
        security: bearer,
        params: AdminBrandParams,
        querystring: ReportQuery,
        response: errors,
      },
      onRequest: owners,
    },
    async (request, reply) => sendCsv(reply, await reports.daysCsv(request.brand, request.query)),
  );

  app.get(
    reportRoutes.itemsCsv,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Every item sold with its quantity and revenue as a CSV download (owners)',
        description: `${range} Answers text/csv (UTF-8 with a byte order mark), amounts in pounds.`,
        security: bearer,
        params: AdminBrandParams,
        querystring: ReportQuery,
        response: errors,
      },
      onRequest: owners,
    },
    async (request, reply) => sendCsv(reply, await reports.itemsCsv(request.brand, request.query)),
  );

  app.get(
    reportRoutes.ordersCsv,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Every order counted with when it was due (ASAP or scheduled) as a CSV download (owners)',
        description:
          `${range} Answers text/csv (UTF-8 with a byte order mark): placed, due and ready-by times on the ` +
          'London clock (YYYY-MM-DD HH:MM), amounts in pounds.',
        security: bearer,
        params: AdminBrandParams,
        querystring: ReportQuery,
        response: errors,
      },
      onRequest: owners,
    },
    async (request, reply) => sendCsv(reply, await reports.ordersCsv(request.brand, request.query)),
  );
};
