import { Users } from "lucide-react";
import type { JobAccess } from "../../../shared/schemas/job";
import { JOB_SHARE_LABELS } from "../../../shared/domain/team-text";

/** Says how the caller reaches a job that is not theirs: who shared it and with what access, or whose it is on their team. */
function accessText(access: JobAccess): string | null {
  if (access.via === "owner") return null;
  const level = access.level === "owner" ? "" : ` · ${JOB_SHARE_LABELS[access.level]}`;
  return access.via === "share" ? `Shared by ${access.grantor ?? "a teammate"}${level}` : `${access.grantor ?? "A teammate"}'s job · Team view, read only`;
}

export function AccessBadge({ access }: { access: JobAccess }) {
  const text = accessText(access);
  if (!text) return null;
  return (
    <p className="flex w-fit max-w-full items-center gap-1.5 rounded-full bg-accent px-2.5 py-0.5 text-sm font-semibold text-accent-foreground">
      <Users aria-hidden className="h-4 w-4 shrink-0" />
      <span className="min-w-0 truncate">{text}</span>
    </p>
  );
}
