import { useState } from 'react';
import { FormNotice } from '../../components/ui/form';
import { QueryProblem } from '../../components/ui/query-problem';
import { errorMessage } from '../../lib/error-message';
import { useCreateWebhook, useWebhookEndpoints } from '../api/webhooks';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookForm } from './webhook-form';
import './webhooks.css';

/** As many as the server takes (ADR 0056). */
const MAX_ENDPOINTS = 20;

function AddWebhook({ brand, onAdded }: { brand: string; onAdded: (endpointId: number) => void }) {
  const create = useCreateWebhook(brand);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <section className="office__panel hook-add" aria-labelledby="hook-add">
      <h2 id="hook-add">Add a webhook</h2>
      <WebhookForm
        idPrefix="hook-new"
        pending={create.isPending}
        submitLabel="Add webhook"
        onSubmit={(body, done) => {
          setAdded(null);
          create.mutate(body, {
            onSuccess: (endpoint) => {
              setAdded(endpoint.Url);
              onAdded(endpoint.EndpointId);
              done();
            },
            onError: (error) => done(error),
          });
        }}
      />
      {added ? (
        <FormNotice>
          Added {added}. Copy its signing secret into your receiver: every call is signed with it.
        </FormNotice>
      ) : null}
    </section>
  );
}

/**
 * Webhooks (owners; ADR 0055 and 0056): the brand's endpoints, each with its secret and delivery log, and the form
 * to add one. Each event an endpoint chose is POSTed to it, signed, and retried until it answers with a 2xx.
 */
export function WebhooksScreen({ brand }: { brand: string }) {
  const endpoints = useWebhookEndpoints(brand);
  const [fresh, setFresh] = useState<number | null>(null);
  const count = endpoints.data?.length ?? 0;
  return (
    <div className="office">
      <div className="office__head">
        <h1>Webhooks</h1>
        <p className="admin__muted">
          Tell your till, accounting package or courier service about orders as they happen. Each call is
          signed with the endpoint&apos;s secret and retried, waiting longer each time, until your receiver
          answers.
        </p>
      </div>
      <div className="hooks">
        <div className="hooks__list">
          {endpoints.isPending ? <p role="status">Loading the webhooks…</p> : null}
          {endpoints.isError ? (
            <QueryProblem message={errorMessage(endpoints.error)} onRetry={() => void endpoints.refetch()} />
          ) : null}
          {endpoints.data && count === 0 ? (
            <p className="office__panel admin__muted">
              No webhooks yet: add the address of your first receiver.
            </p>
          ) : null}
          {count > 0 ? (
            <>
              <p className="admin__muted hooks__count">
                {count} of {MAX_ENDPOINTS} webhooks
              </p>
              <ul className="hooks__endpoints">
                {endpoints.data?.map((e) => (
                  <WebhookEndpointCard
                    key={e.EndpointId}
                    brand={brand}
                    endpoint={e}
                    fresh={e.EndpointId === fresh}
                  />
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <AddWebhook brand={brand} onAdded={setFresh} />
      </div>
    </div>
  );
}
