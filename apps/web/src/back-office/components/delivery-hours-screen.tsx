import type { DeliveryHours } from '@storefront/contract/admin-config';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useDeliveryHours } from '../api/delivery-hours';
import { DeliveryAreasFieldset } from './delivery-areas-fieldset';
import { HoursField } from './hours-field';
import { OpeningHoursFieldset } from './opening-hours-fieldset';
import { useDeliveryHoursForm, type DeliveryHoursForm } from './use-delivery-hours-form';
import '../../components/ui/form.css';
import './delivery-hours.css';

const CHANNELS = [
  { name: 'Delivery', from: 'DeliveryFrom', min: 'MinDeliveryTime' },
  { name: 'Collection', from: 'CollectionFrom', min: 'MinCollectionTime' },
  { name: 'Eat in', from: 'EatInFrom', min: 'MinEatInTime' },
] as const;

/**
 * The owners' "Delivery & hours" screen: when each channel takes orders and with how much notice, the delivery
 * fee and minimum order, the delivery areas (each with its own fee and minimum if it differs) and the branches'
 * opening hours. Save checks everything with the contract's schema, shows problems next to their fields, and
 * the storefront's postcode check and checkout use the saved values at once.
 */
export function DeliveryHoursScreen({ brand }: { brand: string }) {
  const query = useDeliveryHours(brand);
  if (query.isPending) return <p role="status">Loading delivery and opening hours…</p>;
  if (query.isError)
    return (
      <p role="alert" className="admin__error">
        {errorMessage(query.error)}
      </p>
    );
  return <DeliveryHoursForm brand={brand} saved={query.data} />;
}

function DeliveryHoursForm({ brand, saved }: { brand: string; saved: DeliveryHours }) {
  const form = useDeliveryHoursForm(brand, saved);
  return (
    <div className="office">
      <div className="office__head">
        <h1>Delivery &amp; hours</h1>
        <p className="admin__muted">
          When orders are taken, where you deliver and at what charge. Checkout uses saved changes at once.
        </p>
      </div>
      <form className="hours" onSubmit={form.submit} noValidate>
        <OrderingTimesFieldset form={form} />
        <DeliveryChargesFieldset form={form} />
        <DeliveryAreasFieldset form={form} />
        {form.draft.Branches.map((branch, b) => (
          <OpeningHoursFieldset key={branch.BranchId} form={form} branch={branch} b={b} />
        ))}
        <SaveActions form={form} />
      </form>
    </div>
  );
}

/** Per channel, the earliest time of day it takes orders for and the notice it needs. */
function OrderingTimesFieldset({ form: { draft, errors, fid, change } }: { form: DeliveryHoursForm }) {
  return (
    <fieldset className="office__panel">
      <legend>Ordering times</legend>
      <p className="field__hint hours__intro">
        The earliest time of day each channel takes orders for, and the notice it needs (the first slot
        offered is at least this many minutes away).
      </p>
      <div className="hours__channels">
        {CHANNELS.map((c) => (
          <div key={c.name} className="hours__channel" role="group" aria-labelledby={fid(`${c.name}-title`)}>
            <h3 id={fid(`${c.name}-title`)}>{c.name}</h3>
            <HoursField
              id={fid(c.from)}
              label={`${c.name}: orders from`}
              type="time"
              required
              value={draft[c.from]}
              error={errors[c.from]}
              onChange={(e) => change({ ...draft, [c.from]: e.target.value }, c.from)}
            />
            <HoursField
              id={fid(c.min)}
              label={`${c.name}: notice in minutes`}
              type="number"
              inputMode="numeric"
              min={0}
              max={1440}
              step={1}
              required
              value={draft[c.min]}
              error={errors[c.min]}
              onChange={(e) => change({ ...draft, [c.min]: e.target.value }, c.min)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function DeliveryChargesFieldset({ form: { draft, errors, fid, change } }: { form: DeliveryHoursForm }) {
  return (
    <fieldset className="office__panel">
      <legend>Delivery charges</legend>
      <div className="hours__pair">
        <HoursField
          id={fid('DeliveryFee')}
          label="Delivery fee (£)"
          hint="Added to every delivery order; 0 for free delivery."
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={draft.DeliveryFee}
          error={errors.DeliveryFee}
          onChange={(e) => change({ ...draft, DeliveryFee: e.target.value }, 'DeliveryFee')}
        />
        <HoursField
          id={fid('MinDeliveryOrder')}
          label="Minimum delivery order (£)"
          hint="The smallest basket you deliver; 0 for none."
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={draft.MinDeliveryOrder}
          error={errors.MinDeliveryOrder}
          onChange={(e) => change({ ...draft, MinDeliveryOrder: e.target.value }, 'MinDeliveryOrder')}
        />
      </div>
    </fieldset>
  );
}

/** The count of problems (or why the save failed), Save, Undo, and the saved note. */
function SaveActions({ form: { errors, save, changed, done, undo } }: { form: DeliveryHoursForm }) {
  const errorCount = Object.keys(errors).length;
  return (
    <>
      {errorCount > 0 ? (
        <p role="alert" className="admin__error">
          {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} attention: see the messages
          above.
        </p>
      ) : save.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className="settings__actions">
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending || !changed}>
          {save.isPending ? 'Saving…' : 'Save delivery & hours'}
        </button>
        <button type="button" className={buttonClass('outline')} disabled={!changed} onClick={undo}>
          Undo changes
        </button>
        <span role="status" className="settings__saved">
          {done && !changed ? 'Saved: checkout uses it now.' : ''}
        </span>
      </div>
    </>
  );
}
