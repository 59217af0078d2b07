import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUrl } from '@storefront/contract/admin';
import { reportRoutes, type ReportResponse } from '@storefront/contract/reports';
import { staffDownload, staffRequest } from './staff-client';

/** A report's London dates, both included ('YYYY-MM-DD'), and its branch (null: every branch). */
export interface ReportRange {
  from: string;
  to: string;
  branchId: number | null;
}

const withRange = (path: string, range: ReportRange) =>
  `${path}?${new URLSearchParams({
    from: range.from,
    to: range.to,
    ...(range.branchId === null ? {} : { BranchId: String(range.branchId) }),
  }).toString()}`;

/** The figures of a range; the previous range's stay on screen while the next one loads. */
export const useReport = (brand: string, range: ReportRange) =>
  useQuery({
    queryKey: ['admin', brand, 'reports', range.from, range.to, range.branchId] as const,
    queryFn: async () =>
      (await staffRequest<ReportResponse>(withRange(adminUrl(reportRoutes.report, brand), range), brand))
        .Data,
    placeholderData: keepPreviousData,
  });

export type ReportTable = 'days' | 'items' | 'orders';

const CSV_ROUTES: Record<ReportTable, string> = {
  days: reportRoutes.daysCsv,
  items: reportRoutes.itemsCsv,
  orders: reportRoutes.ordersCsv,
};

/**
 * Downloads a report table as CSV: fetched with the staff token, then saved through a temporary object URL
 * (the browser's own download, on phones too).
 */
export async function downloadReportCsv(
  brand: string,
  table: ReportTable,
  range: ReportRange,
): Promise<string> {
  const route = CSV_ROUTES[table];
  const { blob, fileName } = await staffDownload(
    withRange(adminUrl(route, brand), range),
    brand,
    `${brand}-${table}-${range.from}-to-${range.to}.csv`,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
