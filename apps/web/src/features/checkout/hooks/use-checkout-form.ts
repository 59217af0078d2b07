import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { brandLocal } from '../../../lib/brand-storage';
import { session } from '../../../lib/storage';
import { checkoutSchema, type CheckoutNeeds, type CheckoutValues } from '../utils/checkout-form';

/** Waits until a value has stopped changing for a moment (the postcode, before asking for a new quote). */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The checkout form, validated by the rules of what this order needs (a guest's details, an address), with
 * a guest's details from their last order at this brand and the postcode checked earlier in the visit. Also watches what
 * the quote depends on: when, the chosen slot and the typed postcode once settled.
 */
export function useCheckoutForm(brand: string, needs: CheckoutNeeds) {
  // The resolver reads what this order needs at validation time (after the latest render).
  const needsRef = useRef(needs);
  useLayoutEffect(() => {
    needsRef.current = needs;
  });
  const resolver = useMemo<Resolver<CheckoutValues>>(
    () => (values, context, options) =>
      zodResolver(checkoutSchema(needsRef.current))(values, context, options as never) as ReturnType<
        Resolver<CheckoutValues>
      >,
    [],
  );
  const own = brandLocal(brand);
  const form = useForm<CheckoutValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      guest: {
        Email: own.get('guestEmail') ?? '',
        FirstName: own.get('guestFirstName') ?? '',
        LastName: own.get('guestLastName') ?? '',
        Mobile: own.get('guestContact') ?? '',
      },
      // The postcode checked on the landing page or carried from postcode-iframe.
      address: { Line1: '', Line2: '', Town: '', Postcode: session.get('deliveryPostcode') ?? '' },
      when: 'asap',
      slot: '',
      notes: '',
      allergyNote: '',
    },
  });
  const when = useWatch({ control: form.control, name: 'when' });
  const slot = useWatch({ control: form.control, name: 'slot' });
  const typedPostcode = useWatch({ control: form.control, name: 'address.Postcode' });
  const postcode = useSettled((typedPostcode ?? '').trim());
  return { form, when, slot, postcode };
}
