import { useEffect } from 'react';
import { useBrand } from '../../features/brand/components/brand-context';
import { useOrderConfig } from '../../lib/queries/order-config';
import { chooseDeliveryType } from '../../lib/delivery-type-store';
import { DineInTableBar, DineInTableForm } from '../../features/venue/components/dine-in-table';
import { useDineInTable } from '../../features/venue/utils/dine-in-table';
import { brandPath } from '../../lib/links';
import { useNavigate, useSearchParams } from '../../lib/router';
import { MenuRoute } from './menu-route';
import { StoreRoute } from './store-route';

/**
 * `dine-in`: ordering at the table. The table comes from the QR code (`dine-in?table=12`) or is asked for,
 * is kept for the visit, and makes the order eat-in; the checkout sends it with the order so the kitchen
 * knows where to bring it. The menu shows only what can be eaten in (ForDineIn / ForEatIn).
 */
export function DineInRoute() {
  const { flavor, config } = useBrand();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderConfig = useOrderConfig(flavor);
  const tables = orderConfig.data?.DineInTables;
  const { table, problem, setTable } = useDineInTable(
    orderConfig.isPending ? null : params.get('table'),
    tables,
  );

  useEffect(() => {
    if (table !== null) chooseDeliveryType('EatIn');
  }, [table]);

  if (orderConfig.isPending)
    return (
      <div className="container venue">
        <p role="status">Loading…</p>
      </div>
    );
  if (table === null)
    return (
      <DineInTableForm
        key={problem ?? 'ask'}
        brandName={config.BrandData.BrandName}
        tables={tables}
        problem={problem}
        onTable={setTable}
      />
    );
  const Ordering = config.TemplateData.RecipesBrand ? MenuRoute : StoreRoute;
  return (
    <>
      <DineInTableBar
        table={table}
        onChange={() => {
          setTable(null);
          // Drop the QR code's table from the address too, or it would come straight back.
          if (params.has('table')) navigate(brandPath(flavor, 'dine-in'), { replace: true });
        }}
      />
      <Ordering bannerPage="dine-in" />
    </>
  );
}
