// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedBy, valueOf } from '../../../test/dom';
import { FormHarness, submitForm } from '../test/form-harness';
import type { CheckoutValues } from '../utils/checkout-form';
import { CheckoutNotesSection } from './checkout-notes-section';

function renderNotes(onValid = (_: CheckoutValues) => undefined) {
  const user = userEvent.setup();
  render(
    <FormHarness needs={{ guest: false, address: false }} onValid={onValid}>
      {(form) => <CheckoutNotesSection form={form} />}
    </FormHarness>,
  );
  return {
    user,
    notes: screen.getByLabelText(/Anything else we should know/),
    allergy: screen.getByLabelText(/Allergy or dietary requirement/),
  };
}

describe('CheckoutNotesSection', () => {
  it('counts what the visitor types against the limit', async () => {
    const { user, notes } = renderNotes();
    expect(screen.getByText('0 of 500 characters')).toBeTruthy();
    await user.type(notes, 'Ring twice');
    expect(screen.getByText('10 of 500 characters')).toBeTruthy();
    expect(describedBy(notes)).toContain('10 of 500 characters');
  });

  it('keeps a paste over the limit whole and says what is wrong, instead of cutting it', async () => {
    const onValid = vi.fn();
    const { user, notes } = renderNotes(onValid);
    const long = 'x'.repeat(5000);
    await user.click(notes);
    await user.paste(long);
    expect(valueOf(notes)).toBe(long);
    expect(screen.getByText('5000 of 500 characters')).toBeTruthy();
    await submitForm(user);
    expect(onValid).not.toHaveBeenCalled();
    expect(notes.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(notes)).toContain('Notes can be at most 500 characters');
  });

  it('keeps the allergy note apart from the notes, with its own limit', async () => {
    const onValid = vi.fn();
    const { user, allergy } = renderNotes(onValid);
    await user.click(allergy);
    await user.paste('y'.repeat(301));
    await submitForm(user);
    expect(onValid).not.toHaveBeenCalled();
    expect(describedBy(allergy)).toContain('The allergy note can be at most 300 characters');
    await user.clear(allergy);
    await user.type(allergy, 'Severe peanut allergy');
    await submitForm(user);
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({ allergyNote: 'Severe peanut allergy', notes: '' }),
    );
  });
});
