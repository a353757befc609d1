import { useMemo } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useChangePassword } from "../../api/account";
import { type Account } from "../../api/account-query";
import { PART_UNAVAILABLE_TITLE, partUnavailableReason } from "../../components/part-unavailable";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import type { PasswordForm } from "./password-rules";
import { SettingsSection } from "./settings-section";
import { ProviderProof } from "./provider-proof";

/** The form's zod rules load the first time it is checked, not with the settings screen; a load that fails is said, and nothing is sent. */
const lazyResolver =
  (hasPassword: boolean): Resolver<PasswordForm> =>
  async (values, context, options) => {
    let rules: typeof import("./password-rules");
    try {
      rules = await import("./password-rules");
    } catch {
      toast({ title: PART_UNAVAILABLE_TITLE, description: partUnavailableReason(false), variant: "destructive" });
      return { values: {}, errors: { root: { type: "unavailable", message: PART_UNAVAILABLE_TITLE } } };
    }
    return rules.passwordResolver(hasPassword)(values, context, options);
  };

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", repeat: "" };

/** Change the password (the current one first), or set one on an account made through a provider; every other device is signed out. */
export function PasswordSection({ account }: { account: Account }) {
  const hasPassword = account.hasPassword;
  const change = useChangePassword();
  const resolver = useMemo(() => lazyResolver(hasPassword), [hasPassword]);
  const form = useForm<PasswordForm>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = useSingleFlight(form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ newPassword, ...(hasPassword ? { currentPassword } : {}) });
    } catch (error) {
      return toastFailure(hasPassword ? "Couldn't change the password" : "Couldn't set the password", error);
    }
    form.reset(EMPTY);
    toast({ title: hasPassword ? "Password changed" : "Password set", description: "Every other device has been signed out." });
  }));

  if (!hasPassword && !account.email && !account.username) {
    return (
      <SettingsSection id="password" title="Password" description="Your account signs in through a provider.">
        <p className="text-sm text-muted-foreground">Add an email above to set a password: a password signs in together with your email.</p>
      </SettingsSection>
    );
  }
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
          void onSubmit();
        }}
      >
        <input type="text" autoComplete="username" value={account.username ?? account.email ?? ""} readOnly hidden />
        {hasPassword ? (
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
        ) : (
          <ProviderProof provider={account.providers[0]?.name} action="set one" />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="New password" error={errors.newPassword?.message} hint="At least 6 characters">
            <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField label="New password again" error={errors.repeat?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("repeat")} />
          </FormField>
        </div>
        <Button type="submit" disabled={change.isPending}>
          {hasPassword ? "Change password" : "Set password"}
        </Button>
      </form>
    </SettingsSection>
  );
}
