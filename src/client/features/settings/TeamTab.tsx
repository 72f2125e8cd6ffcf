import { useState } from "react";
import { type MemberRoleName, ROLE_SUMMARIES, type Team, type TeamMember } from "../../../contracts/team";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { TextField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError } from "../../lib/api";
import { useTeamSettings } from "../../lib/approval-api";
import { useBusinesses } from "../../lib/businesses-api";
import {
  useInvite,
  useLeaveTeam,
  useRemoveMember,
  useRevokeInvitation,
  useTeam,
  useUpdateMember,
} from "../../lib/team-api";

const ROLE_OPTIONS = [
  { value: "manager", label: "Manager" },
  { value: "supervisor", label: "Supervisor" },
  { value: "viewer", label: "Viewer" },
] as const;

const failure = (error: unknown) =>
  error instanceof ApiRequestError ? error.serverMessage : "Something went wrong. Please try again.";

/** Settings → Team: the owner's members, invitations and invite form; a member's team and role. */
export function TeamTab() {
  const team = useTeam();
  if (team.isLoading) return <Spinner />;
  if (team.isError || !team.data)
    return <p className="text-sm text-red-700">Your team could not be loaded.</p>;
  return team.data.role === "owner" ? <OwnerView team={team.data} /> : <MemberView team={team.data} />;
}

function MemberView({ team }: { team: Team }) {
  const leave = useLeaveTeam();
  return (
    <Card className="grid max-w-xl gap-3 p-6">
      <h2 className="text-lg font-semibold">Your team</h2>
      <p className="text-sm text-slate-700">
        You work in the team of <strong>{team.owner.name}</strong> (
        <span className="break-all">{team.owner.email}</span>) as a{" "}
        <strong data-testid="team-role">{team.role}</strong>.
      </p>
      <p className="text-sm text-slate-600">{ROLE_SUMMARIES[team.role]}</p>
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="w-fit">
            Leave this team
          </Button>
        }
        title="Leave this team?"
        description="You will no longer see the team's businesses and documents. The owner can invite you again."
        confirmLabel="Leave team"
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => toast({ title: "You left the team" }),
            onError: (error) =>
              toast({ title: "Not left", description: failure(error), variant: "destructive" }),
          })
        }
      />
    </Card>
  );
}

function OwnerView({ team }: { team: Team }) {
  const businesses = useBusinesses();
  const names = new Map((businesses.data ?? []).map((b) => [b.id, b.name]));
  return (
    <div className="grid max-w-3xl gap-6">
      <ApprovalSwitch team={team} />
      <InviteForm businesses={businesses.data ?? []} />
      <Card className="p-6">
        <h2 className="text-lg font-semibold">Members</h2>
        {team.members.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No one has joined your team yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {team.members.map((m) => (
              <MemberRow key={m.userId} member={m} names={names} />
            ))}
          </ul>
        )}
      </Card>
      <PendingInvitations team={team} names={names} />
    </div>
  );
}

/**
 * The owner's switch: every document needs an owner's or a manager's approval before it is issued;
 * with it on, the owner may name one manager as the approver.
 */
