import { FolderArchive, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { DELETE_WORD } from "../../../shared/constants";
import { type Account, useDeleteAccount } from "../../api/account";
import { useTeam } from "../../api/team";
import { useDissolveTeam, useTransferTeam } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { readAccountForm } from "./field-errors";
import { SettingsSection } from "./settings-section";
import { ProviderProof } from "./provider-proof";

/** A team owner with others on the team first hands it to an admin or dissolves it. */
function TeamHandover() {
  const team = useTeam().data;
  const transfer = useTransferTeam();
  const dissolve = useDissolveTeam();
  const admins = team?.members.filter((member) => member.role === "admin") ?? [];
  const [adminId, setAdminId] = useState("");
  const [dissolving, setDissolving] = useState(false);
  if (!team?.team || team.myRole !== "owner" || team.members.length < 2) return null;
  const chosen = admins.find((admin) => admin.id === adminId) ?? admins[0];

  const handOver = async () => {
    if (!chosen) return;
    try {
      await transfer.mutateAsync(chosen.id);
      toast({ title: "Team handed over", description: `${chosen.name} now owns ${team.team!.name}.` });
    } catch (error) {
      toastFailure("Couldn't hand the team over", error);
    }
  };

  const endTeam = async () => {
    try {
      await dissolve.mutateAsync();
      setDissolving(false);
      toast({ title: "Team dissolved" });
    } catch (error) {
      toastFailure("Couldn't dissolve the team", error);
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-border bg-muted/50 p-3" data-testid="team-handover">
      <p className="flex items-start gap-2 font-semibold">
        <Users aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        You own {team.team.name}. Before deleting your account, make an admin its owner or dissolve the team.
      </p>
      {admins.length ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <FormField label="New owner">
              <Select value={chosen?.id ?? ""} onChange={(event) => setAdminId(event.target.value)}>
                {admins.map((admin) => (
                  <option key={admin.id} value={admin.id}>
                    {admin.name}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <Button variant="outline" onClick={() => void handOver()} disabled={transfer.isPending}>
            Make owner
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Nobody on the team is an admin yet. Make someone an admin on the Team page to hand the team over.</p>
      )}
      <Button variant="outline" onClick={() => setDissolving(true)}>
        Dissolve the team
      </Button>
      <ConfirmDialog
        open={dissolving}
        onOpenChange={setDissolving}
        title={`Dissolve ${team.team.name}?`}
        description="Everyone leaves the team, and jobs shared between members are no longer shared. Each member keeps their own jobs."
        confirmLabel="Dissolve team"
        pending={dissolve.isPending}
        onConfirm={endTeam}
      />
    </div>
  );
}

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
