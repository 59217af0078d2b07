import { DAY_NAMES } from '@storefront/domain/opening-hours';
import { buttonClass } from '../../components/ui/button';
import type { BranchDraft, HoursDraft } from './delivery-hours-draft';
import { HoursField } from './hours-field';
import type { DeliveryHoursForm } from './use-delivery-hours-form';

/** One branch's week: a row per opening, a day without rows is closed. */
export function OpeningHoursFieldset({
  form,
  branch,
  b,
}: {
  form: DeliveryHoursForm;
  branch: BranchDraft;
  b: number;
}) {
  return (
    <fieldset className="office__panel">
      <legend>Opening hours: {branch.Name}</legend>
      <p className="field__hint hours__intro">
        {branch.OpeningHours.length === 0
          ? 'No hours: the branch shows as closed. Add the days it opens.'
          : 'A day without hours is closed. A closing time at or before the opening time runs past midnight.'}
      </p>
      <ol className="hours__rows">
        {branch.OpeningHours.map((h, i) => (
          <OpeningRow key={h.key} form={form} hours={branch.OpeningHours} h={h} b={b} i={i} />
        ))}
      </ol>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={branch.OpeningHours.length >= 28}
        onClick={() => form.addHours(b, branch.OpeningHours)}
      >
        Add opening hours<span className="visually-hidden"> for {branch.Name}</span>
      </button>
    </fieldset>
  );
}

function OpeningRow({
  form,
  hours,
  h,
  b,
  i,
}: {
  form: DeliveryHoursForm;
  hours: HoursDraft[];
  h: HoursDraft;
  b: number;
  i: number;
}) {
  const { fid, errors, setHours } = form;
  const path = `Branches.${b}.OpeningHours.${i}`;
  const dayId = fid(`${path}.Day`);
  return (
    <li className="hours__opening">
      <div className="field">
        <label className="field__label" htmlFor={dayId}>
          Day<span className="visually-hidden"> of opening {i + 1}</span>
        </label>
        <select
          id={dayId}
          className="field__input"
          value={h.Day}
          onChange={(e) => setHours(b, i, { Day: e.target.value })}
        >
          {DAY_NAMES.map((name, day) => (
            <option key={name} value={day}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <HoursField
        id={fid(`${path}.Open`)}
        label={
          <>
            Opens<span className="visually-hidden"> (opening {i + 1})</span>
          </>
        }
        type="time"
        value={h.Open}
        error={errors[`${path}.Open`]}
        onChange={(e) => setHours(b, i, { Open: e.target.value })}
      />
      <HoursField
        id={fid(`${path}.Close`)}
        label={
          <>
            Closes<span className="visually-hidden"> (opening {i + 1})</span>
          </>
        }
        type="time"
        value={h.Close}
        error={errors[`${path}.Close`]}
        onChange={(e) => setHours(b, i, { Close: e.target.value })}
      />
      <button
        type="button"
        className={buttonClass('outline', 'hours__remove')}
        onClick={() => form.removeHours(b, hours, i)}
      >
        Remove<span className="visually-hidden"> {DAY_NAMES[Number(h.Day)]} hours</span>
      </button>
    </li>
  );
}
