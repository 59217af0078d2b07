import { useEffect, useMemo } from 'react';
import { useBrand } from '../../features/brand/components/brand-context';
import { useOrderConfig } from '../../lib/queries/order-config';
import { useBranches } from '../../lib/queries/branches';
import { chooseDeliveryType } from '../../lib/delivery-type-store';
import { DineInTableBar, DineInTableForm } from '../../features/venue/components/dine-in-table';
import { useDineInTable } from '../../features/venue/utils/dine-in-table';
import { brandPath } from '../../lib/links';
import { useNavigate, useSearchParams } from '../../lib/router';
import { MenuRoute } from './menu-route';
import { StoreRoute } from './store-route';

/**
 * `dine-in`: ordering at the table. The table comes from the QR code (`dine-in?table=12`, with its branch where
 * the brand has several: `&branch=12`) or is asked for, is kept for the visit, and makes the order eat-in; the
 * checkout sends it, and its branch, with the order so the right kitchen knows where to bring it. The menu shows
 * only what can be eaten in (ForDineIn / ForEatIn).
 */
export function DineInRoute() {
  const { flavor, config } = useBrand();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderConfig = useOrderConfig(flavor);
  const branchList = useBranches(flavor);
  const pending = orderConfig.isPending || branchList.isPending;
  const tableParam = params.get('table');
  const branchParam = params.get('branch');
  const link = useMemo(
    () => (pending ? null : { table: tableParam, branch: branchParam }),
    [pending, tableParam, branchParam],
  );
  const { table, branch, problem, setTable } = useDineInTable(
    link,
    branchList.data ?? [],
    orderConfig.data?.DineInTables,
  );

  useEffect(() => {
    if (table !== null) chooseDeliveryType('EatIn');
  }, [table]);

  if (pending)
    return (
      <div className="container venue">
        <p role="status">Loading…</p>
      </div>
    );
  if (table === null)
    return (
      <DineInTableForm
        key={`${problem ?? 'ask'}:${branch?.BranchId ?? ''}`}
        placeName={branch?.Name ?? config.BrandData.BrandName}
        tables={branch ? branch.DineInTables : orderConfig.data?.DineInTables}
        branchName={branch?.Name ?? null}
        problem={problem}
        onTable={setTable}
      />
    );
  const Ordering = config.TemplateData.RecipesBrand ? MenuRoute : StoreRoute;
  return (
    <>
      <DineInTableBar
        table={table}
        branchName={branch?.Name ?? null}
        onChange={() => {
          setTable(null);
          // Drop the QR code's table from the address too, or it would come straight back; its branch stays.
          if (params.has('table'))
            navigate(`${brandPath(flavor, 'dine-in')}${branch ? `?branch=${branch.BranchId}` : ''}`, {
              replace: true,
            });
        }}
      />
      <Ordering bannerPage="dine-in" />
    </>
  );
}
