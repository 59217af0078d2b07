import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  WebhookEndpointBody,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@storefront/contract/webhooks';
import { buttonClass } from '../../components/ui/button';
import { FormAlert, SubmitButton, TextField } from '../../components/ui/form';
import { useZodForm } from '../../components/ui/use-zod-form';

/** The form's values: the chosen events as one comma-separated string (form values are text or booleans). */
type Values = { Url: string; Events: string; Description: string };

const valuesOf = (endpoint?: WebhookEndpoint): Values => ({
  Url: endpoint?.Url ?? '',
  Events: (endpoint?.Events ?? []).join(','),
  Description: endpoint?.Description ?? '',
});
const chosen = (events: string) => (events ? (events.split(',') as WebhookEventType[]) : []);

/** The event checkboxes: one fieldset, its message read with it. */
function EventChoices({
  idPrefix,
  value,
  error,
  first,
  onChange,
}: {
  idPrefix: string;
  value: string;
  error: string | undefined;
  /** The first box, focused when a submit finds no event chosen. */
  first: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
}) {
  const picked = chosen(value);
  const errorId = `${idPrefix}-Events-error`;
  const toggle = (event: WebhookEventType, on: boolean) =>
    onChange(WEBHOOK_EVENTS.filter((e) => (e === event ? on : picked.includes(e))).join(','));
  return (
    <fieldset className="hook-form__events" aria-describedby={error ? errorId : undefined}>
      <legend>Events to send</legend>
      {error ? (
        <p id={errorId} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {WEBHOOK_EVENTS.map((event, i) => (
        <div key={event} className="hook-form__event">
          <input
            ref={i === 0 ? first : undefined}
            id={`${idPrefix}-event-${event}`}
            type="checkbox"
            checked={picked.includes(event)}
            aria-invalid={error ? true : undefined}
            onChange={(e) => toggle(event, e.currentTarget.checked)}
          />
          <label htmlFor={`${idPrefix}-event-${event}`}>
            <code>{event}</code> <span className="admin__muted">{WEBHOOK_EVENT_LABELS[event]}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The events are no text field the form can focus: a submit refused for them alone focuses their first box
 * (once per submit, so ticking boxes afterwards never moves the focus).
 */
function useEventsFocus(urlError: string | undefined, eventsError: string | undefined) {
  const first = useRef<HTMLInputElement>(null);
  const [submits, setSubmits] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (handled.current === submits || !(urlError || eventsError)) return;
    handled.current = submits;
    if (!urlError) first.current?.focus();
  }, [submits, urlError, eventsError]);
  return { first, submitted: () => setSubmits((n) => n + 1) };
}

/**
 * Adding or editing an endpoint: its address, the events it gets and a note for the owner. Checked with the
 * contract's schema before sending; the server's refusals (an address it will not call) show by their field.
 */
export function WebhookForm({
  idPrefix,
  endpoint,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  endpoint?: WebhookEndpoint;
  pending: boolean;
  submitLabel: string;
  /** Sends the body; calls back with the failure to show, or with nothing once it is saved. */
  onSubmit: (body: WebhookEndpointBody, done: (error?: unknown) => void) => void;
  onCancel?: () => void;
}) {
  const form = useZodForm({
    schema: WebhookEndpointBody,
    defaultValues: valuesOf(endpoint),
    toInput: (values) => ({ ...values, Events: chosen(values.Events) }),
    idPrefix,
  });
  const focus = useEventsFocus(form.errors.Url, form.errors.Events);
  const send = form.handleSubmit((body) =>
    onSubmit(body, (error) => {
      if (error) form.setServerError(error);
      else if (!endpoint) form.reset(valuesOf());
    }),
  );
  const submit = (event: FormEvent) => {
    focus.submitted();
    send(event);
  };
  return (
    <form className="form hook-form" onSubmit={submit} noValidate>
      <FormAlert message={form.formError} />
      <TextField
        label="Address"
        type="url"
        inputMode="url"
        spellCheck={false}
        autoCapitalize="none"
        autoComplete="off"
        control={form.field('Url')}
        hint="Each event is POSTed here as JSON. It must start https:// and be reachable from the internet."
      />
      <EventChoices
        idPrefix={idPrefix}
        value={form.values.Events}
        error={form.errors.Events}
        first={focus.first}
        onChange={(value) => form.setValue('Events', value)}
      />
      <TextField
        label="Description"
        optional
        autoComplete="off"
        control={form.field('Description')}
        hint="For you: what receives these calls (the till, the accounts)."
      />
      <div className="hook-form__actions">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className={buttonClass('outline')} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
