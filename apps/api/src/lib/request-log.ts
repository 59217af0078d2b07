import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type PinoLike = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger, made when the request first logs at a level that is let through. Most requests log nothing
 * at the operator's level (LOG_LEVEL=warn), and pino's child (its bindings serialised into a new object) was a
 * cost every request paid, hot catalogue answers included. What a request does log is as before.
 */
class LazyRequestLogger {
  private made?: FastifyBaseLogger;

  constructor(
    private readonly parent: PinoLike & { isLevelEnabled: (level: string) => boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  private log(level: Level, args: unknown[]): void {
    if (this.made || this.parent.isLevelEnabled(level)) {
      const logger = this.logger;
      Reflect.apply(logger[level], logger, args);
    }
  }

  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a lazy request logger over pino (any other logger gets its own child at once). */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const parent = logger as PinoLike;
  // A level or serialisers of the route's own make the child differ from its parent: made at once.
  if (typeof parent.isLevelEnabled !== 'function' || options.level !== undefined || options.serializers)
    return logger.child(bindings, options);
  return new LazyRequestLogger(
    parent as PinoLike & { isLevelEnabled: (level: string) => boolean },
    bindings,
    options,
  );
}
