import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request log lines, at a level of our choosing: one line per answered request ('request
 * completed', with its status and time) at `level` — debug in development, so the terminal of `npm start` keeps what
 * a person reads; info in production, where the operator quiets them with LOG_LEVEL=warn. The 'incoming request'
 * line goes to trace. Errors (5xx, failed replies) keep Fastify's own error lines, whatever the level.
 */
export class RequestLogController extends LogController {
  constructor(private readonly level: 'debug' | 'info') {
    super();
  }

  override incomingRequest(request: FastifyRequest) {
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
