// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedBy, isChecked, isDisabled, valueOf } from '../../../test/dom';
import { FormHarness, submitForm } from '../test/form-harness';
import type { CheckoutValues } from '../utils/checkout-form';
import { CheckoutWhenSection } from './checkout-when-section';

const SLOTS = [
  { At: '2026-07-01T12:00:00.000Z', Label: 'Today 13:00' },
  { At: '2026-07-01T12:15:00.000Z', Label: 'Today 13:15' },
];

function renderWhen({
  slots = SLOTS,
  earliest = null as Date | null,
  busy = null as { ExtraMinutes: number } | null,
  onValid = (_: CheckoutValues) => undefined,
} = {}) {
  const user = userEvent.setup();
  render(
    <FormHarness needs={{ guest: false, address: false }} onValid={onValid}>
      {(form, when) => (
        <CheckoutWhenSection form={form} when={when} slots={slots} earliest={earliest} busy={busy} />
      )}
    </FormHarness>,
  );
  return user;
}

describe('CheckoutWhenSection', () => {
  it('starts at as soon as possible, from the earliest time on the London clock', () => {
    vi.useFakeTimers({ now: new Date('2026-07-01T10:00:00Z'), toFake: ['Date'] });
    try {
      // 11:30 UTC in July is 12:30 in London (British Summer Time).
      renderWhen({ earliest: new Date('2026-07-01T11:30:00Z') });
      expect(isChecked(screen.getByRole('radio', { name: /As soon as possible/ }))).toBe(true);
      expect(screen.getByText('from 12:30')).toBeTruthy();
      expect(screen.queryByLabelText('Time', { exact: true })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the day when as soon as possible is not today (the branch has closed)', () => {
    vi.useFakeTimers({ now: new Date('2026-07-01T22:00:00Z'), toFake: ['Date'] });
    try {
      renderWhen({ earliest: new Date('2026-07-02T10:30:00Z') });
      expect(screen.getByText('from 11:30 tomorrow')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers no choice of time when no slot has room', () => {
    renderWhen({ slots: [] });
    expect(isDisabled(screen.getByRole('radio', { name: 'Choose a time' }))).toBe(true);
  });

  it('lists the slots on offer once the visitor chooses a time', async () => {
    const user = renderWhen();
    await user.click(screen.getByRole('radio', { name: 'Choose a time' }));
    const select = screen.getByLabelText('Time', { exact: true });
    const options = [...select.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['Choose a time', 'Today 13:00', 'Today 13:15']);
  });

  it('says how much later the times are while the kitchen is busy', () => {
    renderWhen({ busy: { ExtraMinutes: 45 } });
    expect(screen.getByText('We are busy right now: times are 45 minutes later than usual.')).toBeTruthy();
  });

  it('requires a slot once the visitor chooses a time, and marks the select with the error', async () => {
    const onValid = vi.fn();
    const user = renderWhen({ onValid });
    await user.click(screen.getByRole('radio', { name: 'Choose a time' }));
    await submitForm(user);
    const select = screen.getByLabelText('Time', { exact: true });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toBe('Choose a time');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the chosen slot, picked with the keyboard', async () => {
    const onValid = vi.fn();
    const user = renderWhen({ onValid });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(isChecked(screen.getByRole('radio', { name: 'Choose a time' }))).toBe(true);
    const select = screen.getByLabelText('Time', { exact: true });
    await user.selectOptions(select, 'Today 13:15');
    expect(valueOf(select)).toBe(SLOTS[1]!.At);
    await submitForm(user);
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ when: 'later', slot: SLOTS[1]!.At }));
  });
});
