import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { DeleteAccountBody } from '@storefront/contract/account';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/ui/form';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { brandPath } from '../../../lib/links';
import { clearSession } from '../../../lib/session';
import { deleteAccount } from '../api/profile';
import { afterRefresh } from '../../../lib/retry';
import type { NoticeState } from './screen-props';

/**
 * The confirmation: the password proves it is the customer at the keyboard. On success the account is gone
 * and every session with it, so the browser forgets the login and the cart (spec §4 "Logout") and goes to
 * the login page with the server's word on it.
 */
export function DeleteAccountDialog({
  brand,
  open,
  onOpenChange,
}: {
  brand: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const erase = useMutation({ mutationFn: deleteAccount, ...afterRefresh });
  const form = useZodForm({
    schema: DeleteAccountBody,
    defaultValues: { Password: '' },
    idPrefix: 'delete',
  });
  const submit = form.handleSubmit((body) =>
    erase.mutate(body, {
      onSuccess: (message) => {
        clearSession(brand);
        const state: NoticeState = { notice: message };
        void navigate(brandPath(brand, 'login'), { replace: true, state });
      },
      onError: (error) => form.setServerError(error, { field: 'Password', statuses: [400] }),
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (erase.isPending) return;
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title="Delete your account?"
      description="Enter your password to confirm. Your account is erased at once and this cannot be undone."
      role="alertdialog"
      onOpenAutoFocus={(event) => {
        // The password is what the dialog asks for, not its close button.
        event.preventDefault();
        document.getElementById('delete-Password')?.focus();
      }}
    >
      <form className="form" onSubmit={submit} noValidate aria-label="Confirm account deletion">
        <FormAlert message={form.formError} />
        <PasswordField label="Password" control={form.field('Password')} autoComplete="current-password" />
        <div className="dialog-actions">
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => {
              form.reset();
              onOpenChange(false);
            }}
            disabled={erase.isPending}
          >
            Cancel
          </button>
          <SubmitButton pending={erase.isPending} pendingLabel="Deleting…" className="button--danger">
            Delete account
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
