import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";

type StatCardProps = { icon: LucideIcon; label: string; value: ReactNode; detail: ReactNode; children?: ReactNode };

export function StatCard({ icon: Icon, label, value, detail, children }: StatCardProps) {
  return (
    <Card className="space-y-1 p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <Icon aria-hidden className="h-4 w-4 text-primary" />
        {label}
      </h2>
      <p className="text-2xl font-bold tabular-nums sm:text-3xl">{value}</p>
      {children}
      <p className="text-sm text-muted-foreground">{detail}</p>
    </Card>
  );
}
