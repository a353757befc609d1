import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type EmptyStateProps = { icon: LucideIcon; title: string; description: ReactNode; action?: ReactNode };

export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
      <Icon aria-hidden className="mb-4 h-12 w-12 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-1 max-w-md text-muted-foreground">{description}</div>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
