import { buttonClass } from '../../components/ui/button';
import { replace, without, type GroupDraft } from './menu-extras-draft';
import { ExtrasInput, type ExtrasFieldId } from './menu-extras-input';

const emptyOption = () => ({ Title: '', Price: '0.00', Quantity: 0, checked: false });

/** The extras groups of an item: options with prices, and how many may be chosen. */
export function ExtrasGroupsFieldset({
  groups,
  setGroups,
  errors,
  id,
  kindNoun,
}: {
  groups: GroupDraft[];
  setGroups: (groups: GroupDraft[]) => void;
  errors: Record<string, string>;
  id: ExtrasFieldId;
  kindNoun: string;
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
  setGroup,
  remove,
}: {
  group: GroupDraft;
  g: number;
  errors: Record<string, string>;
  id: ExtrasFieldId;
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
      <div className="field field--check">
        <div className="field__check">
          <input
            id={id(`groups.${g}.MultipleQuantity`)}
            type="checkbox"
            className="field__checkbox"
            checked={group.MultipleQuantity}
            onChange={(event) => setGroup({ ...group, MultipleQuantity: event.target.checked })}
          />
          <label className="field__check-label" htmlFor={id(`groups.${g}.MultipleQuantity`)}>
            Each option may be taken more than once
          </label>
        </div>
      </div>
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

function ExtrasOption({
  extra,
  path,
  e,
  errors,
  id,
  setExtra,
  remove,
}: {
  extra: OptionDraft;
  /** `groups.<g>.Extras.<e>`, the option's path in the extra object. */
  path: string;
  e: number;
  errors: Record<string, string>;
  id: ExtrasFieldId;
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
    </li>
  );
}
