import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl } from '@storefront/contract/paths';

/**
 * While `enabled`, listens to the brand's change stream (`GET api/Brand/v1/changes/{brand}`, server-sent events)
 * and reads the ordering rules again as soon as staff change them (busy mode, a paused channel, hours): an open
 * checkout shows the new times within a second or two. After a dropped connection the browser reconnects by
 * itself and the rules are read again, as a change may have been missed meanwhile.
 */
export function useBrandChanges(brand: string, enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl.brandChanges(brand));
    let reconnecting = false;
    const reload = () => void client.invalidateQueries({ queryKey: ['order-config', brand] });
    source.addEventListener('brand', reload);
    source.onopen = () => {
      if (reconnecting) reload();
      reconnecting = false;
    };
    source.onerror = () => {
      reconnecting = true;
    };
    return () => source.close();
  }, [brand, enabled, client]);
}
