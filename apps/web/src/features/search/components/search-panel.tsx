import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore, type MouseEvent, type RefObject } from 'react';
import { Link } from '../../../lib/router';
// The chosen delivery type (spec §4) goes along as the OrderOption; its store is the delivery-type feature's.
import { useDeliveryType } from '../../../lib/delivery-type-store';
import { formatPrice } from '../../../lib/format';
import type { Product, Recipe, SearchResponse } from '@storefront/contract/catalog';
import { filterIsOn, hiddenBy, listedInfo, useFoodFilter, type FoodFilter } from '../../../lib/food-filter';
import { searchErrorText, searchQueryOptions } from '../api/search-items';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  searchGroups,
  searchKind,
  searchOrderOption,
  type SearchGroup,
  type SearchOption,
} from '../utils/search-options';
import { emptyField, listen, useComboboxState, useFieldEvents } from './use-search-field';
import './search-panel.css';

export interface SearchPanelProps {
  /** The search field, which the panel takes over once loaded. */
  input: RefObject<HTMLInputElement | null>;
  /** The id the results list takes: the field's `aria-controls` names it. */
  listId: string;
  brand: string;
  template: { VehiclesBrand: boolean; PartsBrand: boolean };
  /** After the visitor chose a result (the phone overlay closes). */
  onNavigate?: () => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

const optionId = (listId: string, option: SearchOption) => `${listId}-${option.key}`;

/**
 * The search itself (spec §2 Header, §5, §7, §8), loaded when the visitor first focuses the field: the
 * debounced call from 4 characters, and the results as a listbox the field controls (the ARIA combobox
 * pattern): arrow keys move through the results, Enter opens one, Escape closes the list, then clears.
 */
export default function SearchPanel({ input, listId, brand, template, onNavigate }: SearchPanelProps) {
  // The field is uncontrolled: what it holds is read like an outside store, so nothing typed while this
  // code loaded is missed.
  const term = useSyncExternalStore(
    (onChange) => listen(input.current, 'input', onChange),
    () => input.current?.value ?? '',
  );
  const [open, setOpen] = useState(true);
  const typed = term.trim();
  const key = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const long = typed.length >= SEARCH_MIN_LENGTH;
  const ready = long && key.length >= SEARCH_MIN_LENGTH;
  const kind = searchKind(template);
  const deliveryType = useDeliveryType();
  const search = useQuery({
    ...searchQueryOptions({ brand, kind, key, orderOption: searchOrderOption(deliveryType) }),
    enabled: ready,
  });
  // The visitor's allergen and diet filter hides here what it hides on the menu (lib/food-filter.ts).
  const { data, hidden } = useFilteredAnswer(brand, ready && !search.isError ? search.data : undefined);
  const groups = useMemo(() => (data ? searchGroups(brand, data, kind) : []), [brand, data, kind]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const [active, setActive] = useState(-1);
  const [shownFor, setShownFor] = useState(options);
  // New results: nothing active until the visitor moves (adjusting state while rendering, as React advises).
  if (shownFor !== options) {
    setShownFor(options);
    setActive(-1);
  }

  const shown = open && typed !== '';
  const expanded = shown && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const activeId = activeOption ? optionId(listId, activeOption) : undefined;

  useComboboxState(input, expanded, activeId);

  const clear = () => emptyField(input.current);
  const chose = (option: SearchOption) => {
    setOpen(false);
    if (!option.newTab) clear();
    onNavigate?.();
  };
  useFieldEvents(input, { shown, count: options.length, activeId, setOpen, setActive, clear });

  const found = searchStatus({
    long,
    failed: search.isError && ready,
    error: search.error,
    data,
    count: options.length,
    key,
  });
  const status = hidden > 0 ? `${found} · ${hidden} hidden by your allergen and diet filter` : found;
  const stale = search.isPlaceholderData || key !== typed;

  return (
    <div className="header-search__dropdown search-panel" hidden={!shown}>
      <p className="header-search__hint search-panel__status" role="status">
        {shown ? status : ''}
      </p>
      {expanded ? (
        <ResultsList
          listId={listId}
          groups={groups}
          stale={stale}
          activeOption={activeOption}
          onChoose={chose}
        />
      ) : null}
    </div>
  );
}

/** What the status line says: too short, the search's problem, searching, or how many results. */
function searchStatus({
  long,
  failed,
  error,
  data,
  count,
  key,
}: {
  long: boolean;
  failed: boolean;
  error: unknown;
  data: unknown;
  count: number;
  key: string;
}) {
  return !long
    ? `Type at least ${SEARCH_MIN_LENGTH} characters`
    : failed
      ? searchErrorText(error)
      : !data
        ? 'Searching…'
        : count === 0
          ? 'No item found'
          : `${count} ${count === 1 ? 'result' : 'results'} for “${key}”`;
}

/** The results as a listbox, in labelled groups (dishes, then products). */
function ResultsList({
  listId,
  groups,
  stale,
  activeOption,
  onChoose,
}: {
  listId: string;
  groups: SearchGroup[];
  /** Older results, shown while the new ones load. */
  stale: boolean;
  activeOption: SearchOption | undefined;
  onChoose: (option: SearchOption) => void;
}) {
  return (
    <div
      className={stale ? 'search-panel__list search-panel__list--stale' : 'search-panel__list'}
      id={listId}
      role="listbox"
      tabIndex={-1}
      aria-label="Search results"
      aria-busy={stale}
      // Choosing with the pointer keeps the focus in the field, as the combobox pattern expects.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
    >
      {groups.map((group) => {
        const labelId = `${listId}-${group.label}`;
        return (
          <div key={group.label} role="group" aria-labelledby={labelId} className="search-panel__group">
            <div role="presentation" id={labelId} className="search-panel__group-label">
              {group.label}
            </div>
            {group.options.map((option) => (
              <ResultOption
                key={option.key}
                id={optionId(listId, option)}
                option={option}
                active={option === activeOption}
                onChoose={onChoose}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

interface ResultOptionProps {
  id: string;
  option: SearchOption;
  active: boolean;
  onChoose: (option: SearchOption) => void;
}

function ResultOption({ id, option, active, onChoose }: ResultOptionProps) {
  const content = (
    <>
      {option.image ? (
        <img className="search-option__image" src={option.image} alt="" width={48} height={48} />
      ) : (
        <span className="search-option__image search-option__image--none" aria-hidden="true">
          {option.title.slice(0, 1)}
        </span>
      )}
      <span className="search-option__text">
        <span className="search-option__title">{option.title}</span>
        {option.detail ? <span className="search-option__detail">{option.detail}</span> : null}
      </span>
      <span className="search-option__price">{formatPrice(option.price)}</span>
      {option.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </>
  );
  const common = {
    id,
    role: 'option',
    'aria-selected': active,
    tabIndex: -1,
    className: active ? 'search-option search-option--active' : 'search-option',
    onClick: () => onChoose(option),
  } as const;
  return option.newTab ? (
    <a {...common} href={option.href} target="_blank" rel="noopener">
      {content}
    </a>
  ) : (
    <Link {...common} to={option.href}>
      {content}
    </Link>
  );
}

/** The answer with the visitor's allergen and diet filter applied, and how many it hides. */
function useFilteredAnswer(brand: string, answer: SearchResponse['Data'] | undefined) {
  const filter = useFoodFilter(brand);
  const data = useMemo(() => answer && filtered(answer, filter), [answer, filter]);
  const count = (d: SearchResponse['Data'] | undefined) =>
    d ? d.RecipeData.length + d.ProductData.length : 0;
  return { data, hidden: count(answer) - count(data) };
}

/**
 * The answer without what the filter hides; the same object when no filter is on or nothing found is food (a
 * parts or car search).
 */
function filtered(data: SearchResponse['Data'], filter: FoodFilter): SearchResponse['Data'] {
  const items: (Recipe | Product)[] = [...data.RecipeData, ...data.ProductData];
  if (!filterIsOn(filter) || !items.some((item) => item.FoodInfo)) return data;
  const keep = (item: Recipe | Product) => !hiddenBy(filter, listedInfo(item));
  return { ...data, RecipeData: data.RecipeData.filter(keep), ProductData: data.ProductData.filter(keep) };
}
