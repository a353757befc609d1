import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** `heading` is the title's level: "h1" where the state is the whole page, as on a share link that opens nothing. */
type EmptyStateProps = { icon: LucideIcon; title: string; description: ReactNode; action?: ReactNode; heading?: "h1" | "h2" };

export function EmptyState({ icon: Icon, title, description, action, heading: Heading = "h2" }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
      <Icon aria-hidden className="mb-4 h-12 w-12 text-muted-foreground" />
      <Heading className="text-lg font-semibold">{title}</Heading>
      <div className="mt-1 max-w-md text-muted-foreground">{description}</div>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
