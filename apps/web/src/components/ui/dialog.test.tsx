// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

/** An owner that mounts its dialog only while it is open, as the storefront's popups and drawers do. */
function Owner({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          open
          onOpenChange={(next) => {
            onOpenChange?.(next);
            setOpen(next);
          }}
          title="Extras"
        >
          <p>Choose</p>
        </Dialog>
      ) : null}
    </>
  );
}

/** Whether the dialog was connected each time it was closed. */
function watchCloses(): boolean[] {
  const connected: boolean[] = [];
  const close = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'close')?.value as (
    this: HTMLDialogElement,
  ) => void;
  vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (this: HTMLDialogElement) {
    connected.push(this.isConnected);
    close.call(this);
  });
  return connected;
}

afterEach(() => vi.restoreAllMocks());

describe('Dialog', () => {
  // The browser returns the focus to the opener only when an open modal dialog is closed; one taken out of the
  // document while open leaves the focus on <body>.
  it('is closed while still in the document when its owner unmounts it', async () => {
    const connected = watchCloses();
    const user = userEvent.setup();
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Extras' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(connected).toEqual([true]);
  });

  it('does not tell an owner that unmounted it that it closed', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Owner onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // The native 'close' event is dispatched after the owner's own close: it must not call back again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onOpenChange.mock.calls).toEqual([[false]]);
  });
});
