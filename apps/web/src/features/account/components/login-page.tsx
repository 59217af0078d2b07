import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { TokenRequest } from '@storefront/contract/auth';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert, FormNotice, PasswordField, SubmitButton, EmailField } from '../../../components/ui/form';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { brandPath } from '../../../lib/links';
import { local } from '../../../lib/storage';
import { logIn } from '../api/log-in';
import { afterLoginRoute, carriedQuery } from '../utils/after-login';
import { AuthCard, AuthFrame } from './auth-frame';
import { GuestStart } from './guest-start';
import { noticeOf, type ScreenProps } from './screen-props';

/** Distributor brands call their login 'Distributor Login' (spec §2 Header, §6), as the header's button does. */
export function loginTitle(config: ScreenProps['config']): string {
  return config.CheckoutDetail.DistributorLogin ? 'Distributor Login' : 'Log In';
}

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/** Logging in with email and password, then on to the page the visitor came from. */
function useLogin(brand: string, search: string, email: string) {
  const navigate = useNavigate();
  const login = useMutation({ mutationFn: logIn });
  const form = useZodForm({
    schema: TokenRequest,
    defaultValues: { username: email, password: '' },
    toInput: (values) => ({ grant_type: 'password', ...values, BrandFlavor: brand }),
    idPrefix: 'login',
  });

  const submit = form.handleSubmit((data) => {
    if (data.grant_type !== 'password') return;
    login.mutate(
      { brand, username: data.username, password: data.password },
      {
        onSuccess: () =>
          void navigate(brandPath(brand, afterLoginRoute(search, local.get('lastRoute'))), { replace: true }),
        onError: (error) => form.setServerError(error),
      },
    );
  });
  return { form, login, submit };
}

/**
 * The login (spec §2 `login`): email and password through `POST /Token`, then on to the page the visitor
 * came from. `guest=false` in the query hides the guest checkout; otherwise guests can go on without an
 * account. Links to registration and the password reset keep the query.
 */
export function LoginPage({ brand, config, banner, visitor }: ScreenProps) {
  const location = useLocation();
  const { search } = location;
  const state: unknown = location.state;
  const query = new URLSearchParams(search);
  const [notice] = useState(() => noticeOf(state));
  const title = loginTitle(config);
  const brandName = config.BrandData.BrandName;
  const guestAllowed = query.get('guest') !== 'false' && visitor.kind !== 'customer';
  const panelImage = config.Header?.Login.Image;

  const { form, login, submit } = useLogin(brand, search, query.get('email') ?? '');

  const typedEmail = form.values.username;
  const forgotHref =
    brandPath(brand, 'forgot-password') +
    carriedQuery(search, looksLikeEmail(typedEmail) ? { email: typedEmail.trim() } : {});

  return (
    <AuthFrame banner={banner} wide>
      <div className="auth-split">
        <AuthCard
          title={title}
          titleId="login-title"
          lead={`Welcome back to ${brandName}. Log in to order faster and see your previous orders.`}
        >
          {notice ? (
            <FormNotice>
              <p>{notice}</p>
            </FormNotice>
          ) : null}
          <form className="form" onSubmit={submit} noValidate aria-labelledby="login-title">
            <FormAlert message={form.formError} />
            <EmailField label="Email address" control={form.field('username')} autoComplete="username" />
            <PasswordField
              label="Password"
              control={form.field('password')}
              autoComplete="current-password"
            />
            <div className="auth-row">
              <Link className="auth-link" to={forgotHref}>
                Forgotten your password?
              </Link>
            </div>
            <SubmitButton pending={login.isPending} pendingLabel="Logging in…">
              {title}
            </SubmitButton>
          </form>
        </AuthCard>

        <NewCustomerPanel
          brand={brand}
          brandName={brandName}
          image={panelImage}
          search={search}
          guest={guestAllowed ? { training: query.get('training') === 'true' } : null}
        />
      </div>
    </AuthFrame>
  );
}

/** For a visitor without an account: registering, or (where allowed) going on as a guest. */
function NewCustomerPanel({
  brand,
  brandName,
  image,
  search,
  guest,
}: {
  brand: string;
  brandName: string;
  image: string | undefined;
  search: string;
  /** Offered unless the query says `guest=false` or a customer is signed in. */
  guest: { training: boolean } | null;
}) {
  return (
    <aside className="auth-panel" aria-labelledby="login-new-title">
      {image ? <img className="auth-panel__image" src={image} alt="" /> : null}
      <h2 id="login-new-title" className="auth-panel__title">
        New to {brandName}?
      </h2>
      <p className="auth-panel__text">
        Create an account to save your details, reorder in one click and keep track of your orders.
      </p>
      <Link className={buttonClass('primary')} to={brandPath(brand, 'registeruser') + carriedQuery(search)}>
        Create an account
      </Link>
      {guest ? (
        <>
          <p className="auth-or">or</p>
          <GuestStart brand={brand} training={guest.training} />
        </>
      ) : null}
    </aside>
  );
}
