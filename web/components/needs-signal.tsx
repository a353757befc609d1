import { CloudOff } from "lucide-react";

/** Said beside actions only the server can do, which stay disabled while the phone has no signal. */
export function NeedsSignal({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <CloudOff aria-hidden className="h-4 w-4 shrink-0" />
      {children}
    </p>
  );
}
