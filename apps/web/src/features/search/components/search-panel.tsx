import { useQuery } from '@tanstack/react-query';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type RefObject,
} from 'react';
import { Link } from '../../../lib/router';
// The chosen delivery type (spec §4) goes along as the OrderOption; its store is the delivery-type feature's.
import { useDeliveryType } from '../../../lib/delivery-type-store';
import { formatPrice } from '../../../lib/format';
import { searchErrorText, searchQueryOptions } from '../api/search-items';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  moveActive,
  searchGroups,
  searchKind,
  searchOrderOption,
  type SearchOption,
} from '../utils/search-options';
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

/** The field is uncontrolled (React does not manage its value, nor its combobox state attributes). */
function emptyField(field: HTMLInputElement | null) {
  if (!field) return;
  field.value = '';
  // Tells the readers of the field (the panel's store subscription) as typing would.
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function listen(target: EventTarget | null, type: string, listener: () => void): () => void {
  target?.addEventListener(type, listener);
  return () => target?.removeEventListener(type, listener);
}

/** Sets or removes an attribute of the field. */
function setAttribute(element: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

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
  const data = ready && !search.isError ? search.data : undefined;
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

  // The field's combobox state follows the list.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(expanded));
    setAttribute(field, 'aria-activedescendant', activeId);
  }, [input, expanded, activeId]);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const clear = () => emptyField(input.current);
  const chose = (option: SearchOption) => {
    setOpen(false);
    if (!option.newTab) clear();
    onNavigate?.();
  };

  // The field's events: what is typed, the keys of the combobox pattern, focus coming and going.
  const onKey = useRef<(event: KeyboardEvent) => void>(null);
  useLayoutEffect(() => {
    onKey.current = (event) => {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          if (!shown) setOpen(true);
          else
            setActive((current) => moveActive(current, options.length, event.key === 'ArrowDown' ? 1 : -1));
          return;
        case 'Enter':
          event.preventDefault();
          // The option is a link: clicking it follows it as a pointer would (a new tab for product details).
          if (activeId) document.getElementById(activeId)?.click();
          return;
        case 'Escape':
          // Closes the list first, then clears the field; only an Escape in an empty field reaches a dialog
          // around it (the phone overlay closes).
          if (shown) {
            event.preventDefault();
            setOpen(false);
          } else if (input.current?.value) {
            event.preventDefault();
            clear();
          }
          return;
        case 'Tab':
          setOpen(false);
      }
    };
  });
  useEffect(() => {
    const field = input.current;
    const form = field?.form;
    if (!field || !form) return;
    const typing = () => setOpen(true);
    const focus = () => setOpen(true);
    const keydown = (event: KeyboardEvent) => onKey.current?.(event);
    const focusout = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    field.addEventListener('input', typing);
    field.addEventListener('focus', focus);
    field.addEventListener('keydown', keydown);
    form.addEventListener('focusout', focusout);
    return () => {
      field.removeEventListener('input', typing);
      field.removeEventListener('focus', focus);
      field.removeEventListener('keydown', keydown);
      form.removeEventListener('focusout', focusout);
    };
  }, [input]);

  const status = !long
    ? `Type at least ${SEARCH_MIN_LENGTH} characters`
    : search.isError && ready
      ? searchErrorText(search.error)
      : !data
        ? 'Searching…'
        : options.length === 0
          ? 'No item found'
          : `${options.length} ${options.length === 1 ? 'result' : 'results'} for “${key}”`;
  const stale = search.isPlaceholderData || key !== typed;

  return (
    <div className="header-search__dropdown search-panel" hidden={!shown}>
      <p className="header-search__hint search-panel__status" role="status">
        {shown ? status : ''}
      </p>
      {expanded ? (
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
                    onChoose={chose}
                  />
                ))}
              </div>
            );
          })}
        </div>
      ) : null}
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
