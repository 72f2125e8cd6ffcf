import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { CurrentUser } from "../../../contracts/auth";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson } from "../../lib/api";
import { parseFieldErrors } from "../../lib/field-errors";
import { CURRENT_USER_KEY } from "../../lib/use-auth";
import { useSecurityStatus } from "./account-api";

/**
 * Profile: first name, last name and e-mail, saved with PUT /api/auth/profile. A new e-mail address
 * asks for the password (and a code with two-factor on) and changes once its link is opened.
 */
export function ProfileTab({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const security = useSecurityStatus();
  const [form, setForm] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    password: "",
    code: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const changingEmail = form.email.trim().toLowerCase() !== user.email;
  const needsCode = changingEmail && security.data?.twoFactorEnabled === true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const { password, code, ...names } = form;
      const body = changingEmail ? { ...names, password, ...(needsCode ? { code } : {}) } : names;
      const { pendingEmail, ...updated } = await apiJson<CurrentUser>("PUT", "/api/auth/profile", body);
      queryClient.setQueryData(CURRENT_USER_KEY, updated);
      setForm((f) => ({ ...f, email: updated.email, password: "", code: "" }));
      setPending(pendingEmail ?? null);
      toast({
        title: "Profile Updated",
        description: pendingEmail
          ? `Open the link we sent to ${pendingEmail} to finish changing your e-mail address.`
          : "Your profile has been saved.",
      });
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(parseFieldErrors(error.body));
      toast({
        title: "Update Failed",
        description: "There was an error updating your profile.",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: errors[key],
  });

  return (
    <Card className="max-w-xl p-6">
      <h2 className="text-lg font-semibold">Profile</h2>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="profile-first-name"
            label="First name"
            autoComplete="given-name"
            {...field("firstName")}
          />
          <TextField
            id="profile-last-name"
            label="Last name"
            autoComplete="family-name"
            {...field("lastName")}
          />
        </div>
        <TextField id="profile-email" label="Email" type="email" autoComplete="email" {...field("email")} />
        {changingEmail ? (
          <div className="grid gap-4 rounded-md border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm text-slate-700">
              {user.emailVerified
                ? "To change your e-mail address, confirm it is you. We will send a link to the new address; the change takes effect when you open it, and we tell your current address."
                : "Confirm your current e-mail address first: open the link we sent you, or use Resend link in the banner above."}
            </p>
            <TextField
              id="profile-password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              {...field("password")}
            />
            {needsCode ? (
              <TextField
                id="profile-code"
                label="Authentication code"
                inputMode="numeric"
                autoComplete="one-time-code"
                {...field("code")}
              />
            ) : null}
          </div>
        ) : null}
        {pending ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
            We sent a link to {pending}. Your e-mail address changes when you open it.
          </p>
        ) : null}
        <Button type="submit" className="w-fit" disabled={saving}>
          {saving ? "Saving..." : "Update Profile"}
        </Button>
      </form>
    </Card>
  );
}
