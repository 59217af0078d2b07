import { useId } from 'react';
import type { TeamMember } from '@storefront/contract/team';
import { FieldShell } from '../../components/ui/form';
import { errorMessage } from '../../lib/error-message';
import { useBranches } from '../../lib/queries/branches';
import { useSetMemberBranch } from '../api/team';

export const ALL_BRANCHES = 'All branches';

/** The brand's branches for a choice of where a member works: none to choose where it has fewer than two. */
export function useBranchChoices(brand: string) {
  const branches = useBranches(brand).data ?? [];
  return branches.length < 2 ? [] : branches.map((b) => ({ BranchId: b.BranchId, Name: b.Name }));
}

/** The branch options, "All branches" first (its value is empty). */
export function BranchOptions({ branches }: { branches: { BranchId: number; Name: string }[] }) {
  return (
    <>
      <option value="">{ALL_BRANCHES}</option>
      {branches.map((b) => (
        <option key={b.BranchId} value={b.BranchId}>
          {b.Name}
        </option>
      ))}
    </>
  );
}

/**
 * Where a member of staff works (ADR 0047): their board then holds only that branch's orders. Saved as soon as
 * it is chosen; owners see every branch, so they have no choice here.
 */
export function MemberBranch({ brand, member }: { brand: string; member: TeamMember }) {
  const id = useId();
  const branches = useBranchChoices(brand);
  const save = useSetMemberBranch(brand);
  if (member.Role !== 'BrandStaff') return null;
  if (branches.length === 0)
    return member.Branch ? <span className="admin__muted">{member.Branch.Name}</span> : null;
  return (
    <div className="team__branch">
      <label htmlFor={id}>
        Branch<span className="visually-hidden"> of {member.Name}</span>
      </label>
      <select
        id={id}
        value={save.isPending ? (save.variables.BranchId ?? '') : (member.Branch?.BranchId ?? '')}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate({
            StaffId: member.StaffId,
            BranchId: e.target.value ? Number(e.target.value) : null,
          })
        }
      >
        {member.Branch && !branches.some((b) => b.BranchId === member.Branch?.BranchId) ? (
          <option value={member.Branch.BranchId}>{member.Branch.Name}</option>
        ) : null}
        <BranchOptions branches={branches} />
      </select>
      {save.isPending ? (
        <span role="status" className="admin__muted">
          Saving…
        </span>
      ) : null}
      {save.isError ? (
        <span role="alert" className="admin__error">
          {errorMessage(save.error)}
        </span>
      ) : null}
    </div>
  );
}

/** The invitation's branch (staff): "All branches" unless the owner picks one. */
export function InviteBranchField({
  branches,
  value,
  error,
  onChange,
}: {
  branches: { BranchId: number; Name: string }[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FieldShell
      id="invite-BranchId"
      label="Branch"
      hint="Staff of one branch see and work only its orders."
      error={error}
    >
      <select
        id="invite-BranchId"
        className="field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="invite-BranchId-hint"
      >
        <BranchOptions branches={branches} />
      </select>
    </FieldShell>
  );
}
