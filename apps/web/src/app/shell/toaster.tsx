import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { toasterMounted } from '../../components/ui/toast';
import './toaster.css';

/**
 * Toasts open just under the sticky header (--sticky-header), never over it: the header's basket button and, on
 * phones, the floating basket bar at the bottom stay in sight while "Successfully Added" shows.
 */
const BELOW_HEADER = { top: 'calc(var(--sticky-header) + 0.5rem)' };

/** The one toast region (sonner), mounted by the first `notify()` (components/ui/toast.ts). */
export default function Toaster() {
  useEffect(() => {
    toasterMounted((message, { type, duration }) => (type ? toast[type] : toast)(message, { duration }));
  }, []);
  return (
    <Sonner
      position="top-center"
      richColors
      duration={2000}
      offset={BELOW_HEADER}
      mobileOffset={{ ...BELOW_HEADER, left: '0.75rem', right: '0.75rem' }}
    />
  );
}
