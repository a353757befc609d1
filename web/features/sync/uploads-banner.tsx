import { CloudUpload } from "lucide-react";
import { Link } from "wouter";
import type { JobTab } from "../../../shared/job-tabs";
import { countedList } from "../../lib/counted-list";
import { jobPath } from "../../lib/routes";
import { useOnline } from "../../lib/use-online";
import type { OutboxEntry } from "../../offline/photo-outbox";
import { useOutboxFiles } from "../files/file-outbox-runtime";
import { useOutboxVoiceNotes } from "../notes/voice-outbox-runtime";
import { useOutboxPhotos } from "../photos/photo-outbox-runtime";

const KINDS = [
  { one: "photo", many: "photos", tab: "photos" },
  { one: "voice note", many: "voice notes", tab: "notes" },
  { one: "file", many: "files", tab: "files" },
] as const satisfies readonly { one: string; many: string; tab: JobTab }[];

/** What the three outboxes hold, in words, and where the one to look at first is: the oldest refused upload, else the oldest waiting. */
export function uploadsSummary(outboxes: readonly (readonly OutboxEntry[])[], online: boolean) {
  const items = outboxes.flatMap((entries, kind) => entries.map((entry) => ({ entry, kind })));
  if (items.length === 0) return null;
  const refusedOf = (entries: readonly OutboxEntry[]) => entries.filter((entry) => entry.state === "refused").length;
  const waitingCount = outboxes.reduce((sum, entries) => sum + entries.length - refusedOf(entries), 0);
  const waiting = countedList(outboxes.map((entries, kind) => [entries.length - refusedOf(entries), KINDS[kind]!.one, KINDS[kind]!.many]));
  const refused = countedList(outboxes.map((entries, kind) => [refusedOf(entries), KINDS[kind]!.one, KINDS[kind]!.many]));
  const oldestFirst = items.sort((a, b) => a.entry.queuedAt.localeCompare(b.entry.queuedAt));
  const first = oldestFirst.find(({ entry }) => entry.state === "refused") ?? oldestFirst[0]!;
  return {
    text: [waiting ? `${waiting} waiting to upload${online ? "" : `; ${waitingCount === 1 ? "it" : "they"} will go when the signal returns`}` : null, refused ? `${refused} not uploaded` : null]
      .filter(Boolean)
      .join(" · "),
    refused: refused !== null,
    href: jobPath(first.entry.jobId, KINDS[first.kind]!.tab),
  };
}

/** Anywhere in the app: photos, voice notes and files still on this phone, so nobody closes the app thinking they are uploaded. */
export function UploadsBanner() {
  const summary = uploadsSummary([useOutboxPhotos(), useOutboxVoiceNotes(), useOutboxFiles()], useOnline());
  if (!summary) return null;
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 pt-4">
      <div className={`flex items-center gap-3 rounded-lg border p-3 text-sm ${summary.refused ? "border-destructive text-destructive" : "border-primary"}`}>
        <CloudUpload aria-hidden className="h-5 w-5 shrink-0" />
        <p className="min-w-0 flex-1 font-medium">{summary.text}</p>
        <Link href={summary.href} className="min-h-11 shrink-0 content-center font-semibold underline">
          Show
        </Link>
      </div>
    </div>
  );
}
