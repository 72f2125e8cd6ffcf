import { useQueryClient } from "@tanstack/react-query";
import { Download, ShieldCheck, ShieldOff } from "lucide-react";
import QRCode from "qrcode";
import { type FormEvent, useEffect, useState } from "react";
import { DELETE_CONFIRMATION, type TwoFactorSetup } from "../../../contracts/account";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson, apiRequest } from "../../lib/api";
import { parseFieldErrors } from "../../lib/field-errors";
import {
  SECURITY_KEY,
  TWO_FACTOR_RECOVERY_KEY,
  useSecurityStatus,
  useTwoFactorRecovery,
} from "./account-api";
import { noteAccountDeleted } from "./account-deleted";

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return "Too many attempts. Please wait a minute and try again.";
    if (error.status === 401) return "That code is not valid. Check your authenticator app and try again.";
    return error.serverMessage.replace(/^[a-zA-Z]+: /, "");
  }
  return "Something went wrong. Please try again.";
}

/** Security: change password, two-factor authentication, export data and delete the account. */
export function SecurityTab({ email }: { email: string }) {
  return (
    <div className="grid max-w-2xl gap-6">
      <PendingRecoveryCard />
      <ChangePasswordCard />
      <TwoFactorCard />
      <ExportCard />
      <DeleteAccountCard email={email} />
    </div>
  );
}

/**
 * A two-factor recovery someone started from the sign-in page (every code lost): shown first, with
 * when it ends, so an owner who did not ask for it can stop it at once.
 */
function PendingRecoveryCard() {
  const recovery = useTwoFactorRecovery();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const endsAt = recovery.data?.endsAt ? new Date(recovery.data.endsAt) : null;
  if (!endsAt) return null;
  const over = endsAt.getTime() <= Date.now();
  const when = new Intl.DateTimeFormat(undefined, { dateStyle: "long", timeStyle: "short" }).format(endsAt);

  async function cancel() {
    setBusy(true);
    try {
      const answer = await apiJson<{ message: string }>("DELETE", "/api/auth/two-factor/recovery");
      await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_RECOVERY_KEY });
      toast({ title: "Recovery cancelled", description: answer.message });
    } catch (error) {
      toast({ title: "Recovery not cancelled", description: failureText(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="border-amber-300 bg-amber-50 p-6" data-testid="pending-recovery">
      <h2 className="text-lg font-semibold">Two-factor recovery in progress</h2>
      <p className="mt-1 text-sm text-slate-700">
        Someone said every two-factor code of this account is lost and asked to turn two-factor authentication
        off.{" "}
        {over
          ? `The waiting period ended on ${when}: the next sign-in with your password turns it off.`
          : `It will be turned off after ${when}, at the next sign-in with your password.`}{" "}
        If this was not you, cancel it and change your password.
      </p>
      <Button variant="destructive" className="mt-4" disabled={busy} onClick={cancel}>
        {busy ? "Cancelling..." : "Cancel recovery"}
      </Button>
    </Card>
  );
}

function ChangePasswordCard() {
  const [form, setForm] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!form.currentPassword) local.currentPassword = "Current password is required";
    if (form.newPassword.length < 8) local.newPassword = "New password must be at least 8 characters";
    if (form.newPassword !== form.confirmPassword)
      local.confirmPassword = "The two new passwords do not match";
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await apiRequest("POST", "/api/auth/change-password", {
        currentPassword: form.currentPassword,
        newPassword: form.newPassword,
      });
      setForm({ currentPassword: "", newPassword: "", confirmPassword: "" });
      toast({ title: "Password Changed", description: "Your other sessions have been signed out." });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? parseFieldErrors(error.body) : {};
      const invalid = error instanceof ApiRequestError && /invalid password/i.test(error.serverMessage);
      setErrors(invalid ? { currentPassword: "The current password is not correct" } : fields);
      if (!invalid && Object.keys(fields).length === 0) {
        toast({ title: "Password Not Changed", description: failureText(error), variant: "destructive" });
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: errors[key],
  });

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Change Password</h2>
      <p className="mt-1 text-sm text-slate-600">
        At least 8 characters. Changing your password signs you out everywhere else.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field("currentPassword")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            {...field("newPassword")}
          />
          <TextField
            id="confirm-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...field("confirmPassword")}
          />
        </div>
        <Button type="submit" className="w-fit" disabled={busy}>
          {busy ? "Changing..." : "Change Password"}
        </Button>
      </form>
    </Card>
  );
}

