import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button';
import { replace, without, type GroupDraft } from './menu-extras-draft';
import { ExtrasInput, type ExtrasFieldId } from './menu-extras-input';
import { errorsUnder, FoodInfoDisclosure } from './menu-food-info';
import { toFoodDraft, type LabelOption } from './menu-food-info-draft';

const emptyOption = (): OptionDraft => ({
  Title: '',
  Price: '0.00',
  Quantity: 0,
  checked: false,
  Food: toFoodDraft(null),
});

/** The extras groups of an item: options with prices, and how many may be chosen. */
export function ExtrasGroupsFieldset({
  groups,
  setGroups,
  errors,
  id,
  kindNoun,
  labels,
}: {
  groups: GroupDraft[];
  setGroups: (groups: GroupDraft[]) => void;
  errors: Record<string, string>;
  id: ExtrasFieldId;
  kindNoun: string;
  /** The dietary labels an extra may keep. */
  labels: LabelOption[];
}) {
  return (
    <fieldset className="office__panel menu-form__section">
      <legend>Extras groups</legend>
      <p className="field__hint">
        A heading with ‘choose’ in it makes a group pick-one (one choice required); with ‘optional’ in it, the
        customer may pick up to the maximum or nothing.
      </p>
      {errors.groups ? <p className="field__error">{errors.groups}</p> : null}
      {groups.length === 0 ? <p className="admin__muted">This {kindNoun} has no extras.</p> : null}
      {groups.map((group, g) => (
        <ExtrasGroup
          key={g}
          group={group}
          g={g}
          errors={errors}
          id={id}
          labels={labels}
          setGroup={(next) => setGroups(replace(groups, g, next))}
          remove={() => setGroups(without(groups, g))}
        />
      ))}
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() =>
          setGroups([
            ...groups,
            { Key: '', MaxQuantity: '1', MultipleQuantity: false, Extras: [emptyOption()] },
          ])
        }
      >
        Add extras group
      </button>
    </fieldset>
  );
}

function ExtrasGroup({
  group,
  g,
  errors,
  id,
  labels,
  setGroup,
  remove,
}: {
  group: GroupDraft;
  g: number;
  errors: Record<string, string>;
  id: ExtrasFieldId;
  labels: LabelOption[];
  setGroup: (group: GroupDraft) => void;
  remove: () => void;
}) {
  return (
    <div className="menu-extras__group" role="group" aria-label={`Extras group ${g + 1}`}>
      <div className="menu-form__row">
        <ExtrasInput
          id={id(`groups.${g}.Key`)}
          label="Group heading"
          value={group.Key}
          error={errors[`groups.${g}.Key`]}
          onChange={(Key) => setGroup({ ...group, Key })}
        />
        <ExtrasInput
          id={id(`groups.${g}.MaxQuantity`)}
          label="Most choices"
          inputMode="numeric"
          className="menu-form__narrow"
          value={group.MaxQuantity}
          error={errors[`groups.${g}.MaxQuantity`]}
          onChange={(MaxQuantity) => setGroup({ ...group, MaxQuantity })}
        />
      </div>
      <CheckRow
        id={id(`groups.${g}.MultipleQuantity`)}
        checked={group.MultipleQuantity}
        onChange={(MultipleQuantity) => setGroup({ ...group, MultipleQuantity })}
      >
        Each option may be taken more than once
      </CheckRow>
      {errors[`groups.${g}.Extras`] ? <p className="field__error">{errors[`groups.${g}.Extras`]}</p> : null}
      <ul className="menu-extras__options">
        {group.Extras.map((extra, e) => (
          <ExtrasOption
            key={e}
            extra={extra}
            path={`groups.${g}.Extras.${e}`}
            e={e}
            errors={errors}
            id={id}
            labels={labels}
            setExtra={(next) => setGroup({ ...group, Extras: replace(group.Extras, e, next) })}
            remove={() => setGroup({ ...group, Extras: without(group.Extras, e) })}
          />
        ))}
      </ul>
      <div className="menu-form__actions">
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => setGroup({ ...group, Extras: [...group.Extras, emptyOption()] })}
        >
          Add option<span className="visually-hidden"> to {group.Key || `group ${g + 1}`}</span>
        </button>
        <button type="button" className={buttonClass('outline')} onClick={remove}>
          Remove group<span className="visually-hidden"> {group.Key || g + 1}</span>
        </button>
      </div>
    </div>
  );
}

type OptionDraft = GroupDraft['Extras'][number];

/** A checkbox with its label, in the extras' rows. */
function CheckRow({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="field field--check">
      <div className="field__check">
        <input
          id={id}
          type="checkbox"
          className="field__checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="field__check-label" htmlFor={id}>
          {children}
        </label>
      </div>
    </div>
  );
}

function ExtrasOption({
  extra,
  path,
  e,
  errors,
  id,
  labels,
  setExtra,
  remove,
}: {
  extra: OptionDraft;
  /** `groups.<g>.Extras.<e>`, the option's path in the extra object. */
  path: string;
  e: number;
  errors: Record<string, string>;
  id: ExtrasFieldId;
  labels: LabelOption[];
  setExtra: (extra: OptionDraft) => void;
  remove: () => void;
}) {
  return (
    <li className="menu-extras__option">
      <ExtrasInput
        id={id(`${path}.Title`)}
        label={`Option ${e + 1}`}
        value={extra.Title}
        error={errors[`${path}.Title`]}
        onChange={(Title) => setExtra({ ...extra, Title })}
      />
      <ExtrasInput
        id={id(`${path}.Price`)}
        label={
          <>
            <span className="visually-hidden">Option {e + 1} </span>Price (£)
          </>
        }
        inputMode="decimal"
        className="menu-form__narrow"
        value={extra.Price}
        error={errors[`${path}.Price`]}
        onChange={(Price) => setExtra({ ...extra, Price })}
      />
      <button type="button" className={buttonClass('outline', 'menu-form__remove')} onClick={remove}>
        Remove<span className="visually-hidden"> option {extra.Title || e + 1}</span>
      </button>
      <div className="menu-extras__more">
        <CheckRow
          id={id(`${path}.Default`)}
          checked={extra.Default === true}
          onChange={(on) => {
            const { Default: _was, ...rest } = extra;
            setExtra(on ? { ...rest, Default: true } : rest);
          }}
        >
          Chosen by default<span className="visually-hidden"> (option {extra.Title || e + 1})</span>
        </CheckRow>
        <FoodInfoDisclosure
          name={extra.Title || `option ${e + 1}`}
          draft={extra.Food}
          onChange={(Food) => setExtra({ ...extra, Food })}
          errors={errorsUnder(errors, `${path}.FoodInfo`)}
          labels={labels}
        />
      </div>
    </li>
  );
}
