import { FilePlus2 } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { FILE_MAX_BYTES } from "../../../shared/constants";
import { ACCEPTED_FILE_TEXT, FILE_ACCEPT, familyOf } from "../../../shared/domain/file-types";
import { FILE_CATEGORIES, type FileCategory } from "../../../shared/domain/vocabulary";
import { FILE_CATEGORY_LABELS, fileSizeText, oversizeText } from "../../../shared/domain/file-text";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { countOf } from "../../lib/format";
import { uuidv7 } from "../../lib/uuidv7";
import { fileOutbox } from "./file-outbox-runtime";

/** Why the browser already knows the server would refuse this file; null when it may go. */
function refusal(file: File): string | null {
  if (!familyOf(file.name)) return `${file.name}: we take ${ACCEPTED_FILE_TEXT} files.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > FILE_MAX_BYTES) return oversizeText(file.name, file.size, FILE_MAX_BYTES, "a file");
  return null;
}

function toastOutcome(ids: string[]) {
  const left = fileOutbox.list().filter((item) => ids.includes(item.id));
  const refused = left.filter((item) => item.state === "refused");
  if (refused.length) return toast({ title: "Upload failed", description: refused[0]!.problem ?? "The file could not be uploaded.", variant: "destructive" });
  if (left.length) {
    const later = navigator.onLine ? "could not reach the server yet and will be sent again shortly" : "will upload when the signal returns";
    return toast({ title: "Saved on this device", description: `${countOf(left.length, "file")} ${later}.` });
  }
  toast({ title: "Files uploaded", description: `${countOf(ids.length, "file")} added to this job.` });
}

/**
 * Saving files on the device is a moment, but a start on the Files tab can have them wait for the app to open the
 * upload outbox (web/offline/photo-outbox.ts): past this, the button says they are being saved.
 */
const SAVING_SHOWN_AFTER_MS = 300;

export function FileUploader({ jobId }: { jobId: string }) {
  const [category, setCategory] = useState<FileCategory>("general");
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [saving, setSaving] = useState(false);
  const batchesWaiting = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  const queue = async (files: File[]) => {
    const refused = files.map(refusal).filter((problem): problem is string => problem !== null);
    const accepted = files.filter((file) => refusal(file) === null);
    setProblems(refused);
    if (accepted.length === 0) return;
    const entries = accepted.map((file) => ({ id: uuidv7(), jobId, file, filename: file.name, category }));
    batchesWaiting.current += 1;
    const slow = setTimeout(() => setSaving(true), SAVING_SHOWN_AFTER_MS);
    try {
      await fileOutbox.add(entries);
    } catch {
      return toast({ title: "Upload failed", description: "The files could not be saved on this device. Please try again.", variant: "destructive" });
    } finally {
      clearTimeout(slow);
      batchesWaiting.current -= 1;
      if (batchesWaiting.current === 0) setSaving(false);
    }
    await fileOutbox.drain();
    toastOutcome(entries.map((entry) => entry.id));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void queue([...event.dataTransfer.files]);
  };

  return (
    <Card
      className={`space-y-3 p-4 ${dragging ? "ring-2 ring-primary" : ""}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="grid gap-3 sm:grid-cols-[auto_minmax(0,14rem)] sm:items-end">
        <Button size="lg" aria-busy={saving || undefined} onClick={() => input.current?.click()}>
          <FilePlus2 aria-hidden className="h-5 w-5" />
          {saving ? "Saving files…" : "Add files"}
        </Button>
        <FormField label="Category for new files">
          <Select value={category} onChange={(event) => setCategory(event.target.value as FileCategory)}>
            {FILE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {FILE_CATEGORY_LABELS[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <input
          ref={input}
          type="file"
          accept={FILE_ACCEPT}
          multiple
          hidden
          aria-label="Choose files"
          onChange={(event) => {
            void queue([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {ACCEPTED_FILE_TEXT}, up to {fileSizeText(FILE_MAX_BYTES)} each.<span className="hidden md:inline"> Or drop files here.</span>
      </p>
      {problems.length ? (
        <ul role="alert" className="space-y-1 text-sm font-medium text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
