import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import {
  ChangePasswordBody,
  CustomerResponse,
  DeleteAccountBody,
  ForgotPasswordBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateCustomerBody,
} from '@storefront/contract/account';
import { InfoOnly, ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import { refreshCookie } from '../auth/auth.routes';
import { FORGOT_PASSWORD_MESSAGE, type AccountService } from './account.service';
import type { AfterReply } from '../../lib/after-reply';
import { errorResponses, bearer } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Account'];

type Options = { accounts: AccountService; afterReply: AfterReply };

/** What every route group of the plugin shares. */
function context(app: RouteApp, { accounts, afterReply }: Options) {
  // Who is asking is checked before the body: an anonymous caller learns nothing from validation messages.
  const signedIn = { onRequest: app.requireCustomer, preHandler: app.resolveCustomerBrand };
  // The brand's own refresh cookie: a login at another brand stays (ADR 0040).
  const forgetRefresh = (request: FastifyRequest, reply: { clearCookie: FastifyReply['clearCookie'] }) =>
    reply.clearCookie(refreshCookie(request.brand.id), { path: apiRoutes.token });
  return { accounts, afterReply, signedIn, forgetRefresh };
}
type Context = ReturnType<typeof context>;

/** Registration and password resets. */
function passwordRoutes(app: RouteApp, { accounts, afterReply }: Context) {
  app.post(
    apiRoutes.register,
    {
      schema: {
        tags,
        summary: 'Creates a customer account',
        body: RegisterBody,
        response: { 200: CustomerResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({
      Info: ok('Your account has been created'),
      Data: await accounts.register(request.brand, request.body),
    }),
  );

  app.post(
    apiRoutes.forgotPassword,
    {
      schema: {
        tags,
        summary:
          'Emails a single-use link to choose a new password (same answer whether or not the email has an account)',
        body: ForgotPasswordBody,
        response: { 200: InfoOnly, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request, reply) => {
      const send = await accounts.forgotPassword(
        request.brand,
        request.body.CustomerEmail,
        app.linkOrigin(request),
        request.ip,
      );
      // Known or not, the email is looked up once the answer has gone: its time tells nobody which it was.
      afterReply.run(reply, 'password reset email', send);
      return { Info: ok(FORGOT_PASSWORD_MESSAGE) };
    },
  );

  app.post(
    apiRoutes.resetPassword,
    {
      schema: {
        tags,
        summary: 'Sets a new password from a reset link and signs out every session',
        body: ResetPasswordBody,
        response: { 200: InfoOnly, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      await accounts.resetPassword(request.brand, request.body.Token, request.body.NewPassword, request.ip);
      return { Info: ok('Your password has been changed. Please log in.') };
    },
  );
}

/** The signed-in customer's account. */
function profileRoutes(app: RouteApp, { accounts, signedIn, forgetRefresh }: Context) {
  app.post(
    apiRoutes.updateCustomer,
    {
      schema: {
        tags,
        summary: "Updates the signed-in customer's details",
        security: bearer,
        body: UpdateCustomerBody,
        response: { 200: CustomerResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ({
      Info: ok('Your details have been saved'),
      Data: await accounts.update(request.brand, request.customer!, request.body),
    }),
  );

  app.post(
    apiRoutes.changePassword,
    {
      schema: {
        tags,
        summary: 'Changes the password and signs out every session',
        security: bearer,
        body: ChangePasswordBody,
        response: { 200: InfoOnly, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) => {
      await accounts.changePassword(
        request.brand,
        request.customer!,
        request.body.CurrentPassword,
        request.body.NewPassword,
      );
      forgetRefresh(request, reply);
      return { Info: ok('Your password has been changed. Please log in again.') };
    },
  );

  app.post(
    apiRoutes.deleteAccount,
    {
      schema: {
        tags,
        summary: 'Deletes the account: personal data erased, order records kept anonymised',
        security: bearer,
        body: DeleteAccountBody,
        response: { 200: InfoOnly, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) => {
      await accounts.deleteAccount(request.brand, request.customer!, request.body.Password);
      forgetRefresh(request, reply);
      return { Info: ok('Your account has been deleted') };
    },
  );

  app.post(
    apiRoutes.logout,
    {
      schema: {
        tags,
        summary: 'Signs the customer out of every session',
        security: bearer,
        response: { 200: InfoOnly, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) => {
      await accounts.logout(request.brand, request.customer!);
      forgetRefresh(request, reply);
      return { Info: ok('Signed out') };
    },
  );
}

export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  passwordRoutes(app, ctx);
  profileRoutes(app, ctx);
};
