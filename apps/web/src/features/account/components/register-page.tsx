import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { RegisterBody, PASSWORD_MIN_LENGTH } from '@storefront/contract/account';
import { CheckboxField, FormAlert, PasswordField, SubmitButton } from '../../../components/ui/form';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { brandPath } from '../../../lib/links';
import { local } from '../../../lib/storage';
import { logIn } from '../api/log-in';
import { register } from '../api/register';
import { afterLoginRoute, carriedQuery } from '../utils/after-login';
import { AuthCard, AuthFrame } from './auth-frame';
import { customerDetailsFields } from './customer-details-fields';
import type { NoticeState, ScreenProps } from './screen-props';

const CREATED = 'Your account has been created';

/** Registers, then logs in with the same details; 'registered' when only the first step worked. */
async function registerAndLogIn(brand: string, body: RegisterBody): Promise<'logged-in' | 'registered'> {
  await register(body);
  try {
    await logIn({ brand, username: body.CustomerEmail, password: body.CustomerPassword });
    return 'logged-in';
  } catch {
    return 'registered';
  }
}

/**
 * The registration form and its call: a new customer is logged in and goes on; one registered but not logged
 * in goes to the login page with a notice.
 */
function useRegister(brand: string, search: string) {
  const navigate = useNavigate();
  const signUp = useMutation({ mutationFn: (body: RegisterBody) => registerAndLogIn(brand, body) });
  const form = useZodForm({
    schema: RegisterBody,
    defaultValues: {
      CustomerFirstName: '',
      CustomerLastName: '',
      CustomerEmail: '',
      CustomerMobile: '',
      CustomerPassword: '',
      MarketingOptIn: false,
    },
    toInput: (values) => ({
      ...values,
      BrandFlavor: brand,
      CustomerMobile: values.CustomerMobile.trim() || null,
    }),
    idPrefix: 'register',
  });

  const submit = form.handleSubmit((body) =>
    signUp.mutate(body, {
      onSuccess: (outcome) => {
        // No toast: sonner in this chunk would split React out of the home page's chunk (its budget); the
        // header greeting the new customer by name confirms the account.
        if (outcome === 'logged-in') {
          void navigate(brandPath(brand, afterLoginRoute(search, local.get('lastRoute'))), { replace: true });
        } else {
          const state: NoticeState = { notice: `${CREATED}. Please log in.` };
          void navigate(brandPath(brand, 'login') + carriedQuery(search), { replace: true, state });
        }
      },
      // An email that already has an account is that field's problem.
      onError: (error) => form.setServerError(error, { field: 'CustomerEmail', statuses: [409] }),
    }),
  );
  return { form, signUp, submit };
}

/** Registration (spec §2 `registeruser`): the account is created and the new customer is logged in. */
export function RegisterPage({ brand, config, banner }: ScreenProps) {
  const { search } = useLocation();
  const brandName = config.BrandData.BrandName;
  const { form, signUp, submit } = useRegister(brand, search);

  return (
    <AuthFrame banner={banner}>
      <AuthCard
        title="Register"
        titleId="register-title"
        lead={`Create your ${brandName} account: check out faster, reorder in one click and keep track of your orders.`}
      >
        <form className="form" onSubmit={submit} noValidate aria-labelledby="register-title">
          <FormAlert message={form.formError} />
          {customerDetailsFields(form)}
          <PasswordField
            label="Password"
            control={form.field('CustomerPassword')}
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few words you can remember work well.`}
          />
          <CheckboxField
            control={form.checkbox('MarketingOptIn')}
            label={`Send me offers and news from ${brandName}`}
            hint="You can unsubscribe at any time."
          />
          <SubmitButton pending={signUp.isPending} pendingLabel="Creating your account…">
            Create account
          </SubmitButton>
        </form>
        <p className="auth-card__foot">
          Already have an account?{' '}
          <Link className="auth-link" to={brandPath(brand, 'login') + carriedQuery(search)}>
            Log in
          </Link>
        </p>
      </AuthCard>
    </AuthFrame>
  );
}
