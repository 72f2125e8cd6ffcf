import { zodResolver } from "@hookform/resolvers/zod";
import * as Tabs from "@radix-ui/react-tabs";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { REMEMBER_DEVICE_DAYS } from "../../../contracts/account";
import { type SignInInput, type SignUpInput, signInSchema, signUpSchema } from "../../../contracts/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { ApiRequestError, apiRequest } from "../../lib/api";
import { CURRENT_USER_KEY } from "../../lib/use-auth";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";

type Mode = "signin" | "signup";

export function SignInPage() {
  const search = useSearch();
  const initial: Mode = new URLSearchParams(search).get("mode") === "signup" ? "signup" : "signin";
  const [mode, setMode] = useState<Mode>(initial);
  usePageMeta({ title: pageTitle(mode === "signin" ? "Sign in" : "Create your account") });

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <div className="mb-6 flex flex-col items-center text-center">
        <ShieldCheck className="h-10 w-10 text-brand-700" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold">
          {mode === "signin" ? "Sign in to SafeDraft" : "Create your account"}
        </h1>
        <p className="mt-1 text-sm text-slate-600">Your businesses, documents and credits in one place.</p>
      </div>
      <Tabs.Root value={mode} onValueChange={(v) => setMode(v as Mode)}>
        <Tabs.List
          className="mb-4 grid grid-cols-2 rounded-lg bg-slate-200 p-1"
          aria-label="Sign in or create account"
        >
          {(["signin", "signup"] as const).map((m) => (
            <Tabs.Trigger
              key={m}
              value={m}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow"
            >
              {m === "signin" ? "Sign In" : "Create Account"}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="signin">
          <SignInForm />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/**
 * Where to go once signed in: `?next=` when it is a path of this app (an invitation link sends the
 * invitee back to it), else the dashboard. Never another origin.
 */
export function afterAuthPath(search: string) {
  const next = new URLSearchParams(search).get("next");
  return next && /^\/(?![/\\])/.test(next) ? next : "/";
}

function useAfterAuth() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    navigate(afterAuthPath(search));
  };
}

function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 429) {
      // A locked account and a refused address say how long, and how the owner still gets in;
      // the general per-address limit's own wording says neither.
      return /^Too many wrong/.test(error.serverMessage)
        ? error.serverMessage
        : "Too many attempts. Please wait a minute and try again.";
    }
    return error.serverMessage;
  }
  return "Something went wrong. Please try again.";
}

function SignInForm() {
  const done = useAfterAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await apiRequest("POST", "/api/auth/sign-in/email", values);
      const body = (await res.json().catch(() => null)) as { twoFactorRedirect?: boolean } | null;
      if (body?.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      await done();
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  if (needsCode) return <TwoFactorStep onDone={done} onRestart={() => setNeedsCode(false)} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sign In</CardTitle>
        <CardDescription>Use the email and password you registered with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <TextField
            id="signin-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <TextField
            id="signin-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register("password")}
          />
          {failure ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
              {failure}
            </p>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Signing in..." : "Sign In"}
          </Button>
          <Link href="/forgot-password" className="text-sm text-brand-700 underline">
            Forgot password?
          </Link>
        </form>
      </CardContent>
    </Card>
  );
}

/** The second step of signing in with two-factor on: a code from the app, or a backup code. */
function TwoFactorStep({ onDone, onRestart }: { onDone: () => Promise<void>; onRestart: () => void }) {
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recovery, setRecovery] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);

  /** Every factor lost: an e-mailed link and a waiting period, or the end of one that is over. */
  async function recover() {
    setFailure(null);
    try {
      const res = await apiRequest("POST", "/api/auth/two-factor/recovery");
      setRecovery(((await res.json()) as { message: string }).message);
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const path = useBackup ? "/api/auth/two-factor/verify-backup-code" : "/api/auth/two-factor/verify-totp";
      await apiRequest("POST", path, { code: code.trim(), trustDevice: remember });
      await onDone();
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status === 401
          ? "That code is not valid. Check your authenticator app and try again."
          : errorText(error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-factor authentication</CardTitle>
        <CardDescription>
          {useBackup
            ? "Enter one of the backup codes you saved when you set up two-factor authentication."
            : "Enter the 6-digit code from your authenticator app."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <TextField
            id="signin-code"
            label={useBackup ? "Backup code" : "Authentication code"}
            inputMode={useBackup ? "text" : "numeric"}
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {/* Only on a browser of one's own: anyone who knows the password signs in here without a code. */}
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            Remember this device for {REMEMBER_DEVICE_DAYS} days
          </label>
          {failure ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
              {failure}
            </p>
          ) : null}
          <Button type="submit" disabled={busy || code.trim() === ""}>
            {busy ? "Verifying..." : "Verify"}
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className="text-brand-700 underline"
              onClick={() => {
                setUseBackup((b) => !b);
                setCode("");
                setFailure(null);
              }}
            >
              {useBackup ? "Use your authenticator app" : "Use a backup code"}
            </button>
            <button type="button" className="text-slate-600 underline" onClick={onRestart}>
              Start again
            </button>
          </div>
          <button type="button" className="text-left text-sm text-slate-600 underline" onClick={recover}>
            Lost your authenticator and every backup code?
          </button>
          {recovery ? (
            <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
              {recovery}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

function SignUpForm() {
  const done = useAfterAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const [checkMail, setCheckMail] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setCheckMail(null);
    let answer: string;
    try {
      const res = await apiRequest("POST", "/api/auth/sign-up/email", values);
      answer = ((await res.json()) as { message: string }).message;
    } catch (error) {
      setFailure(errorText(error));
      return;
    }
    // Sign-up answers alike whether or not the address already had an account, and signs nobody
    // in. Signing in with the typed password lets a new account in (and an owner who typed their
    // own password); anyone else is told to read the e-mail, which says which case it was.
    try {
      const res = await apiRequest("POST", "/api/auth/sign-in/email", {
        email: values.email,
        password: values.password,
      });
      const body = (await res.json().catch(() => null)) as { twoFactorRedirect?: boolean } | null;
      if (body?.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      await done();
    } catch {
      setCheckMail(answer);
    }
  });

  if (needsCode) return <TwoFactorStep onDone={done} onRestart={() => setNeedsCode(false)} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Create Account</CardTitle>
        <CardDescription>Free to create. You only pay for the document packs you choose.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="signup-first-name"
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register("firstName")}
            />
            <TextField
              id="signup-last-name"
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register("lastName")}
            />
          </div>
          <TextField
            id="signup-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <TextField
            id="signup-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.password?.message}
            {...form.register("password")}
          />
          {failure ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
              {failure}
            </p>
          ) : null}
          {checkMail ? (
            <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
              {checkMail}
            </p>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Creating account..." : "Create Account"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
