import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { CurrentUser } from "../../../contracts/auth";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson } from "../../lib/api";
import { CURRENT_USER_KEY } from "../auth/use-auth";
import { parseFieldErrors } from "../payments/field-errors";

/** Profile: first name, last name and e-mail, saved with PUT /api/auth/profile. */
export function ProfileTab({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ firstName: user.firstName, lastName: user.lastName, email: user.email });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const updated = await apiJson<CurrentUser>("PUT", "/api/auth/profile", form);
      queryClient.setQueryData(CURRENT_USER_KEY, updated);
      toast({ title: "Profile Updated", description: "Your profile has been saved." });
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
        <Button type="submit" className="w-fit" disabled={saving}>
          {saving ? "Saving..." : "Update Profile"}
        </Button>
      </form>
    </Card>
  );
}
