import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from '../../components/ui/toast';

/** The one toast region (sonner), mounted by the first `notify()` (components/ui/toast.ts). */
export default function Toaster() {
  useEffect(() => {
    toasterMounted();
  }, []);
  return <Sonner position="top-center" richColors duration={2000} />;
}
