import { AlertTriangle, CloudOff, CloudUpload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useQueuedWrites } from "../../api/pending-changes";
import { useWritesKeptOnDevice } from "../../api/writes-kept";
import { toast } from "../../components/ui/toast-store";
import { cn } from "../../lib/cn";
import { useOnline } from "../../lib/use-online";
import { lazyExport, whenShown } from "../../components/lazy-page";

const SyncSheet = whenShown(lazyExport(() => import("./sync-sheet"), "SyncSheet"));

const changesWaiting = (count: number) => (count === 1 ? "1 change waiting" : `${count} changes waiting`);

/** Tells once when a change the user had left to the queue is refused or met someone else's edit. */
function useProblemToast(problems: number, waiting: number) {
  const seen = useRef(problems);
  useEffect(() => {
    if (problems > seen.current) {
      toast({ title: "A change couldn't sync", description: `Tap "${changesWaiting(waiting)}" at the top to retry, edit or discard ${problems === 1 ? "it" : "them"}.`, variant: "destructive" });
    }
    seen.current = problems;
  }, [problems, waiting]);
}

/** Tells once when the device refuses to store the changes waiting to sync, as a saved toast may just have said otherwise. */
function useNotKeptToast() {
  const kept = useWritesKeptOnDevice();
  useEffect(() => {
    if (kept) return;
    toast({
      title: "Not saved on this device",
      description: "This device would not store your unsynced changes (its storage may be full). Keep the app open until they sync.",
      variant: "destructive",
    });
  }, [kept]);
}

/** The header's sync state: offline, and how many changes wait on this device; opens the list of them. */
export function SyncStatus() {
  const online = useOnline();
  const writes = useQueuedWrites();
  const [open, setOpen] = useState(false);
  const problems = writes.filter((write) => write.state === "refused" || write.state === "conflict").length;
  useProblemToast(problems, writes.length);
  useNotKeptToast();
  const Icon = problems ? AlertTriangle : online ? CloudUpload : CloudOff;
  const label = [online ? "Online" : "Offline", writes.length ? changesWaiting(writes.length) : null].filter(Boolean).join(", ");
  return (
    <div role="status" className="contents">
      {writes.length || !online ? (
        <button
          type="button"
          aria-label={label}
          onClick={() => setOpen(true)}
          className={cn(
            "flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium",
            problems ? "bg-destructive text-destructive-foreground" : "bg-muted",
          )}
        >
          <Icon aria-hidden className="h-4 w-4" />
          {online ? null : <span>Offline</span>}
          {writes.length ? <span className={online ? undefined : "hidden sm:inline"}>{online ? changesWaiting(writes.length) : `· ${changesWaiting(writes.length)}`}</span> : null}
        </button>
      ) : null}
      {open ? (
        <SyncSheet onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
