import { useState } from 'react';
import type { StaffMember } from '@storefront/contract/admin';
import { InviteBody, type PendingInvitation, type TeamMember } from '@storefront/contract/team';
import { buttonClass } from '../../components/ui/button';
import { FormAlert, FormNotice, SubmitButton, TextField } from '../../components/ui/form';
import { useZodForm } from '../../components/ui/use-zod-form';
import { errorMessage } from '../../lib/error-message';
import { useInvite, useRemoveMember, useRevokeInvitation, useTeam } from '../api/team';
import { InviteBranchField, MemberBranch, useBranchChoices } from './team-branch';
import './team.css';

export const ROLE_NAME: Record<StaffMember['Role'], string> = {
  PlatformAdmin: 'Platform admin',
  BrandOwner: 'Owner',
  BrandStaff: 'Staff',
};
const ROLE_HELP = {
  BrandStaff: 'Orders, stock and channels.',
  BrandOwner: 'Everything for the brand, including settings, the audit log and the team.',
} as const;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The brand's team (owners): who has access and with which role, the pending invitations, and the invite form.
 * Invitees choose their own password from the emailed link; a removed member's sign-ins end at once.
 */
export function TeamScreen({ brand, me, onLeft }: { brand: string; me: StaffMember; onLeft: () => void }) {
  const team = useTeam(brand);
  return (
    <div className="office">
      <div className="office__head">
        <h1>Team</h1>
        <p className="admin__muted">
          Invite staff and owners; they choose their own password from the email.
        </p>
      </div>
      <div className="team">
        <div className="team__lists">
          {team.isPending ? <p role="status">Loading the team…</p> : null}
          {team.isError ? (
            <p role="alert" className="admin__error">
              {errorMessage(team.error)}
            </p>
          ) : null}
          {team.data ? (
            <>
              <Members brand={brand} me={me} members={team.data.Members} onLeft={onLeft} />
              <Invitations brand={brand} invitations={team.data.Invitations} />
            </>
          ) : null}
        </div>
        <InviteForm brand={brand} />
      </div>
    </div>
  );
}

