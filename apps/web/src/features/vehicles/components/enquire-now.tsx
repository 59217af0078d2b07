import { Suspense, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { ExternalIcon } from '../../../components/ui/icons';
import { lazyWithPreload } from '../../../components/ui/lazy';
import { useBrandInfo } from '../../../lib/queries/brand-info';

const EnquiryDialog = lazyWithPreload(() => import('./enquiry-dialog'));

interface EnquireNowProps {
  brand: string;
  productId: number;
  title: string;
  className?: string;
}

/**
 * Enquire Now (spec §1): with a configured contact page (BusinessInfo.ContactPage) it leaves for it in a new tab,
 * as the spec shows; without one it opens the built-in enquiry form (issue 16), loaded on first use.
 */
export function EnquireNow({ brand, productId, title, className }: EnquireNowProps) {
  const business = useBrandInfo(brand).data?.BusinessInfo;
  const [open, setOpen] = useState(false);
  if (business?.ContactPage)
    return (
      <a
        href={business.ContactPage}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary', className)}
        aria-label={`Enquire Now about the ${title} (opens the dealer's contact page in a new tab)`}
      >
        Enquire Now
        <ExternalIcon />
      </a>
    );
  return (
    <>
      <button
        type="button"
        className={buttonClass('primary', className)}
        aria-label={`Enquire Now about the ${title}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void EnquiryDialog.preload()}
        onFocus={() => void EnquiryDialog.preload()}
      >
        Enquire Now
      </button>
      {open ? (
        <Suspense fallback={null}>
          <EnquiryDialog
            open={open}
            onOpenChange={setOpen}
            brand={brand}
            productId={productId}
            title={title}
            consent={business?.EnquiryConsent}
          />
        </Suspense>
      ) : null}
    </>
  );
}