function ApprovalSwitch({ team }: { team: Team }) {
  const on = team.approvalRequired;
  const settings = useTeamSettings();
  const managers = team.members.filter((m) => m.role === "manager");
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Approval before issue</h2>
      <label className="mt-2 flex min-h-10 items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0"
          checked={on}
          disabled={settings.isPending}
          onChange={(e) =>
            settings.mutate(
              { approvalRequired: e.target.checked },
              {
                onSuccess: (team) =>
                  toast({
                    title: team.approvalRequired
                      ? "Approval before issue is on"
                      : "Approval before issue is off",
                  }),
                onError: (error) =>
                  toast({ title: "Not changed", description: failure(error), variant: "destructive" }),
              },
            )
          }
        />
        <span className="min-w-0">Documents need approval by you or a manager before they are issued</span>
      </label>
      <p className="mt-2 text-sm text-slate-600">
        Supervisors submit a draft; you or a manager approve it or return it with a comment. Any change after
        approval means it is submitted again.
      </p>
      {on && managers.length > 0 ? (
        <div className="mt-3 grid gap-1.5 text-sm">
          <label htmlFor="team-approver" className="font-medium">
            Who approves
          </label>
          <select
            id="team-approver"
            className="h-10 w-full max-w-sm rounded-md border border-slate-300 bg-white px-3"
            value={team.approverId ?? ""}
            disabled={settings.isPending}
            onChange={(e) =>
              settings.mutate(
                { approvalRequired: true, approverId: e.target.value || null },
                {
                  onSuccess: () => toast({ title: "Approver saved" }),
                  onError: (error) =>
                    toast({ title: "Not changed", description: failure(error), variant: "destructive" }),
                },
              )
            }
          >
            <option value="">You or any manager</option>
            {managers.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name || m.email} (and you)
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </Card>
  );
}

function InviteForm({ businesses }: { businesses: { id: string; name: string }[] }) {
  const invite = useInvite();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<MemberRoleName>("manager");
  const [given, setGiven] = useState<string[]>([]);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    invite.mutate(
      { email, role, businessIds: role === "supervisor" ? given : [] },
      {
        onSuccess: (sent) => {
          toast({ title: "Invitation sent", description: `We e-mailed ${sent.email} a link to join.` });
          setEmail("");
          setGiven([]);
        },
        onError: (e) => {
          const field = e instanceof ApiRequestError ? /^(\w+):/.exec(e.serverMessage)?.[1] : undefined;
          setError({ field, message: failure(e) });
        },
      },
    );
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Invite someone</h2>
      <p className="mt-1 text-sm text-slate-600">
        They get a link by e-mail that works once, for 7 days. Your credits are the team's: what they generate
        is spent from them.
      </p>
      <form className="mt-4 grid gap-4" onSubmit={submit} noValidate aria-label="Invite someone">
        <TextField
          id="invite-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error?.field === "email" ? error.message : undefined}
        />
        <SelectField
          id="invite-role"
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(e) => setRole(e.target.value as MemberRoleName)}
        />
        <p className="-mt-2 text-xs text-slate-500">{ROLE_SUMMARIES[role]}</p>
        {role === "supervisor" ? (
          <BusinessChoice
            legend="Businesses they are given"
            businesses={businesses}
            chosen={given}
            onChange={setGiven}
            error={error?.field === "businessIds" ? error.message : undefined}
          />
        ) : null}
        {error && error.field !== "email" && error.field !== "businessIds" ? (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        ) : null}
        <Button type="submit" className="w-full sm:w-fit" disabled={invite.isPending}>
          {invite.isPending ? "Sending…" : "Send invitation"}
        </Button>
      </form>
    </Card>
  );
}

function BusinessChoice({
  legend,
  businesses,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  businesses: { id: string; name: string }[];
  chosen: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {businesses.length === 0 ? <p className="text-sm text-slate-600">Add a business first.</p> : null}
      {businesses.map((b) => (
        <label key={b.id} className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={chosen.includes(b.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, b.id] : chosen.filter((id) => id !== b.id))
            }
          />
          {b.name}
        </label>
      ))}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

function MemberRow({ member, names }: { member: TeamMember; names: Map<string, string> }) {
  const remove = useRemoveMember();
  const update = useUpdateMember();
  const given = member.businessIds.map((id) => names.get(id) ?? "a business").join(", ");
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{member.name}</p>
        <p className="text-sm break-all text-slate-600">{member.email}</p>
        {member.role === "supervisor" ? <p className="text-xs text-slate-500">Given: {given}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor={`role-${member.userId}`}>
          Role of {member.name}
        </label>
        <select
          id={`role-${member.userId}`}
          className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
          value={member.role}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate(
              {
                userId: member.userId,
                role: e.target.value as MemberRoleName,
                // A supervisor keeps what they were given; another role needs none.
                businessIds: e.target.value === "supervisor" ? member.businessIds : [],
              },
              {
                onSuccess: () => toast({ title: "Role changed" }),
                onError: (error) =>
                  toast({ title: "Role not changed", description: failure(error), variant: "destructive" }),
              },
            )
          }
        >
          {ROLE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm">
              Remove
            </Button>
          }
          title={`Remove ${member.name}?`}
          description="They are signed out at once and no longer see the team's businesses and documents."
          confirmLabel="Remove member"
          onConfirm={() =>
            remove.mutate(member.userId, {
              onSuccess: () => toast({ title: "Member removed" }),
              onError: (error) =>
                toast({ title: "Not removed", description: failure(error), variant: "destructive" }),
            })
          }
        />
      </div>
    </li>
  );
}

function PendingInvitations({ team, names }: { team: Team; names: Map<string, string> }) {
  const revoke = useRevokeInvitation();
  if (team.invitations.length === 0) return null;
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Invitations waiting</h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {team.invitations.map((i) => (
          <li key={i.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="text-sm font-medium break-all">{i.email}</p>
              <p className="text-xs text-slate-500">
                {i.role}
                {i.businessIds.length
                  ? ` of ${i.businessIds.map((id) => names.get(id) ?? "a business").join(", ")}`
                  : ""}
                {" · until "}
                {i.expiresAt.slice(0, 10)}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="w-fit"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(i.id, { onSuccess: () => toast({ title: "Invitation withdrawn" }) })
              }
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
