import { FolderArchive, Trash2 } from "lucide-react";
import { useState } from "react";
import { DELETE_WORD } from "../../../shared/constants";
import { useDeleteAccount } from "../../api/account";
import { type Account } from "../../api/account-query";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { readAccountForm } from "./field-errors";
import { SettingsSection } from "./settings-section";
import { ProviderProof } from "./provider-proof";
import { TeamHandover } from "./team-handover";

/** Deleting the account: export first, hand the team over, then the password (or a fresh provider sign-in) and the typed word. */
export function DeleteAccountSection({ account, onExport, onDeleted }: { account: Account; onExport: () => void; onDeleted: () => Promise<void> }) {
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const remove = useDeleteAccount();

  const submit = useSingleFlight(async () => {
    try {
      const read = await readAccountForm((schemas) => schemas.AccountDeleteSchema, { confirmation: typed, ...(account.hasPassword ? { password } : {}) });
      const found = { ...(read.errors ?? {}) };
      if (account.hasPassword && !password) found.password = "Enter your password";
      setErrors(found);
      if (!read.values || Object.keys(found).length) return;
      await remove.mutateAsync(read.values);
    } catch (error) {
      return toastFailure("Couldn't delete the account", error);
    }
    await onDeleted();
  });

  return (
    <SettingsSection id="delete-account" title="Delete account" description="Deletes your jobs, photos, files, backups, logo, devices and share links for good. This can't be undone.">
      <div className="space-y-2">
        <p className="text-sm">Want a copy first? Export everything as one zip before you delete.</p>
        <Button variant="outline" onClick={onExport}>
          <FolderArchive aria-hidden className="h-5 w-5" />
          Export my account
        </Button>
      </div>
      <TeamHandover />
      <form
        className="space-y-4 border-t border-border pt-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {account.hasPassword ? (
          <FormField label="Password" error={errors.password}>
            <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
        ) : (
          <ProviderProof provider={account.providers[0]?.name} action="delete it" />
        )}
        <FormField label={`Type ${DELETE_WORD} to confirm`} error={errors.confirmation}>
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </FormField>
        <Button type="submit" variant="destructive" disabled={remove.isPending || typed !== DELETE_WORD}>
          <Trash2 aria-hidden className="h-5 w-5" />
          Delete my account
        </Button>
      </form>
    </SettingsSection>
  );
}
