/**
 * Small readers of an element's state, for tests without jest-dom's matchers: a form control's checked,
 * disabled and value, and where the keyboard focus is.
 */
export const isChecked = (element: HTMLElement): boolean => (element as HTMLInputElement).checked;
export const isDisabled = (element: HTMLElement): boolean => (element as HTMLInputElement).disabled;
export const valueOf = (element: HTMLElement): string => (element as HTMLInputElement).value;
export const hasFocus = (element: HTMLElement): boolean => element.ownerDocument.activeElement === element;

/** The text of what an input's aria-describedby names (its hint and its error), or null when it names none. */
export function describedBy(element: HTMLElement): string | null {
  const ids = element.getAttribute('aria-describedby');
  if (!ids) return null;
  const document = element.ownerDocument;
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
