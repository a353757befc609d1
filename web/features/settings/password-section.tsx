import { useState } from "react";
import { PasswordChangeSchema } from "../../../shared/schemas/account";
import { type Account, useChangePassword } from "../../api/account";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { readForm } from "./field-errors";
import { SettingsSection } from "./settings-section";

const EMPTY = { currentPassword: "", newPassword: "", repeat: "" };

/** Change the password (the current one first), or set one on an account made through a provider; every other device is signed out. */
export function PasswordSection({ account }: { account: Account }) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();
  const hasPassword = account.hasPassword;

  const save = useSingleFlight(async () => {
    const read = readForm(PasswordChangeSchema, { newPassword: draft.newPassword, ...(hasPassword ? { currentPassword: draft.currentPassword } : {}) });
    const found = { ...(read.errors ?? {}) };
    if (hasPassword && !draft.currentPassword) found.currentPassword = "Enter your current password";
    if (!found.newPassword && draft.repeat !== draft.newPassword) found.repeat = "The two new passwords are not the same";
    setErrors(found);
    if (!read.values || Object.keys(found).length) return;
    try {
      await change.mutateAsync(read.values);
      setDraft(EMPTY);
      toast({ title: hasPassword ? "Password changed" : "Password set", description: "Every other device has been signed out." });
    } catch (error) {
      toastFailure(hasPassword ? "Couldn't change the password" : "Couldn't set the password", error);
    }
  });

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string, hint?: string) => (
    <FormField label={label} error={errors[name]} hint={hint}>
      <Input type="password" autoComplete={autoComplete} value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
    </FormField>
  );

  return (
    <SettingsSection
      id="password"
      title="Password"
      description={hasPassword ? "Changing it signs out every other device." : "Your account signs in through a provider. Set a password to sign in with it too."}
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <input type="text" autoComplete="username" value={account.username ?? account.email ?? ""} readOnly hidden />
        {hasPassword ? field("currentPassword", "Current password", "current-password") : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("newPassword", "New password", "new-password", "At least 6 characters")}
          {field("repeat", "New password again", "new-password")}
        </div>
        <Button type="submit" disabled={change.isPending}>
          {hasPassword ? "Change password" : "Set password"}
        </Button>
      </form>
    </SettingsSection>
  );
}
