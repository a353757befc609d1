import { Copy } from "lucide-react";
import { formatSquareFeetExact, withSquareMetres } from "../../../shared/domain/area-text";
import { formatWorkedLength } from "../../../shared/domain/length-text";
import { isMetric } from "../../../shared/domain/units";
import type { LengthUnit } from "../../../shared/domain/units";
import type { PanelCard } from "../../../shared/domain/vin-panels";
import { ROLL_WIDTH_IN } from "../../../shared/domain/vinyl";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toast } from "../../components/ui/toast-store";
import { formatNumber } from "../../../shared/domain/number-text";
import { rollWidthText } from "../../../shared/domain/metric-text";

/** A panel side in inches, or in a metric shop's centimetres or metres to the centimetre. */
const side = (inches: number, unit: LengthUnit) => (isMetric(unit) ? formatWorkedLength(inches, unit) : `${formatNumber(inches, 2)} in`);

const sizeText = (panel: PanelCard, unit: LengthUnit) => `${side(panel.widthIn, unit)} x ${side(panel.heightIn, unit)}`;

const areaText = (panel: PanelCard, metric: boolean) => withSquareMetres(formatSquareFeetExact(panel.squareFeet), panel.squareFeet, metric);

function panelText(panel: PanelCard, unit: LengthUnit): string {
  const count = panel.count > 1 ? ` (x${panel.count})` : "";
  return `${panel.name}${count}: ${sizeText(panel, unit)}, ${areaText(panel, isMetric(unit))}`;
}

async function copyPanel(panel: PanelCard, unit: LengthUnit) {
  const text = panelText(panel, unit);
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: text });
  } catch {
    toast({ title: "Couldn't copy", description: text, variant: "destructive" });
  }
}

/** `lengthUnit`: the shop's, read once by the results; a metric one (cm or m) gets panel sizes in it, rolls in cm and square metres beside each area. */
type Props = { panels: PanelCard[]; sizedFor: string; lengthUnit: LengthUnit };

export function PanelCards({ panels, sizedFor, lengthUnit }: Props) {
  const metric = isMetric(lengthUnit);
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
                <p className="tabular-nums">{sizeText(panel, lengthUnit)}</p>
                <p className="text-sm text-muted-foreground">
                  {areaText(panel, metric)} · {panel.pieces} {panel.pieces === 1 ? "piece" : "pieces"}
                  {panel.fitsRoll ? "" : ` · wider than a ${rollWidthText(ROLL_WIDTH_IN, metric)} roll`}
                </p>
              </div>
              <Button variant="ghost" size="icon" aria-label={`Copy ${panel.name} dimensions`} onClick={() => void copyPanel(panel, lengthUnit)}>
                <Copy aria-hidden className="h-5 w-5" />
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
