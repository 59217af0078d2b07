import { DAY_NAMES } from '@storefront/domain/opening-hours';
import { buttonClass } from '../../components/ui/button';
import { LEAD_CHANNELS, type BranchDraft, type HoursDraft } from './delivery-hours-draft';
import { HoursField } from './hours-field';
import type { DeliveryHoursForm } from './use-delivery-hours-form';

const CHANNEL_NAMES = { Delivery: 'Delivery', Collection: 'Collection', EatIn: 'Eat in' } as const;
const BRAND_MINUTES = {
  Delivery: 'MinDeliveryTime',
  Collection: 'MinCollectionTime',
  EatIn: 'MinEatInTime',
} as const;

/**
 * One branch's week, a row per opening (a day without rows is closed to collection and eat in), and its own
 * notice per channel where it differs from the brand's.
 */
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
          ? 'No hours: the branch shows as closed, and takes collection and eat-in orders for any time. Add the days it opens.'
          : 'Collection and eat-in orders are taken for while it is open. A day without hours is closed. A closing time at or before the opening time runs past midnight.'}
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
      <LeadTimesGroup form={form} branch={branch} b={b} />
    </fieldset>
  );
}

/** The branch's notice per channel: empty for the brand's, shown in the hint. */
function LeadTimesGroup({ form, branch, b }: { form: DeliveryHoursForm; branch: BranchDraft; b: number }) {
  const { fid, errors, draft, setLeadTime } = form;
  return (
    <div className="hours__lead" role="group" aria-labelledby={fid(`Branches.${b}.LeadTimes`)}>
      <h3 id={fid(`Branches.${b}.LeadTimes`)}>Notice at {branch.Name}</h3>
      <div className="hours__pair">
        {LEAD_CHANNELS.map((channel) => {
          const path = `Branches.${b}.LeadTimes.${channel}`;
          return (
            <HoursField
              key={channel}
              id={fid(path)}
              label={
                <>
                  {CHANNEL_NAMES[channel]} notice in minutes
                  <span className="visually-hidden"> at {branch.Name}</span>
                </>
              }
              hint={`Empty for the notice above (${draft[BRAND_MINUTES[channel]] || '–'} minutes).`}
              type="number"
              inputMode="numeric"
              min={0}
              max={1440}
              step={1}
              value={branch.LeadTimes[channel]}
              error={errors[path]}
              onChange={(e) => setLeadTime(b, channel, e.target.value)}
            />
          );
        })}
      </div>
    </div>
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
