import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";

/** One section of the settings page: a card with its heading and what it is for. */
export function SettingsSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 md:p-6" aria-labelledby={`${id}-heading`} role="region">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
