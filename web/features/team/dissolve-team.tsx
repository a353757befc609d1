import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useDissolveTeam } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { toastFailure } from "../feedback/failure-toast";

/** The way off the team for an owner nobody else is on it with: dissolving it, after a confirmation. */
export function DissolveTeam({ teamName }: { teamName: string }) {
  const [confirming, setConfirming] = useState(false);
  const dissolve = useDissolveTeam();

  const endTeam = async () => {
    try {
      await dissolve.mutateAsync();
    } catch (error) {
      toastFailure("Couldn't dissolve the team", error);
      return;
    }
    setConfirming(false);
    toast({ title: "Team dissolved" });
  };

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className="h-5 w-5" />
        Dissolve team
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Dissolve ${teamName}?`}
        description="Invitations it has waiting are cancelled. Your jobs stay yours, and you can join another team."
        confirmLabel="Dissolve team"
        pending={dissolve.isPending}
        onConfirm={endTeam}
      />
    </>
  );
}
