import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { ChangePasswordBody, PASSWORD_MIN_LENGTH } from '@storefront/contract/account';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/ui/form';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { brandPath } from '../../../lib/links';
import { clearSession } from '../../../lib/session';
import { changePassword } from '../api/profile';
import { afterRefresh } from '../../../lib/retry';
import type { NoticeState } from './screen-props';

/**
 * The password change (`POST api/Customer/changePassword`). The server signs out every session, this one
 * included, so the customer logs in again with the new password.
 */
export function ChangePasswordForm({ brand }: { brand: string }) {
  const navigate = useNavigate();
  const change = useMutation({ mutationFn: changePassword, ...afterRefresh });
  const form = useZodForm({
    schema: ChangePasswordBody,
    defaultValues: { CurrentPassword: '', NewPassword: '' },
    idPrefix: 'password',
  });
  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (message) => {
        clearSession(brand);
        const state: NoticeState = { notice: message };
        void navigate(brandPath(brand, 'login?guest=false'), { replace: true, state });
      },
      // A wrong current password is that field's problem.
      onError: (error) => form.setServerError(error, { field: 'CurrentPassword', statuses: [400] }),
    }),
  );

  return (
    <section className="account-card" aria-labelledby="password-title">
      <h2 id="password-title" className="account-card__title">
        Change password
      </h2>
      <p className="account-card__text">
        You will be signed out everywhere and can log in with the new password.
      </p>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="password-title">
        <FormAlert message={form.formError} />
        <PasswordField
          label="Current password"
          control={form.field('CurrentPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          label="New password"
          control={form.field('NewPassword')}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <SubmitButton pending={change.isPending} pendingLabel="Changing…" className="form-submit--inline">
          Change password
        </SubmitButton>
      </form>
    </section>
  );
}
