import { buttonClass } from '../../components/ui/button';
import type { AreaDraft } from './delivery-hours-draft';
import { FieldShell } from '../../components/ui/form';
import { HoursField } from './hours-field';
import type { DeliveryHoursForm } from './use-delivery-hours-form';

/** The postcodes delivered to: none means everywhere, otherwise only these, each with its own fee if set. */
export function DeliveryAreasFieldset({ form }: { form: DeliveryHoursForm }) {
  const { draft } = form;
  return (
    <fieldset className="office__panel">
      <legend>Delivery areas</legend>
      <p className="field__hint hours__intro">
        {draft.DeliveryAreas.length === 0
          ? 'No areas: you deliver to every postcode. Add an area to deliver only there.'
          : 'You deliver only to these postcodes; the most specific match decides the fee and minimum.'}
      </p>
      <ol className="hours__rows">
        {draft.DeliveryAreas.map((area, i) => (
          <AreaRow key={area.key} form={form} area={area} i={i} />
        ))}
      </ol>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={draft.DeliveryAreas.length >= 200}
        onClick={form.addArea}
      >
        Add delivery area
      </button>
    </fieldset>
  );
}

function AreaRow({ form, area, i }: { form: DeliveryHoursForm; area: AreaDraft; i: number }) {
  const { fid, errors, setArea } = form;
  return (
    <li className="hours__area">
      <div role="group" aria-label={`Delivery area ${i + 1}`} className="hours__area-fields">
        <HoursField
          id={fid(`DeliveryAreas.${i}.Name`)}
          label={`Area ${i + 1} name`}
          value={area.Name}
          error={errors[`DeliveryAreas.${i}.Name`]}
          onChange={(e) => setArea(i, { Name: e.target.value })}
          maxLength={80}
          className="hours__wide"
        />
        <HoursField
          id={fid(`DeliveryAreas.${i}.Postcodes`)}
          label={`Area ${i + 1} postcodes`}
          hint="Separated by commas: areas, districts or sectors, such as N1, EC2A, SW11 1."
          value={area.Postcodes}
          error={errors[`DeliveryAreas.${i}.Postcodes`]}
          onChange={(e) => setArea(i, { Postcodes: e.target.value })}
          spellCheck={false}
          autoCapitalize="characters"
          className="hours__wide"
        />
        <HoursField
          id={fid(`DeliveryAreas.${i}.DeliveryFee`)}
          label={`Area ${i + 1} fee (£)`}
          hint="Empty for the delivery fee above."
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={area.DeliveryFee}
          error={errors[`DeliveryAreas.${i}.DeliveryFee`]}
          onChange={(e) => setArea(i, { DeliveryFee: e.target.value })}
        />
        <HoursField
          id={fid(`DeliveryAreas.${i}.MinDeliveryOrder`)}
          label={`Area ${i + 1} minimum order (£)`}
          hint="Empty for the minimum above."
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={area.MinDeliveryOrder}
          error={errors[`DeliveryAreas.${i}.MinDeliveryOrder`]}
          onChange={(e) => setArea(i, { MinDeliveryOrder: e.target.value })}
        />
        {form.draft.Branches.length > 1 ? <AreaBranchField form={form} area={area} i={i} /> : null}
      </div>
      <button
        type="button"
        className={buttonClass('outline', 'hours__remove')}
        onClick={() => form.removeArea(i)}
      >
        Remove area {i + 1}
        {area.Name ? ` (${area.Name})` : ''}
      </button>
    </li>
  );
}

/** The branch an area's deliveries go out from: its notice applies to them. */
function AreaBranchField({ form, area, i }: { form: DeliveryHoursForm; area: AreaDraft; i: number }) {
  const { fid, errors, setArea, draft } = form;
  const id = fid(`DeliveryAreas.${i}.BranchId`);
  const error = errors[`DeliveryAreas.${i}.BranchId`];
  return (
    <FieldShell id={id} label={`Area ${i + 1} delivers from`} error={error}>
      <select
        id={id}
        className="field__input"
        value={area.BranchId}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setArea(i, { BranchId: e.target.value })}
      >
        <option value="">The first branch ({draft.Branches[0]?.Name})</option>
        {draft.Branches.map((b) => (
          <option key={b.BranchId} value={b.BranchId}>
            {b.Name}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
