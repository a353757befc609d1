import { CheckCircle2, Loader2, X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { type ChosenPhoto, formatBytes } from "./chosen-photos";

const STATE_TEXT: Record<ChosenPhoto["state"], string> = { preparing: "Preparing…", ready: "Ready", unreadable: "Can't be read" };

export function ChosenPhotoRow({ item, onRemove, locked }: { item: ChosenPhoto; onRemove: () => void; locked: boolean }) {
  const busy = item.state === "preparing";
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-card p-2" aria-busy={busy}>
      <div className="grid h-14 w-14 shrink-0 place-items-center overflow-hidden rounded-md bg-muted">
        {item.preview ? <img src={item.preview} alt="" className="h-full w-full object-cover" /> : <Loader2 aria-hidden className="h-5 w-5 animate-spin text-muted-foreground" />}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-semibold">{item.file.name}</p>
        {item.resized ? (
          <p className="text-muted-foreground">
            {formatBytes(item.resized.originalBytes)} → {formatBytes(item.resized.photo.size)} · {item.resized.size.width}×{item.resized.size.height}
          </p>
        ) : null}
        <p className={item.state === "unreadable" ? "font-medium text-destructive" : "text-muted-foreground"} role={item.state === "unreadable" ? "alert" : undefined}>
          {item.state === "ready" ? <CheckCircle2 aria-hidden className="mr-1 inline h-4 w-4 text-primary" /> : null}
          {item.problem ?? STATE_TEXT[item.state]}
        </p>
      </div>
      <Button variant="ghost" size="icon" aria-label={`Remove ${item.file.name}`} onClick={onRemove} disabled={locked}>
        <X aria-hidden className="h-5 w-5" />
      </Button>
    </li>
  );
}
