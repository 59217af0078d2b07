import { createContext, useContext } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';

export interface BrandContextValue {
  /** The first path segment, as the API knows the brand. */
  flavor: string;
  config: WebCustomerConfig;
}

export const BrandContext = createContext<BrandContextValue | null>(null);

/** The loaded brand. Only usable below BrandProvider, which renders nothing else until the brand is known. */
export function useBrand(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand is used outside BrandProvider');
  return value;
}
