import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { toasterMounted } from '../../components/ui/toast';
import './toaster.css';

/** The one toast region (sonner), mounted by the first `notify()` (components/ui/toast.ts). */
export default function Toaster() {
  useEffect(() => {
    toasterMounted((message, { type, duration }) => (type ? toast[type] : toast)(message, { duration }));
  }, []);
  return <Sonner position="top-center" richColors duration={2000} />;
}