function Members({
  brand,
  me,
  members,
  onLeft,
}: {
  brand: string;
  me: StaffMember;
  members: TeamMember[];
  onLeft: () => void;
}) {
  const remove = useRemoveMember(brand);
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <section className="office__panel" aria-labelledby="team-members">
      <h2 id="team-members">Members</h2>
      {remove.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(remove.error)}
        </p>
      ) : null}
      {members.length === 0 ? <p className="admin__muted">Nobody yet: invite the first member.</p> : null}
      <ul className="team__list">
        {members.map((m) => {
          const self = m.StaffId === me.StaffId;
          return (
            <li key={m.StaffId} className="team__row">
              <div className="team__who">
                <strong>
                  {m.Name}
                  {self ? <span className="team__you"> (you)</span> : null}
                </strong>
                <span className="team__email">{m.Email}</span>
                <span className="admin__muted">Since {day(m.Since)}</span>
              </div>
              <span className={`chip team__role team__role--${m.Role}`}>{ROLE_NAME[m.Role]}</span>
              <MemberBranch brand={brand} member={m} />
              {confirming === m.StaffId ? (
                <div className="team__confirm" role="group" aria-label={`Remove ${m.Name}?`}>
                  <span>{self ? 'Remove yourself?' : `Remove ${m.Name}?`}</span>
                  <button
                    type="button"
                    className={buttonClass('primary')}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(m.StaffId, {
                        onSuccess: () => (self ? onLeft() : setConfirming(null)),
                        onError: () => setConfirming(null),
                      })
                    }
                  >
                    {remove.isPending ? 'Removing…' : 'Confirm removal'}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('outline')}
                    onClick={() => setConfirming(null)}
                  >
                    Cancel
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className={buttonClass('outline', 'team__action')}
                  onClick={() => {
                    remove.reset();
                    setConfirming(m.StaffId);
                  }}
                >
                  Remove<span className="visually-hidden"> {m.Name}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Invitations({ brand, invitations }: { brand: string; invitations: PendingInvitation[] }) {
  const revoke = useRevokeInvitation(brand);
  return (
    <section className="office__panel" aria-labelledby="team-invitations">
      <h2 id="team-invitations">Pending invitations</h2>
      {revoke.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(revoke.error)}
        </p>
      ) : null}
      {invitations.length === 0 ? <p className="admin__muted">No pending invitations.</p> : null}
      <ul className="team__list">
        {invitations.map((i) => (
          <li key={i.InvitationId} className="team__row">
            <div className="team__who">
              <strong>{i.Name}</strong>
              <span className="team__email">{i.Email}</span>
              <span className="admin__muted">
                Invited by {i.InvitedBy} · link works until {day(i.ExpiresAt)}
                {i.Branch ? ` · ${i.Branch.Name} only` : ''}
              </span>
            </div>
            <span className={`chip team__role team__role--${i.Role}`}>{ROLE_NAME[i.Role]}</span>
            <button
              type="button"
              className={buttonClass('outline', 'team__action')}
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(i.InvitationId)}
            >
              Revoke<span className="visually-hidden"> the invitation of {i.Email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function InviteForm({ brand }: { brand: string }) {
  const invite = useInvite(brand);
  const [sent, setSent] = useState<string | null>(null);
  const branches = useBranchChoices(brand);
  const form = useZodForm({
    schema: InviteBody,
    defaultValues: { Name: '', Email: '', Role: 'BrandStaff', BranchId: '' },
    // Owners see every branch: only staff are invited to one.
    toInput: (values) => ({
      ...values,
      BranchId: values.Role === 'BrandStaff' && values.BranchId ? Number(values.BranchId) : null,
    }),
    idPrefix: 'invite',
  });
  const submit = form.handleSubmit((body) => {
    setSent(null);
    invite.mutate(body, {
      onSuccess: (invitation) => {
        setSent(invitation.Email);
        form.reset({ Name: '', Email: '', Role: body.Role, BranchId: '' });
      },
      onError: (error) => form.setServerError(error, { field: 'Email', statuses: [409] }),
    });
  });
  const roles = ['BrandStaff', 'BrandOwner'] as const;
  return (
    <section className="office__panel team__invite" aria-labelledby="team-invite">
      <h2 id="team-invite">Invite someone</h2>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="team-invite">
        <FormAlert message={form.formError} />
        <TextField label="Name" control={form.field('Name')} autoComplete="off" />
        <TextField
          label="Email"
          type="email"
          control={form.field('Email')}
          autoComplete="off"
          hint="The invitation link goes to this address and works once, for 7 days."
        />
        <fieldset className="team__roles">
          <legend>Role</legend>
          {roles.map((role) => (
            <div key={role} className="team__role-option">
              <input
                id={`invite-role-${role}`}
                type="radio"
                name="invite-role"
                value={role}
                checked={form.values.Role === role}
                onChange={() => form.setValue('Role', role)}
              />
              <label htmlFor={`invite-role-${role}`}>
                <strong>{ROLE_NAME[role]}</strong>
                <span className="admin__muted"> — {ROLE_HELP[role]}</span>
              </label>
            </div>
          ))}
        </fieldset>
        {branches.length > 0 && form.values.Role === 'BrandStaff' ? (
          <InviteBranchField
            branches={branches}
            value={form.values.BranchId}
            error={form.errors.BranchId}
            onChange={(value) => form.setValue('BranchId', value)}
          />
        ) : null}
        <SubmitButton pending={invite.isPending} pendingLabel="Sending…">
          Send invitation
        </SubmitButton>
        {sent ? (
          <FormNotice>
            Invitation sent to {sent}. They will appear under Members once they have set their password.
          </FormNotice>
        ) : null}
      </form>
    </section>
  );
}
