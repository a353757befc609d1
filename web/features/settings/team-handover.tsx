import { Users } from "lucide-react";
import { useState } from "react";
import { useTeam } from "../../api/team";
import { useDissolveTeam, useTransferTeam } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { toastFailure } from "../feedback/failure-toast";

/** A team owner with others on the team first hands it to an admin or dissolves it. */
export function TeamHandover() {
  const team = useTeam().data;
  const transfer = useTransferTeam();
  const dissolve = useDissolveTeam();
  const admins = team?.members.filter((member) => member.role === "admin") ?? [];
  const [adminId, setAdminId] = useState("");
  const [dissolving, setDissolving] = useState(false);
  const [handingOver, setHandingOver] = useState(false);
  if (!team?.team || team.myRole !== "owner" || team.members.length < 2) return null;
  const chosen = admins.find((admin) => admin.id === adminId) ?? admins[0];

  const handOver = async () => {
    if (!chosen) return;
    try {
      await transfer.mutateAsync(chosen.id);
      setHandingOver(false);
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
          <Button variant="outline" onClick={() => setHandingOver(true)}>
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
        open={handingOver && chosen !== undefined}
        onOpenChange={setHandingOver}
        title={`Make ${chosen?.name} the owner of ${team.team.name}?`}
        description="They take over the team's members, invitations and shared jobs, and you stay on the team as an admin. Only they can hand it back."
        confirmLabel="Make owner"
        pending={transfer.isPending}
        onConfirm={handOver}
      />
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
