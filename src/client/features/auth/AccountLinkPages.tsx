import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, MailCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { type FieldErrors, type UseFormRegister, useForm } from "react-hook-form";
import { Link, useSearch } from "wouter";
import { z } from "zod";
import {
  requestPasswordResetSchema,
  resetPasswordFormSchema,
  unlockAccountFormSchema,
} from "../../../contracts/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { ApiRequestError, apiJson } from "../../lib/api";
import { CURRENT_USER_KEY } from "../../lib/use-auth";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";

function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return "Too many attempts. Please wait a few minutes and try again.";
    return error.serverMessage.replace(/^token: /, "");
  }
  return "Something went wrong. Please try again.";
}

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  // Every page reached from an e-mailed link is named in the tab by its heading.
  usePageMeta({ title: pageTitle(title) });
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <div className="mb-6 flex flex-col items-center text-center">
        {icon}
        <h1 className="mt-3 text-2xl font-bold">{title}</h1>
      </div>
      {children}
    </div>
  );
}

const Alert = ({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) => (
  <p
    role={tone === "error" ? "alert" : "status"}
    className={
      tone === "error"
        ? "rounded-md bg-red-50 p-3 text-sm text-red-700"
        : "rounded-md bg-green-50 p-3 text-sm text-green-800"
    }
  >
    {children}
  </p>
);

type NewPasswordForm = { newPassword: string; confirmPassword: string };

/** A new password and its confirmation, as the reset and unlock pages both ask for them. */
function NewPasswordFields({
  idPrefix,
  label,
  hint,
  register,
  errors,
}: {
  idPrefix: string;
  label: string;
  hint: string;
  register: UseFormRegister<NewPasswordForm>;
  errors: FieldErrors<NewPasswordForm>;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-new-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={hint}
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
    </>
  );
}

/**
 * What a page opened from an e-mailed link shows once its work is done (the answer and the way to
 * sign in), or when it was opened without its link (and where to ask for one).
 */
function LinkOutcome({ done, missing }: { done: string | null; missing: string }) {
  return done ? (
    <div className="grid gap-4">
      <Alert tone="ok">{done}</Alert>
      <Button asChild>
        <a href="/login">Sign In</a>
      </Button>
    </div>
  ) : (
    <div className="grid gap-4">
      <Alert tone="error">{missing}</Alert>
      <Link href="/forgot-password" className="text-sm text-brand-700 underline">
        Forgot password?
      </Link>
    </div>
  );
}

/** "Forgot password?": asks for the address; the answer is the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.infer<typeof requestPasswordResetSchema>>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await apiJson<{ message: string }>("POST", "/api/auth/request-password-reset", values);
      setSent(answer.message);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <Frame icon={<KeyRound className="h-10 w-10 text-brand-700" aria-hidden />} title="Forgot your password?">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Reset your password</CardTitle>
          <CardDescription>
            Enter the email address of your account and we will e-mail you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {sent ? (
            <div className="grid gap-4">
              <Alert tone="ok">{sent}</Alert>
              <Link href="/login" className="text-sm text-brand-700 underline">
                Back to Sign In
              </Link>
            </div>
          ) : (
            <form className="grid gap-4" onSubmit={onSubmit} noValidate>
              <TextField
                id="forgot-email"
                label="Email"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...form.register("email")}
              />
              {failure ? <Alert tone="error">{failure}</Alert> : null}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Sending..." : "Send Reset Link"}
              </Button>
              <Link href="/login" className="text-sm text-brand-700 underline">
                Back to Sign In
              </Link>
            </form>
          )}
        </CardContent>
      </Card>
    </Frame>
  );
}

/** "Choose a new password", opened from the e-mailed link. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.infer<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      const answer = await apiJson<{ message: string }>("POST", "/api/auth/reset-password", {
        token,
        newPassword,
      });
      setDone(answer.message);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <Frame icon={<KeyRound className="h-10 w-10 text-brand-700" aria-hidden />} title="Choose a new password">
      <Card>
        <CardContent className="pt-6">
          {done || !token ? (
            <LinkOutcome
              done={done}
              missing="This page needs the link from your e-mail. Ask for a new one."
            />
          ) : (
            <form className="grid gap-4" onSubmit={onSubmit} noValidate>
              <p className="text-sm text-slate-600">
                Choosing a new password signs your account out on every device.
              </p>
              <NewPasswordFields
                idPrefix="reset"
                label="New password"
                hint="At least 8 characters."
                register={form.register}
                errors={errors}
              />
              {failure ? (
                <div className="grid gap-2">
                  <Alert tone="error">{failure}</Alert>
                  <Link href="/forgot-password" className="text-sm text-brand-700 underline">
                    Ask for a new link
                  </Link>
                </div>
              ) : null}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Saving..." : "Set New Password"}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </Frame>
  );
}

/** "Unlock your account", opened from the e-mail sent when the account locked; a new password is optional. */
export function UnlockAccountPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.infer<typeof unlockAccountFormSchema>>({
    resolver: zodResolver(unlockAccountFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      const answer = await apiJson<{ message: string }>("POST", "/api/auth/unlock-account", {
        token,
        ...(newPassword ? { newPassword } : {}),
      });
      setDone(answer.message);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <Frame icon={<KeyRound className="h-10 w-10 text-brand-700" aria-hidden />} title="Unlock your account">
      <Card>
        <CardContent className="pt-6">
          {done || !token ? (
            <LinkOutcome done={done} missing="This page needs the link from your e-mail." />
          ) : (
            <form className="grid gap-4" onSubmit={onSubmit} noValidate>
              <p className="text-sm text-slate-600">
                Someone entered wrong passwords or codes for your account, so it was locked. If that was not
                you, choose a new password as well: it signs your account out on every device.
              </p>
              <NewPasswordFields
                idPrefix="unlock"
                label="New password (optional)"
                hint="Leave empty to keep your password. At least 8 characters."
                register={form.register}
                errors={errors}
              />
              {failure ? (
                <div className="grid gap-2">
                  <Alert tone="error">{failure}</Alert>
                  <Link href="/forgot-password" className="text-sm text-brand-700 underline">
                    Reset your password instead
                  </Link>
                </div>
              ) : null}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Unlocking..." : "Unlock Account"}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </Frame>
  );
}

/** Opens a link with a token once, on arrival, and shows the server's answer. */
function TokenLinkPage({ title, endpoint }: { title: string; endpoint: string }) {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({ tone: "error", text: "This page needs the link from your e-mail." });
      return;
    }
    apiJson<{ message: string }>("POST", endpoint, z.object({ token: z.string() }).parse({ token }))
      .then((answer) => {
        setState({ tone: "ok", text: answer.message });
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      })
      .catch((error) => setState({ tone: "error", text: errorText(error) }));
  }, [token, endpoint, queryClient]);

  return (
    <Frame icon={<MailCheck className="h-10 w-10 text-brand-700" aria-hidden />} title={title}>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          {state ? (
            <Alert tone={state.tone}>{state.text}</Alert>
          ) : (
            <p className="text-sm">Checking the link...</p>
          )}
          <Link href="/" className="text-sm text-brand-700 underline">
            Go to SafeDraft
          </Link>
        </CardContent>
      </Card>
    </Frame>
  );
}

export function VerifyEmailPage() {
  return <TokenLinkPage title="Confirm your e-mail address" endpoint="/api/auth/verify-email" />;
}

export function ConfirmEmailPage() {
  return <TokenLinkPage title="Confirm your new e-mail address" endpoint="/api/auth/confirm-email" />;
}

export function TwoFactorRecoveryPage() {
  return <TokenLinkPage title="Recover your account" endpoint="/api/auth/two-factor/recovery/confirm" />;
}

export function CancelTwoFactorRecoveryPage() {
  return <TokenLinkPage title="Stop the recovery" endpoint="/api/auth/two-factor/recovery/cancel" />;
}
