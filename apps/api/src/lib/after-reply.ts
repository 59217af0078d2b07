import type { FastifyReply } from 'fastify';

/**
 * Work a request sets off once its answer has gone out: work whose cost must not show in how long the answer
 * took (a password reset's lookup and email would tell a registered address from an unknown one). Kept track of,
 * so that closing the server waits for it; a task's failure is logged, never thrown.
 */
export function createAfterReply(onError: (error: unknown, context: string) => void) {
  const running = new Set<Promise<void>>();
  const start = (context: string, task: () => Promise<void>) => {
    const run: Promise<void> = task()
      .catch((error: unknown) => onError(error, context))
      .finally(() => running.delete(run));
    running.add(run);
  };
  return {
    /** Runs `task` once the reply has been sent, or its connection closed before that. */
    run(reply: FastifyReply, context: string, task: () => Promise<void>): void {
      let started = false;
      const go = () => {
        if (started) return;
        started = true;
        start(context, task);
      };
      reply.raw.once('finish', go);
      reply.raw.once('close', go);
    },
    /** Resolves once every task started so far has ended (closing the server; tests). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
export type AfterReply = ReturnType<typeof createAfterReply>;
