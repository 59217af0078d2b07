import { useParams } from 'react-router';
import { BrandLoading } from '../../features/brand/components/brand-status';

/** Shown on a first visit while the page's code arrives (a route loaded on demand). */
export function PageLoading() {
  const { brand } = useParams();
  return <BrandLoading brand={brand ?? ''} />;
}
