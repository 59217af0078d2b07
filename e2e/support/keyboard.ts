import type { Page } from '@playwright/test';

/**
 * Drives a page with the keyboard alone, as a person who cannot use a mouse: Tab and Shift+Tab until the focus
 * reaches a control, which is then used with Enter, Space, the arrows or Escape. Every Tab stop on the way is
 * checked: it shows a focus ring (an outline, or a box shadow drawn as a ring) and nothing covers it (the element at its
 * centre is it, a part of it or its label: a sticky bar, a dialog's footer or the window's edge are not).
 */

/** What the page says of the focused element. */
export interface FocusedElement {
  /** Its accessible name, near enough: aria-label, its label, its text or its picture's alternative text. */
  name: string;
  /** 'BODY' when nothing is focused (the browser's own controls, between a dialog's last and first stop). */
  tag: string;
  covered: string | null;
  indicator: boolean;
  path: string;
}

/** Describes the focused element once the page has drawn the focus (two animation frames). */
function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const path = location.pathname;
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body)
      return { name: '', tag: 'BODY', covered: null, indicator: true, path };
    const labelled = el.getAttribute('aria-labelledby');
    const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
    const name = (
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      labels[0]?.textContent ??
      (el.innerText || el.querySelector('img')?.alt || '')
    )
      .replace(/\s+/g, ' ')
      .trim();
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    const own = hit && (el.contains(hit) || labels.some((label) => label.contains(hit)));
    const outside = x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight;
    let covered: string | null = null;
    if (outside) covered = 'outside the window';
    else if (!own)
      covered = hit
        ? `${hit.tagName.toLowerCase()}.${hit.getAttribute('class')?.replace(/ /g, '.') ?? ''}`
        : 'nothing drawn there';
    // A focus ring: an outline, or a box shadow drawn as a ring (no offset, no blur: not a card's shadow). A
    // control hidden behind its label (a styled choice) shows it on the label.
    const ring = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)') ||
      /(^|\s)0px 0px 0px [1-9]/.test(style.boxShadow);
    const hidden = box.width <= 1 || box.height <= 1;
    const indicator = hidden
      ? labels.some((label) => ring(getComputedStyle(label)))
      : ring(getComputedStyle(el));
    return { name, tag: el.tagName, covered, indicator, path };
  });
}

export class Keyboard {
  /** Tab and Shift+Tab presses so far. */
  presses = 0;
  /** Every Tab stop that was covered or showed no focus indicator. */
  readonly problems: string[] = [];

  constructor(private readonly page: Page) {}

  /** The focused element, checked as a Tab stop. */
  async focused(): Promise<FocusedElement> {
    const focused = await focusedElement(this.page);
    const where = `"${focused.name}" (${focused.tag.toLowerCase()}) on ${focused.path}`;
    if (focused.covered) this.problems.push(`${where} is covered by ${focused.covered}`);
    if (!focused.indicator) this.problems.push(`${where} shows no focus indicator`);
    return focused;
  }

  /** The focused element's name, without checking it (the focus was moved by the app, not by Tab). */
  async focusName(): Promise<string> {
    return (await focusedElement(this.page)).name;
  }

  /** Presses Tab (or Shift+Tab) until the focused element's name matches, checking every stop. */
  async tabTo(name: RegExp, { back = false, max = 80 } = {}): Promise<void> {
    for (let i = 0; i < max; i++) {
      await this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      this.presses += 1;
      if (name.test((await this.focused()).name)) return;
    }
    throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${name}`);
  }

  /**
   * Goes to a control as a person would: where the focus is on it already, no press; else Tab (or Shift+Tab)
   * until it is. Used after a dialog closed, where the focus should be on its opener and may not be.
   */
  async reach(name: RegExp, options: { back?: boolean; max?: number } = {}): Promise<void> {
    if (name.test(await this.focusName())) return;
    await this.tabTo(name, options);
  }

  /**
   * Tabs (or Shift+Tabs) once round a dialog, back to the focused control, checking every stop; returns the
   * names of the stops between.
   */
  async roundTrip({ back = false, max = 60 } = {}): Promise<string[]> {
    const start = await this.focusName();
    const names: string[] = [];
    for (let i = 0; i < max; i++) {
      await this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      this.presses += 1;
      const { name } = await this.focused();
      if (name === start) return names;
      names.push(name);
    }
    throw new Error(`${max} presses did not come back to "${start}"`);
  }

  async press(key: 'Enter' | 'Space' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight') {
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }
}
