import { Suspense } from 'react';
import { lazyWithPreload } from '../../../components/ui/lazy';
import type { SideCartProps } from './side-cart';

const SideCart = lazyWithPreload(() => import('./side-cart'));
// This chunk loads when the visitor points at the cart button: fetch the side cart straight away.
void SideCart.preload();

/**
 * The header's way in to the side cart: a tiny chunk that loads the side cart itself. The home page's entry
 * then lists one chunk for the cart button instead of every chunk the side cart needs (its 110 kB budget).
 */
export default function SideCartLoader(props: SideCartProps) {
  return (
    <Suspense fallback={null}>
      <SideCart {...props} />
    </Suspense>
  );
}
