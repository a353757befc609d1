import { RefreshCw } from "lucide-react";
import { Button } from "./button";

/** A read that failed, said in one line, with the way to try again beside it. */
export function RetryLine({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-muted-foreground">
      {message}
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden className="h-5 w-5" />
        Try again
      </Button>
    </div>
  );
}
