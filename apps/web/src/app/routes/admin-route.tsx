import { backOfficeTools } from '@storefront/domain/back-office-tools';
import { AdminApp } from '../../back-office/components/admin-app';
import { BrandProvider } from '../../features/brand/components/brand-provider';
import { useBrand } from '../../features/brand/components/brand-context';
import { useVenueFeatures } from '../../lib/queries/venue-features';
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

/** The back office with the tools of what the brand offers: its channels and template, its venue's features. */
function BrandedAdmin() {
  const { flavor, config } = useBrand();
  const venue = useVenueFeatures(flavor);
  if (venue.isPending)
    return (
      <div className="admin admin--centered">
        <p role="status">Loading the back office…</p>
      </div>
    );
  // Unknown (the call failed): the venue's screens stay offered rather than hidden from staff who need them.
  const features = venue.data ?? { TableBookings: true, Events: true };
  const tools = backOfficeTools({
    template: config.TemplateData,
    deliveryTypes: config.DeliveryTypes,
    tableBookings: features.TableBookings,
    events: features.Events,
  });
  return <AdminApp brand={flavor} brandName={config.BrandData.BrandName} tools={tools} />;
}
