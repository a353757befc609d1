import { CloudOff } from "lucide-react";
import { Button } from "./ui/button";
import { EmptyState } from "./ui/empty-state";

export function CantReach({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <EmptyState
        icon={CloudOff}
        title="Can't reach WrapPilot"
        description="Check your connection and try again. Nothing you entered has been lost."
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}
