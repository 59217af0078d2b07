import type { ExtraObject, ExtraGroup } from '@storefront/contract/catalog';
import { allergenTitle } from '@storefront/domain/food-info';
import {
  EXTRA_QUANTITY_CAP,
  chosenInGroup,
  groupHint,
  groupKind,
  groupTotal,
  quantityOf,
  type ExtraSelection,
} from '@storefront/domain/extras';
import { formatPrice } from '../../../../lib/format';
import { Stepper } from '../../../../components/ui/stepper';

/** A tap or a stepper press on an extra; the popup applies it with the domain's rules. */
export type ExtraEvent =
  | { kind: 'toggle'; groupKey: string; title: string }
  | { kind: 'step'; groupKey: string; title: string; delta: 1 | -1 };

interface GroupProps {
  group: ExtraGroup;
  selection: ExtraSelection;
  onChange: (event: ExtraEvent) => void;
  /** Unique per popup, for input names and ids. */
  idPrefix: string;
}

const priceTag = (price: number) => (price > 0 ? `+${formatPrice(price)}` : null);

/** What an extra adds, under its title: 'Milk · 110 kcal', 'No allergens · 40 kcal'; nothing when undeclared. */
export function ExtraFacts({ info }: { info: ExtraGroup['Extras'][number]['FoodInfo'] }) {
  if (!info) return null;
  const allergens = info.Contains.length > 0 ? info.Contains.map(allergenTitle).join(', ') : 'No allergens';
  const may =
    info.MayContain.length > 0 ? ` · may contain ${info.MayContain.map(allergenTitle).join(', ')}` : '';
  return (
    <span className="extras-option__facts">
      {allergens}
      {may}
      {info.Kcal !== null ? ` · ${info.Kcal} kcal` : ''}
    </span>
  );
}

/** Choose-one groups: radio buttons, exactly one required (spec §5). */
function ChooseOneGroup({ group, selection, onChange, idPrefix }: GroupProps) {
  const chosen = Object.keys(chosenInGroup(selection, group.Key))[0];
  return (
    <fieldset className="extras-group">
      <legend className="extras-group__title">
        {group.Key}
        <span className={chosen ? 'extras-group__badge extras-group__badge--done' : 'extras-group__badge'}>
          {chosen ? 'Chosen' : 'Required'}
        </span>
      </legend>
      <ul className="extras-group__list">
        {group.Extras.map((extra) => (
          <li key={extra.Title}>
            <label className="extras-option">
              <input
                type="radio"
                name={`${idPrefix}-${group.Key}`}
                checked={chosen === extra.Title}
                onChange={() => onChange({ kind: 'toggle', groupKey: group.Key, title: extra.Title })}
              />
              <span className="extras-option__title">
                {extra.Title}
                <ExtraFacts info={extra.FoodInfo} />
              </span>
              <span className="extras-option__price">{priceTag(extra.Price)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Optional groups: check boxes, at most MaxQuantity of them (spec §5). */
function OptionalGroup({ group, selection, onChange }: GroupProps) {
  const count = Object.keys(chosenInGroup(selection, group.Key)).length;
  const full = count >= group.MaxQuantity;
  return (
    <fieldset className="extras-group">
      <legend className="extras-group__title">{group.Key}</legend>
      <p className="extras-group__hint">{groupHint(group)}</p>
      <ul className="extras-group__list">
        {group.Extras.map((extra) => {
          const checked = quantityOf(selection, group.Key, extra.Title) > 0;
          return (
            <li key={extra.Title}>
              <label className={!checked && full ? 'extras-option extras-option--disabled' : 'extras-option'}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onChange({ kind: 'toggle', groupKey: group.Key, title: extra.Title })}
                />
                <span className="extras-option__title">
                  {extra.Title}
                  <ExtraFacts info={extra.FoodInfo} />
                </span>
                <span className="extras-option__price">{priceTag(extra.Price)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** MultipleQuantity groups: a stepper per extra, each capped at 9, the group total at MaxQuantity (spec §5). */
function MultipleGroup({ group, selection, onChange }: GroupProps) {
  const total = groupTotal(selection, group.Key);
  return (
    <fieldset className="extras-group">
      <legend className="extras-group__title">{group.Key}</legend>
      <p className="extras-group__hint">
        Up to {EXTRA_QUANTITY_CAP} of each, {group.MaxQuantity} in total
      </p>
      <ul className="extras-group__list">
        {group.Extras.map((extra) => {
          const quantity = quantityOf(selection, group.Key, extra.Title);
          return (
            <li key={extra.Title} className="extras-option extras-option--stepper">
              <span className="extras-option__title">
                {extra.Title}
                <ExtraFacts info={extra.FoodInfo} />
              </span>
              <span className="extras-option__price">{priceTag(extra.Price)}</span>
              <Stepper
                size="small"
                value={quantity}
                label={extra.Title}
                canDecrease={quantity > 0}
                canIncrease={quantity < EXTRA_QUANTITY_CAP && total < group.MaxQuantity}
                onStep={(delta) => onChange({ kind: 'step', groupKey: group.Key, title: extra.Title, delta })}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function Group(props: GroupProps) {
  const kind = groupKind(props.group);
  if (kind === 'choose-one') return <ChooseOneGroup {...props} />;
  if (kind === 'optional') return <OptionalGroup {...props} />;
  return <MultipleGroup {...props} />;
}

interface ExtrasGroupsProps {
  source: Pick<ExtraObject, 'groups' | 'Sections'>;
  selection: ExtraSelection;
  onChange: (event: ExtraEvent) => void;
  idPrefix: string;
  /** 'Recipe Extras' or 'Product Extras': the name of the region holding the groups. */
  label: string;
}

/**
 * The item's extras groups. With Sections (the 'Recipe Extras' view) the groups sit under their section
 * titles, in the sections' order, and groups no section names follow; otherwise in the item's order.
 */
export function ExtrasGroups({ source, selection, onChange, idPrefix, label }: ExtrasGroupsProps) {
  const groups = source.groups.filter((g) => g.Extras.length > 0);
  const sections = source.Sections ?? [];
  const render = (group: ExtraGroup) => (
    <Group key={group.Key} group={group} selection={selection} onChange={onChange} idPrefix={idPrefix} />
  );
  if (sections.length === 0)
    return (
      <div className="extras-groups" role="group" aria-label={label}>
        {groups.map(render)}
      </div>
    );
  const placed = new Set(sections.flatMap((s) => s.GroupKeys));
  return (
    <div className="extras-groups" role="group" aria-label={label}>
      {sections.map((section) => (
        <section key={section.Title} className="extras-section">
          <h3 className="extras-section__title">{section.Title}</h3>
          {section.GroupKeys.flatMap((key) => groups.filter((g) => g.Key === key)).map(render)}
        </section>
      ))}
      {groups.filter((g) => !placed.has(g.Key)).map(render)}
    </div>
  );
}
