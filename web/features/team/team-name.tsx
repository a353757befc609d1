import { Pencil } from "lucide-react";
import { useState } from "react";
import { TEAM_NAME_MAX } from "../../../shared/constants";
import type { Team } from "../../../shared/schemas/team";
import { useRenameTeam } from "../../api/team-changes";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { toastFailure } from "../feedback/failure-toast";

export function TeamName({ team, canRename }: { team: Team; canRename: boolean }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameTeam();

  const save = async () => {
    try {
      const { TeamRenameSchema } = await import("../../../shared/schemas/team");
      const parsed = TeamRenameSchema.safeParse({ name });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? "Team name is required");
        return;
      }
      await rename.mutateAsync(parsed.data.name);
      toast({ title: "Team renamed" });
      setEditing(false);
      setError(null);
    } catch (failure) {
      toastFailure("Couldn't rename the team", failure);
    }
  };

  if (!editing) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <p className="min-w-0 break-words text-lg font-semibold text-muted-foreground">{team.name}</p>
        {canRename ? (
          <Button variant="ghost" size="icon" aria-label="Rename team" onClick={() => {
              setName(team.name);
              setEditing(true);
            }}>
            <Pencil aria-hidden className="h-4 w-4" />
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className="mt-1 flex flex-wrap items-start gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!rename.isPending) void save();
      }}
    >
      <div className="w-full max-w-xs">
        <Input aria-label="Team name" value={name} maxLength={TEAM_NAME_MAX} aria-invalid={error ? true : undefined} onChange={(event) => setName(event.target.value)} autoFocus />
        {error ? (
          <p role="alert" className="mt-1 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={rename.isPending}>
        Save
      </Button>
      <Button variant="outline" onClick={() => setEditing(false)}>
        Cancel
      </Button>
    </form>
  );
}
