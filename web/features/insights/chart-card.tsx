import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";

/** A titled card for a chart or a ranked list, with a line saying what it counts. */
export function ChartCard({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-4">
      <div>
        <h2 className="text-lg font-bold">{title}</h2>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      {children}
    </Card>
  );
}
