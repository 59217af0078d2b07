/**
 * Small readers of an element's state, for tests without jest-dom's matchers: a form control's checked,
 * disabled and value, and where the keyboard focus is.
 */
export const isChecked = (element: HTMLElement): boolean => (element as HTMLInputElement).checked;
export const isDisabled = (element: HTMLElement): boolean => (element as HTMLInputElement).disabled;
export const valueOf = (element: HTMLElement): string => (element as HTMLInputElement).value;
export const hasFocus = (element: HTMLElement): boolean => element.ownerDocument.activeElement === element;

/** The text of the element an input's aria-describedby names (its error), or null when it names none. */
export function describedBy(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby');
  return id ? (element.ownerDocument.getElementById(id)?.textContent ?? null) : null;
}
