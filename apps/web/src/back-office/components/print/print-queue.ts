export type TicketKind = 'ticket' | 'receipt';

/** One thing to print: an order's kitchen ticket or its receipt. */
export interface PrintJob {
  orderId: number;
  kind: TicketKind;
}

/**
 * The board's print queue: cards ask for a print (`requestPrint`), the board's print desk prints the jobs one
 * after the other. A module-level store rather than a context so that a card needs nothing from the board
 * besides its own button; there is one board on a page.
 */
let jobs: readonly PrintJob[] = [];
const listeners = new Set<() => void>();
const publish = (next: readonly PrintJob[]) => {
  jobs = next;
  for (const listener of listeners) listener();
};

/** Adds a job, unless the same one is already waiting (a double click prints once). */
export function requestPrint(job: PrintJob): void {
  if (jobs.some((j) => j.orderId === job.orderId && j.kind === job.kind)) return;
  publish([...jobs, job]);
}

/** Takes the first job off the queue. */
export function takeJob(): PrintJob | undefined {
  const [first, ...rest] = jobs;
  if (first) publish(rest);
  return first;
}

/** Calls `listener` whenever a job is added or taken; answers the unsubscribe. */
export function subscribeJobs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
