import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { StaffMember } from '@storefront/contract/admin';
import { PASSWORD_MIN_LENGTH } from '@storefront/contract/account';
import { AcceptInvitationBody, type InvitationDetails } from '@storefront/contract/team';
import { FormAlert, PasswordField, SubmitButton } from '../../components/ui/form';
import { serverFieldErrors, useZodForm, type FieldControl } from '../../components/ui/use-zod-form';
import { errorMessage } from '../../lib/error-message';
import { Link, useLocation, useNavigate } from '../../lib/router';
import { acceptInvitation } from '../api/staff-client';
import { useInvitationDetails } from '../api/team';
import { ROLE_NAME } from './team-screen';

/** A refused link in words: a mangled token's validation message reads as the field's message alone. */
const problem = (error: unknown) =>
  serverFieldErrors(error instanceof Error ? error.message : '').Token ?? errorMessage(error);

/**
 * /{brand}/admin/accept-invitation?token=…: the page an invitation email links to. It names the brand and the
 * role, the invitee chooses their password (the customers' rules), and is signed in to the back office.
 */
export function AcceptInvitationPage({
  brand,
  brandName,
  onSignedIn,
}: {
  brand: string;
  brandName: string;
  onSignedIn: (member: StaffMember) => void;
}) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(search).get('token') ?? '';
  const details = useInvitationDetails(token);
  const accept = useMutation({
    mutationFn: (body: { Token: string; Password: string }) => acceptInvitation(body.Token, body.Password),
  });
  const form = useZodForm({
    schema: AcceptInvitationBody,
    defaultValues: { Password: '' },
    toInput: (values) => ({ ...values, Token: token }),
    idPrefix: 'accept',
  });
  const submit = form.handleSubmit((body) =>
    accept.mutate(body, {
      onSuccess: (member) => {
        onSignedIn(member);
        void navigate(`/${brand}/admin/orders`, { replace: true });
      },
      onError: (error) => form.setServerError(error),
    }),
  );

  const signInLink = (
    <Link to={`/${brand}/admin/orders`} replace>
      Go to the sign-in page
    </Link>
  );
  let body;
  if (!token)
    body = (
      <p role="alert" className="admin__error">
        This invitation link is incomplete: open the link from the email again. {signInLink}
      </p>
    );
  else if (details.isPending) body = <p role="status">Checking your invitation…</p>;
  else if (details.isError)
    body = (
      <div role="alert">
        <p className="admin__error">{problem(details.error)}</p>
        <p>
          Ask an owner of {brandName} to invite you again. Already set your password? {signInLink}.
        </p>
      </div>
    );
  else
    body = (
      <InvitationForm
        invitation={details.data}
        onSubmit={submit}
        formError={form.formError}
        password={form.field('Password')}
        pending={accept.isPending}
      />
    );

  return (
    <div className="admin admin--centered">
      <main id="main" className="admin__signin accept">
        <h1 id="accept-title">Join the {brandName} back office</h1>
        {body}
      </main>
    </div>
  );
}

/** Who is invited where and as what, and the password they choose. */
function InvitationForm({
  invitation,
  onSubmit,
  formError,
  password,
  pending,
}: {
  invitation: InvitationDetails;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formError: string | null;
  password: FieldControl;
  pending: boolean;
}) {
  return (
    <>
      <p>
        {invitation.Name}, you are invited to the {invitation.BrandName} back office as{' '}
        <strong>{ROLE_NAME[invitation.Role].toLowerCase()}</strong>. Choose a password to finish.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="accept-title">
        <FormAlert message={formError} />
        <p className="accept__email">
          <span className="admin__muted">Your sign-in email</span>
          <strong>{invitation.Email}</strong>
        </p>
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={invitation.Email} />
        <PasswordField
          label="Password"
          control={password}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <SubmitButton pending={pending} pendingLabel="Setting your password…">
          Set password and sign in
        </SubmitButton>
      </form>
    </>
  );
}
