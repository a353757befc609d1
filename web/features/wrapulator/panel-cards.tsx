import { Copy } from "lucide-react";
import { formatSquareFeetExact } from "../../../shared/domain/area-text";
import type { PanelCard } from "../../../shared/domain/vin-panels";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toast } from "../../components/ui/toast-store";
import { formatNumber } from "../../../shared/domain/number-text";

const inches = (value: number) => `${formatNumber(value, 2)} in`;

function panelText(panel: PanelCard): string {
  const count = panel.count > 1 ? ` (x${panel.count})` : "";
  return `${panel.name}${count}: ${inches(panel.widthIn)} x ${inches(panel.heightIn)}, ${formatSquareFeetExact(panel.squareFeet)}`;
}

async function copyPanel(panel: PanelCard) {
  const text = panelText(panel);
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: text });
  } catch {
    toast({ title: "Couldn't copy", description: text, variant: "destructive" });
  }
}

export function PanelCards({ panels, sizedFor }: { panels: PanelCard[]; sizedFor: string }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Sized for: <span className="font-semibold text-foreground">{sizedFor}</span>. Measure the vehicle before cutting.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {panels.map((panel) => (
          <li key={panel.name}>
            <Card className="flex items-start justify-between gap-3 p-4">
              <div>
                <h3 className="font-bold">
                  {panel.name}
                  {panel.count > 1 ? <span className="font-normal text-muted-foreground"> x{panel.count}</span> : null}
                </h3>
                <p className="tabular-nums">
                  {inches(panel.widthIn)} x {inches(panel.heightIn)}
                </p>
                <p className="text-sm text-muted-foreground">
                  {formatSquareFeetExact(panel.squareFeet)} · {panel.pieces} {panel.pieces === 1 ? "piece" : "pieces"}
                  {panel.fitsRoll ? "" : " · wider than a 60 in roll"}
                </p>
              </div>
              <Button variant="ghost" size="icon" aria-label={`Copy ${panel.name} dimensions`} onClick={() => void copyPanel(panel)}>
                <Copy aria-hidden className="h-5 w-5" />
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
