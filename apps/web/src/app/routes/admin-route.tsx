import { AdminApp } from '../../back-office/components/admin-app';
import { BrandProvider } from '../../features/brand/components/brand-provider';
import { useBrand } from '../../features/brand/components/brand-context';
import { useParams } from '../../lib/router';

/** /{brand}/admin/…: the back office, in the brand's colours but without the storefront's shell. */
export function AdminRoute() {
  const { brand } = useParams();
  return (
    <BrandProvider brand={brand}>
      <BrandedAdmin />
    </BrandProvider>
  );
}

function BrandedAdmin() {
  const { flavor, config } = useBrand();
  return (
    <AdminApp
      brand={flavor}
      brandName={config.BrandData.BrandName}
      dealer={config.TemplateData.VehiclesBrand || config.TemplateData.PartsBrand}
    />
  );
}