function TwoFactorCard() {
  const status = useSecurityStatus();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<"idle" | "password" | "scan" | "disable">("idle");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [savedCodes, setSavedCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (!setup) return setQr(null);
    let live = true;
    QRCode.toDataURL(setup.totpURI, { margin: 1, width: 200 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [setup]);

  const secret = setup ? (new URL(setup.totpURI).searchParams.get("secret") ?? "") : "";

  function reset() {
    setStage("idle");
    setPassword("");
    setCode("");
    setSetup(null);
    setFailure(null);
  }

  async function run(action: () => Promise<void>) {
    setFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await apiJson<TwoFactorSetup>("POST", "/api/auth/two-factor/enable", { password });
      setSetup(answer);
      setPassword("");
      setStage("scan");
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await apiRequest("POST", "/api/auth/two-factor/verify-totp", { code: code.trim() });
      setSavedCodes(setup?.backupCodes ?? null);
      reset();
      await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
      toast({ title: "Two-factor authentication is on", description: "Sign-in now asks for a code." });
    });
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await apiRequest("POST", "/api/auth/two-factor/disable", { password, code: code.trim() });
      reset();
      setSavedCodes(null);
      await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
      toast({ title: "Two-factor authentication is off" });
    });
  };

  const enabled = status.data?.twoFactorEnabled ?? false;
  const error = failure ? (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
      {failure}
    </p>
  ) : null;

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Two-factor authentication</h2>
          <p className="mt-1 text-sm text-slate-600">
            A 6-digit code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password
            …) as well as your password when you sign in.
          </p>
        </div>
        {status.isLoading ? (
          <Spinner />
        ) : (
          <span
            data-testid="two-factor-status"
            className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ${enabled ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}
          >
            {enabled ? (
              <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
            ) : (
              <ShieldOff className="h-3.5 w-3.5" aria-hidden />
            )}
            {enabled ? "On" : "Off"}
          </span>
        )}
      </div>

      {savedCodes ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-semibold">Save your backup codes</h3>
          <p className="mt-1 text-sm text-slate-700">
            Each code signs you in once if you lose your phone. They are shown only now: store them somewhere
            safe.
          </p>
          <ul
            className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5"
            data-testid="backup-codes"
          >
            {savedCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" asChild>
              <a
                href={`data:text/plain;charset=utf-8,${encodeURIComponent(`SafeDraft backup codes\n\n${savedCodes.join("\n")}\n`)}`}
                download="safedraft-backup-codes.txt"
              >
                Download codes
              </a>
            </Button>
            <Button size="sm" onClick={() => setSavedCodes(null)}>
              I have saved them
            </Button>
          </div>
        </div>
      ) : null}

      {stage === "idle" && !status.isLoading ? (
        enabled ? (
          <Button variant="outline" className="mt-4" onClick={() => setStage("disable")}>
            Turn Off 2FA
          </Button>
        ) : (
          <Button className="mt-4" onClick={() => setStage("password")}>
            Setup 2FA
          </Button>
        )
      ) : null}

      {stage === "password" ? (
        <form onSubmit={start} noValidate className="mt-4 grid gap-4">
          <TextField
            id="two-factor-password"
            label="Confirm your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error}
          <SubmitOrCancel disabled={busy || !password} onCancel={reset}>
            {busy ? "Starting..." : "Continue"}
          </SubmitOrCancel>
        </form>
      ) : null}

      {stage === "scan" && setup ? (
        <form onSubmit={confirm} noValidate className="mt-4 grid gap-4">
          <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-700">
            <li>Scan the QR code with your authenticator app, or type the key in.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            {qr ? (
              <img
                src={qr}
                alt="QR code for your authenticator app"
                width={200}
                height={200}
                className="rounded border"
              />
            ) : (
              <Spinner />
            )}
            <div className="min-w-0">
              <span className="block text-sm font-medium">Setup key</span>
              <code
                data-testid="totp-secret"
                className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 text-sm"
              >
                {secret}
              </code>
            </div>
          </div>
          <TextField
            id="two-factor-code"
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {error}
          <SubmitOrCancel disabled={busy || code.trim().length !== 6} onCancel={reset}>
            {busy ? "Verifying..." : "Verify and Turn On"}
          </SubmitOrCancel>
        </form>
      ) : null}

      {stage === "disable" ? (
        <form onSubmit={disable} noValidate className="mt-4 grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="disable-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              id="disable-code"
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          {error}
          <SubmitOrCancel
            destructive
            disabled={busy || !password || code.trim().length !== 6}
            onCancel={reset}
          >
            {busy ? "Turning off..." : "Turn Off 2FA"}
          </SubmitOrCancel>
        </form>
      ) : null}
    </Card>
  );
}

/** The two buttons every step of the two-factor set-up ends with. */
function SubmitOrCancel({
  children,
  disabled,
  destructive = false,
  onCancel,
}: {
  children: React.ReactNode;
  disabled: boolean;
  destructive?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" variant={destructive ? "destructive" : undefined} disabled={disabled}>
        {children}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

function ExportCard() {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Export Data</h2>
      <p className="mt-1 text-sm text-slate-600">
        A JSON file with your account, businesses, documents and their revisions, purchases and credit
        history.
      </p>
      <Button variant="outline" className="mt-4" asChild>
        <a href="/api/account/export" download>
          <Download className="mr-2 h-4 w-4" aria-hidden />
          Export Data
        </a>
      </Button>
    </Card>
  );
}

function DeleteAccountCard({ email }: { email: string }) {
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // The code is asked for only when the account has two-factor on; the server checks it then.
  const twoFactor = useSecurityStatus().data?.twoFactorEnabled ?? false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await apiRequest("POST", "/api/account/delete", {
        confirmation: typed.trim(),
        password,
        ...(twoFactor && code.trim() ? { code: code.trim() } : {}),
      });
      queryClient.clear();
      noteAccountDeleted();
      window.location.assign("/");
    } catch (error) {
      setFailure(failureText(error));
      setBusy(false);
    }
  }

  return (
    <Card className="border-red-200 p-6">
      <h2 className="text-lg font-semibold text-red-700">Delete Account</h2>
      <p className="mt-1 text-sm text-slate-600">
        Permanently deletes the account {email} with all its businesses, documents, revisions, purchases and
        credits, and signs you out. This cannot be undone. Export your data first if you want a copy.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <TextField
          id="delete-confirmation"
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <TextField
          id="delete-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {twoFactor ? (
          <TextField
            id="delete-code"
            label="Authenticator code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="destructive"
          className="w-fit"
          disabled={busy || typed.trim() !== DELETE_CONFIRMATION || !password}
        >
          {busy ? "Deleting..." : "Delete Account"}
        </Button>
      </form>
    </Card>
  );
}
