import { useEffect, useMemo, type ReactNode } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { messages } from '../../../lib/messages';
import { local } from '../../../lib/storage';
import { useBrandInfo } from '../../../lib/queries/brand-info';
import { brandErrorMessage } from '../utils/brand-error';
import { isBrandFlavor } from '../utils/brand-flavor';
import { BrandContext } from './brand-context';
import { BrandLoading, BrandProblem } from './brand-status';
import { useBrandDocument } from './use-brand-document';

/**
 * Loads the brand's web customer configuration once per flavour and renders its children only when it is
 * known, so everything below can rely on `useBrand()`.
 */
export function BrandProvider({ brand, children }: { brand: string | undefined; children: ReactNode }) {
  if (!isBrandFlavor(brand)) {
    return <BrandProblem title="Brand not found">{messages.brandMissing}</BrandProblem>;
  }
  return <LoadedBrand brand={brand}>{children}</LoadedBrand>;
}

function LoadedBrand({ brand, children }: { brand: string; children: ReactNode }) {
  const query = useBrandInfo(brand);

  if (query.isPending) return <BrandLoading brand={brand} />;
  if (query.isError) {
    const message = brandErrorMessage(query.error);
    const missing = message === messages.brandMissing;
    return (
      <BrandProblem
        title={missing ? 'Brand not found' : 'Something went wrong'}
        action={
          missing ? null : (
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              Refresh page
            </button>
          )
        }
      >
        {message}
      </BrandProblem>
    );
  }
  return (
    <BrandReady brand={brand} config={query.data}>
      {children}
    </BrandReady>
  );
}

function BrandReady({
  brand,
  config,
  children,
}: {
  brand: string;
  config: WebCustomerConfig;
  children: ReactNode;
}) {
  useBrandDocument(config);
  useEffect(() => {
    local.set('BrandFlavor', brand);
    local.set('BrandId', config.BrandData.BrandId);
    local.set('TemplateType', config.TemplateData.TemplateType);
  }, [brand, config]);
  const value = useMemo(() => ({ flavor: brand, config }), [brand, config]);
  return <BrandContext value={value}>{children}</BrandContext>;
}
