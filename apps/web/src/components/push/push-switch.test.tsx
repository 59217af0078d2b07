// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PushState, PushSwitch as Switch } from '../../lib/web-push';
import { PushSwitch } from './push-switch';

const words = { turnOn: 'Get updates on this phone', on: 'Updates on this phone are on' };
const aSwitch = (state: PushState, more: Partial<Switch> = {}): Switch => ({
  state,
  busy: false,
  error: null,
  turnOn: vi.fn(() => Promise.resolve()),
  turnOff: vi.fn(() => Promise.resolve()),
  ...more,
});

describe('PushSwitch', () => {
  it('offers to turn notifications on while off, and turns them on when pressed', async () => {
    const push = aSwitch('off');
    render(<PushSwitch words={words} push={push} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get updates on this phone' }));
    expect(push.turnOn).toHaveBeenCalledOnce();
  });

  it('says they are on, with a way to turn them off', async () => {
    const push = aSwitch('on');
    render(<PushSwitch words={words} push={push} />);
    expect(screen.getByRole('status').textContent).toBe('Updates on this phone are on');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(push.turnOff).toHaveBeenCalledOnce();
  });

  it('says why there is no button when the site is blocked or the browser cannot show notifications', () => {
    const { rerender } = render(<PushSwitch words={words} push={aSwitch('blocked')} />);
    expect(screen.getByRole('status').textContent).toMatch(/blocked for this site: allow them/);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<PushSwitch words={words} push={aSwitch('unsupported')} />);
    expect(screen.getByRole('status').textContent).toBe('This browser cannot show notifications.');
  });

  it('shows nothing while the state is read, and a failure as an alert', () => {
    const { container, rerender } = render(<PushSwitch words={words} push={aSwitch('checking')} />);
    expect(container.innerHTML).toBe('');
    rerender(
      <PushSwitch words={words} push={aSwitch('off', { error: 'Please try again later.', busy: true })} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Please try again later.');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Get updates on this phone' }).disabled,
    ).toBe(true);
  });
});
