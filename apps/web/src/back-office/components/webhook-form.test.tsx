// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookEndpoint } from '@storefront/contract/webhooks';
import { ApiError } from '../../lib/api-client';
import { WebhookForm } from './webhook-form';

const endpoint: WebhookEndpoint = {
  EndpointId: 7,
  Url: 'https://till.example.com/hooks',
  Events: ['order.placed', 'order.ready'],
  Description: 'The till',
  Secret: 'whsec_x',
  Created: '2026-11-28T12:00:00.000Z',
  LastDelivery: null,
};

afterEach(cleanup);

/** The text of what describes an element (aria-describedby), as a screen reader reads it with it. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the webhook form', () => {
  it('sends the address, the events in their listed order and the description', async () => {
    const onSubmit = vi.fn();
    render(<WebhookForm idPrefix="t" pending={false} submitLabel="Add webhook" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Address'), '  https://till.example.com/hooks ');
    await user.click(screen.getByRole('checkbox', { name: /^order\.ready/ }));
    await user.click(screen.getByRole('checkbox', { name: /^order\.placed/ }));
    await user.type(screen.getByLabelText(/^Description/), 'The till');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      Url: 'https://till.example.com/hooks',
      Events: ['order.placed', 'order.ready'],
      Description: 'The till',
    });
  });

  it('focuses the first event when none is chosen, and says so with the events', async () => {
    const onSubmit = vi.fn();
    render(<WebhookForm idPrefix="t" pending={false} submitLabel="Add webhook" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Address'), 'https://till.example.com/hooks');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const first = screen.getByRole('checkbox', { name: /^order\.placed/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(description(screen.getByRole('group', { name: 'Events to send' }))).toBe(
      'Error: Choose at least one event',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("starts from the endpoint when editing, and shows the server's refusal of the address by the field", async () => {
    const onSubmit = vi.fn((_body: unknown, done: (error?: unknown) => void) =>
      done(new ApiError('Invalid request: body.Url: 10.0.0.5 is not a public internet address', 400, 400)),
    );
    render(
      <WebhookForm
        idPrefix="t"
        endpoint={endpoint}
        pending={false}
        submitLabel="Save changes"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Address').value).toBe(endpoint.Url);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^order\.ready/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^order\.accepted/ }).checked).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    const address = screen.getByLabelText('Address');
    await waitFor(() => expect(description(address)).toMatch(/10\.0\.0\.5 is not a public internet address/));
    expect(document.activeElement).toBe(address);
  });
});
