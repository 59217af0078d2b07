import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { moveActive } from '../utils/search-options';

/** The field is uncontrolled (React does not manage its value, nor its combobox state attributes). */
export function emptyField(field: HTMLInputElement | null) {
  if (!field) return;
  field.value = '';
  // Tells the readers of the field (the panel's store subscription) as typing would.
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function listen(target: EventTarget | null, type: string, listener: () => void): () => void {
  target?.addEventListener(type, listener);
  return () => target?.removeEventListener(type, listener);
}

/** Sets or removes an attribute of the field. */
function setAttribute(element: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** The field's combobox state follows the list; the active option is scrolled into view. */
export function useComboboxState(
  input: RefObject<HTMLInputElement | null>,
  expanded: boolean,
  activeId: string | undefined,
) {
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(expanded));
    setAttribute(field, 'aria-activedescendant', activeId);
  }, [input, expanded, activeId]);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
}

/** What the field's keys read and change. */
interface FieldKeys {
  /** The list is showing. */
  shown: boolean;
  count: number;
  activeId: string | undefined;
  setOpen: (open: boolean) => void;
  setActive: (move: (current: number) => number) => void;
  clear: () => void;
}

/** The field's events: what is typed, the keys of the combobox pattern, focus coming and going. */
export function useFieldEvents(input: RefObject<HTMLInputElement | null>, keys: FieldKeys) {
  const onKey = useRef<(event: KeyboardEvent) => void>(null);
  useLayoutEffect(() => {
    const { shown, count, activeId, setOpen, setActive, clear } = keys;
    onKey.current = (event) => {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          if (!shown) setOpen(true);
          else setActive((current) => moveActive(current, count, event.key === 'ArrowDown' ? 1 : -1));
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
  const { setOpen } = keys;
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
  }, [input, setOpen]);
}
