import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse, FieldError } from '@storefront/contract/envelope';
import { HttpError } from '../lib/http-error';
import { TooManyAttempts } from '../lib/attempt-limiter';
import { ServiceBusy } from '../lib/concurrency';
import { isDatabaseUnavailable } from '../db/client';

const KNOWN_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_CSRF_MISSING_SECRET: 'Security check failed: reload the page and try again',
  FST_CSRF_INVALID_TOKEN: 'Security check failed: reload the page and try again',
};

/** The PostgreSQL error code of a failed query, whether Drizzle wrapped the driver's error or not. */
const sqlState = (error: unknown): string | undefined => {
  const withCode = (e: unknown) =>
    typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
      ? (e as { code: string }).code
      : undefined;
  return withCode((error as { cause?: unknown } | null)?.cause) ?? withCode(error);
};

/**
 * Every failure answers in the spec's envelope, `{ Info: { Status, Message } }`, with the same HTTP status.
 * Client errors say what was wrong (validation errors list the field paths); server errors never show a stack
 * or an internal message.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let message = 'Something went wrong';
    let fields: FieldError[] | undefined;

    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      fields = error.validation.map((v) => ({
        Path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        Message: v.message ?? 'Invalid value',
      }));
      message = `Invalid request: ${fields.map((f) => `${f.Path}: ${f.Message}`).join('; ')}`;
    } else if (error instanceof TooManyAttempts) {
      status = 429;
      message = error.message;
      void reply.header('retry-after', String(Math.ceil(error.retryAfterMs / 1000)));
    } else if (error instanceof ServiceBusy) {
      status = 503;
      message = error.message;
      void reply.header('retry-after', String(error.retryAfterSeconds));
      request.log.warn({ route: request.routeOptions.url }, 'busy: answered 503');
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      message = error.message;
      fields = error.fields;
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else if (error.code && KNOWN_CLIENT_ERRORS[error.code]) {
      status = error.statusCode ?? 400;
      message = KNOWN_CLIENT_ERRORS[error.code] ?? message;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      message = error.message;
    } else if (sqlState(error) === '57014') {
      // PostgreSQL cancelled a statement past its timeout (DB_STATEMENT_TIMEOUT_MS): busy, not broken.
      status = 503;
      message = 'This is taking too long. Please try again in a few seconds.';
      void reply.header('retry-after', '5');
      request.log.warn({ route: request.routeOptions.url, err: error }, 'a statement ran out of time');
    } else if (isDatabaseUnavailable(error)) {
      // The database is down or restarting, or the connection dropped mid-request: a retry may succeed. Should
      // the connection have dropped after a COMMIT went through, a retried order's Idempotency-Key replays it.
      status = 503;
      message = 'We cannot take this right now. Please try again in a few seconds.';
      void reply.header('retry-after', '5');
      request.log.warn({ route: request.routeOptions.url, err: error }, 'the database is unavailable');
    } else if (error instanceof SyntaxError) {
      status = 400;
      message = 'The request body is not valid JSON';
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body: ErrorResponse = {
      Info: { Status: status, Message: message },
      ...(fields ? { Errors: fields } : {}),
    };
    return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
});
