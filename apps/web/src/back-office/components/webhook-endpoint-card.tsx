import { useId, useState } from 'react';
import type { WebhookEndpoint } from '@storefront/contract/webhooks';
import { buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/error-message';
import { useEditWebhook, useRemoveWebhook, useRotateWebhookSecret } from '../api/webhooks';
import { STATUS_WORDS, WebhookDeliveries, when } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';

type Confirming = 'rotate' | 'remove' | null;

/** Asks before rotating the secret or removing the endpoint, saying what follows. */
function ConfirmDialog({
  endpoint,
  confirming,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  confirming: Confirming;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const rotate = confirming === 'rotate';
  return (
    <Dialog
      open={confirming !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={rotate ? 'Rotate the signing secret?' : 'Remove this webhook?'}
      description={
        rotate
          ? `Calls to ${endpoint.Url} are signed with a new secret from now on, retries included. Your receiver refuses them until you give it the new secret.`
          : `Nothing more is sent to ${endpoint.Url}. Its delivery log goes, and calls not yet delivered are dropped.`
      }
      footer={
        <div className="hook-confirm__actions">
          <button type="button" className={buttonClass('primary')} disabled={pending} onClick={onConfirm}>
            {pending ? 'Working…' : rotate ? 'Rotate secret' : 'Remove webhook'}
          </button>
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            Cancel
          </button>
        </div>
      }
    >
      {error ? (
        <p role="alert" className="admin__error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/** What the endpoint gets and how it last went. */
function Summary({ endpoint }: { endpoint: WebhookEndpoint }) {
  const last = endpoint.LastDelivery;
  return (
    <>
      {endpoint.Description ? <p className="hook-card__description">{endpoint.Description}</p> : null}
      <ul className="hook-card__events" aria-label="Events sent">
        {endpoint.Events.map((e) => (
          <li key={e}>
            <code>{e}</code>
          </li>
        ))}
      </ul>
      <p className="hook-card__last">
        {last ? (
          <>
            Last delivery:{' '}
            <span className={`chip hook-status hook-status--${last.Status}`}>
              {STATUS_WORDS[last.Status]}
            </span>{' '}
            <time className="admin__muted" dateTime={last.At}>
              {when(last.At)}
            </time>
          </>
        ) : (
          <span className="admin__muted">No deliveries yet</span>
        )}
      </p>
    </>
  );
}

/** The card's buttons: its delivery log (opens below), edit, and the two that ask first. */
function CardActions({
  logId,
  logOpen,
  editing,
  onToggleLog,
  onEdit,
  onAsk,
}: {
  logId: string;
  logOpen: boolean;
  editing: boolean;
  onToggleLog: () => void;
  onEdit: () => void;
  onAsk: (what: Confirming) => void;
}) {
  const small = (variant: 'primary' | 'outline') => buttonClass(variant, 'hook-small');
  return (
    <div className="hook-card__actions">
      <button
        type="button"
        className={small('primary')}
        aria-expanded={logOpen}
        aria-controls={logId}
        onClick={onToggleLog}
      >
        {logOpen ? 'Hide deliveries' : 'Deliveries'}
      </button>
      {editing ? null : (
        <button type="button" className={small('outline')} onClick={onEdit}>
          Edit
        </button>
      )}
      <button type="button" className={small('outline')} onClick={() => onAsk('rotate')}>
        Rotate secret
      </button>
      <button type="button" className={small('outline')} onClick={() => onAsk('remove')}>
        Remove
      </button>
    </div>
  );
}

/** The rotate and remove questions: which is asked, and the answer's call. */
function useQuestions(brand: string, endpointId: number) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [rotated, setRotated] = useState(false);
  const rotate = useRotateWebhookSecret(brand);
  const remove = useRemoveWebhook(brand);
  const acting = confirming === 'rotate' ? rotate : remove;
  return {
    confirming,
    /** The secret was rotated here: the new one starts shown. */
    rotated,
    pending: acting.isPending,
    error: acting.isError ? errorMessage(acting.error) : null,
    ask: (what: Confirming) => {
      rotate.reset();
      remove.reset();
      setConfirming(what);
    },
    close: () => setConfirming(null),
    confirm: () => {
      if (confirming === 'rotate')
        rotate.mutate(endpointId, {
          onSuccess: () => {
            setRotated(true);
            setConfirming(null);
          },
        });
      // Removed: the list is read again and this card goes with it.
      else remove.mutate(endpointId);
    },
  };
}

/**
 * One endpoint: its address, events, secret and last delivery, with its edit form, the rotate and remove
 * questions, and its delivery log behind a button.
 */
export function WebhookEndpointCard({
  brand,
  endpoint,
  fresh,
}: {
  brand: string;
  endpoint: WebhookEndpoint;
  /** Just added: its secret starts shown, to be copied into the receiver. */
  fresh: boolean;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const edit = useEditWebhook(brand);
  const question = useQuestions(brand, endpoint.EndpointId);
  return (
    <li className="office__panel hook-card">
      <h2 className="hook-card__url" id={`${id}-url`}>
        {endpoint.Url}
      </h2>
      {editing ? (
        <WebhookForm
          idPrefix={`hook-edit-${endpoint.EndpointId}`}
          endpoint={endpoint}
          pending={edit.isPending}
          submitLabel="Save changes"
          onSubmit={(body, done) =>
            edit.mutate(
              { EndpointId: endpoint.EndpointId, body },
              { onSuccess: () => setEditing(false), onError: (error) => done(error) },
            )
          }
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Summary endpoint={endpoint} />
      )}
      <WebhookSecret
        key={endpoint.Secret}
        id={`${id}-secret`}
        secret={endpoint.Secret}
        shown={fresh || question.rotated}
      />
      <CardActions
        logId={`${id}-log`}
        logOpen={logOpen}
        editing={editing}
        onToggleLog={() => setLogOpen((open) => !open)}
        onEdit={() => setEditing(true)}
        onAsk={question.ask}
      />
      {logOpen ? <WebhookDeliveries brand={brand} endpointId={endpoint.EndpointId} id={`${id}-log`} /> : null}
      <ConfirmDialog
        endpoint={endpoint}
        confirming={question.confirming}
        pending={question.pending}
        error={question.error}
        onConfirm={question.confirm}
        onClose={question.close}
      />
    </li>
  );
}
