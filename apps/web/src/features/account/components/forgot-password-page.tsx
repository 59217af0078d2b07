import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { ForgotPasswordBody, PASSWORD_MIN_LENGTH, ResetPasswordBody } from '@storefront/contract/account';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert, FormNotice, PasswordField, SubmitButton, EmailField } from '../../../components/ui/form';
import { serverFieldErrors, useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { brandPath } from '../../../lib/links';
import { clearSession } from '../../../lib/session';
import { requestPasswordReset, resetPassword } from '../api/password-reset';
import { carriedQuery } from '../utils/after-login';
import { AuthCard, AuthFrame } from './auth-frame';
import type { NoticeState, ScreenProps } from './screen-props';

/** The reset link's token, kept in the history entry once it has left the address bar. */
function tokenOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('resetToken' in state)) return null;
  return typeof state.resetToken === 'string' ? state.resetToken : null;
}

/**
 * `forgot-password` (spec §2): asks for the email and answers the same whether or not it has an account.
 * The emailed link comes back here with `?token=…`, which shows the form for the new password.
 */
export function ForgotPasswordPage(props: ScreenProps) {
  const location = useLocation();
  const { search } = location;
  const state: unknown = location.state;
  const navigate = useNavigate();
  const fromQuery = new URLSearchParams(search).get('token');
  const token = fromQuery ?? tokenOf(state);

  // The token leaves the address at once: analytics tags and the Referer header would otherwise carry it.
  // It stays in this history entry's state, so a reload of the page still works.
  useEffect(() => {
    if (!fromQuery) return;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    const query = rest.toString();
    void navigate({ search: query ? `?${query}` : '' }, { replace: true, state: { resetToken: fromQuery } });
  }, [fromQuery, search, navigate]);

  return token ? <ResetPassword {...props} token={token} /> : <RequestReset {...props} />;
}

function RequestReset({ brand, banner }: ScreenProps) {
  const { search } = useLocation();
  const email = new URLSearchParams(search).get('email') ?? '';
  const send = useMutation({ mutationFn: requestPasswordReset });
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useZodForm({
    schema: ForgotPasswordBody,
    defaultValues: { CustomerEmail: email },
    toInput: (values) => ({ ...values, BrandFlavor: brand }),
    idPrefix: 'forgot',
  });
  const submit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: (message) => setAnswer(message),
      onError: (error) => form.setServerError(error),
    }),
  );
  const loginHref = brandPath(brand, 'login') + carriedQuery(search);

  return (
    <AuthFrame banner={banner}>
      <AuthCard
        title="Forgot password"
        titleId="forgot-title"
        lead="Enter the email address of your account and we will send you a link to choose a new password."
      >
        {answer ? (
          <ResetSent
            answer={answer}
            loginHref={loginHref}
            onAgain={() => {
              setAnswer(null);
              send.reset();
            }}
          />
        ) : (
          <>
            <form className="form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
              <FormAlert message={form.formError} />
              <EmailField label="Email address" control={form.field('CustomerEmail')} />
              <SubmitButton pending={send.isPending} pendingLabel="Sending…">
                Send reset link
              </SubmitButton>
            </form>
            <p className="auth-card__foot">
              Remembered it?{' '}
              <Link className="auth-link" to={loginHref}>
                Log in
              </Link>
            </p>
          </>
        )}
      </AuthCard>
    </AuthFrame>
  );
}

/** The server's answer to a reset request (the same whether or not the email has an account). */
function ResetSent({
  answer,
  loginHref,
  onAgain,
}: {
  answer: string;
  loginHref: string;
  onAgain: () => void;
}) {
  return (
    <>
      <FormNotice>
        <p>
          <strong>Check your email.</strong>
        </p>
        <p>{answer}</p>
      </FormNotice>
      <p className="auth-card__foot">
        Nothing arrived? Check your spam folder, or{' '}
        <button type="button" className="auth-link auth-link--button" onClick={onAgain}>
          send the link again
        </button>
        .
      </p>
      <Link className={buttonClass('primary')} to={loginHref}>
        Back to log in
      </Link>
    </>
  );
}

/** The shape of the tokens the server emails (ResetPasswordBody's Token). */
const isWholeToken = (token: string) => /^[A-Za-z0-9_-]{20,200}$/.test(token);

function ResetPassword({ brand, banner, token }: ScreenProps & { token: string }) {
  const navigate = useNavigate();
  const reset = useMutation({ mutationFn: resetPassword });
  const [expired, setExpired] = useState(false);
  const form = useZodForm({
    schema: ResetPasswordBody,
    defaultValues: { NewPassword: '' },
    toInput: (values) => ({ ...values, BrandFlavor: brand, Token: token }),
    idPrefix: 'reset',
  });
  const submit = form.handleSubmit((body) =>
    reset.mutate(body, {
      onSuccess: (message) => {
        // Every session of the account was signed out, this browser's included.
        clearSession(brand);
        const state: NoticeState = { notice: message };
        void navigate(brandPath(brand, 'login'), { replace: true, state });
      },
      onError: (error) => {
        // A used or expired link (or a token the schema refuses) cannot be fixed in this form.
        setExpired(
          error instanceof ApiError &&
            error.status === 400 &&
            Object.keys(serverFieldErrors(error.message)).length === 0,
        );
        form.setServerError(error);
      },
    }),
  );

  return (
    <AuthFrame banner={banner}>
      <AuthCard
        title="Choose a new password"
        titleId="reset-title"
        lead="Your new password replaces the old one, and you will be signed out everywhere."
      >
        {isWholeToken(token) ? (
          <form className="form" onSubmit={submit} noValidate aria-labelledby="reset-title">
            <FormAlert message={form.formError}>
              {expired ? (
                <p>
                  <Link className="auth-link" to={brandPath(brand, 'forgot-password')} state={null}>
                    Ask for a new link
                  </Link>
                </p>
              ) : null}
            </FormAlert>
            <PasswordField
              label="New password"
              control={form.field('NewPassword')}
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            />
            <SubmitButton pending={reset.isPending} pendingLabel="Saving…">
              Save new password
            </SubmitButton>
          </form>
        ) : (
          <FormAlert message="This link is not complete. Open it again from the email, or ask for a new one.">
            <p>
              <Link className="auth-link" to={brandPath(brand, 'forgot-password')} state={null}>
                Ask for a new link
              </Link>
            </p>
          </FormAlert>
        )}
      </AuthCard>
    </AuthFrame>
  );
}
