import { Link, useLocation } from "wouter";
import type { CurrentUser } from "../../../contracts/auth";
import { ROLE_SUMMARIES } from "../../../contracts/team";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError } from "../../lib/api";
import { useAcceptInvitation, useInvitationPreview } from "../../lib/team-api";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";

const failure = (error: unknown) =>
  error instanceof ApiRequestError ? error.serverMessage : "Something went wrong. Please try again.";

/**
 * /team/join/:token, the link an invitation e-mails. Signed out, it sends the invitee to sign up or
 * sign in and back here; signed in, it shows whose team and which role, and accepts.
 */
export function JoinTeamPage({ token, user }: { token: string; user: CurrentUser | null }) {
  usePageMeta({ title: pageTitle("Join a team") });
  const back = encodeURIComponent(`/team/join/${token}`);
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold">Join a team</h1>
      {user ? (
        <Invitation token={token} email={user.email} />
      ) : (
        <Card className="mt-6 grid gap-4 p-6">
          <p className="text-sm text-slate-700">
            You have been invited to work on a team's safety documents. Create your account with the address
            the invitation was sent to, or sign in, and you come back here to accept.
          </p>
          <Button asChild>
            <Link href={`/login?mode=signup&next=${back}`}>Create an account</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`/login?next=${back}`}>Sign in</Link>
          </Button>
        </Card>
      )}
    </div>
  );
}

function Invitation({ token, email }: { token: string; email: string }) {
  const preview = useInvitationPreview(token, true);
  const accept = useAcceptInvitation(token);
  const [, navigate] = useLocation();
  if (preview.isLoading) return <Spinner className="mt-6" />;
  if (preview.isError || !preview.data) {
    return (
      <Card className="mt-6 p-6">
        <p role="alert" className="text-sm text-red-700">
          {failure(preview.error)}
        </p>
      </Card>
    );
  }
  const invitation = preview.data;
  return (
    <Card className="mt-6 grid gap-4 p-6">
      <p className="text-sm text-slate-700">
        <strong>{invitation.ownerName}</strong> ({invitation.ownerEmail}) invites {invitation.email} to their
        team as a <strong>{invitation.role}</strong>.
      </p>
      <p className="text-sm text-slate-600">{ROLE_SUMMARIES[invitation.role]}</p>
      {invitation.businessNames.length ? (
        <p className="text-sm text-slate-600">Businesses: {invitation.businessNames.join(", ")}</p>
      ) : null}
      {invitation.email !== email.toLowerCase() ? (
        <p className="text-sm text-amber-800">
          You are signed in as {email}. Sign in with {invitation.email} to accept.
        </p>
      ) : null}
      {accept.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {failure(accept.error)}
        </p>
      ) : null}
      <Button
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, {
            onSuccess: () => {
              toast({ title: "You joined the team" });
              navigate("/");
            },
          })
        }
      >
        {accept.isPending ? "Joining…" : "Accept and join"}
      </Button>
    </Card>
  );
}
