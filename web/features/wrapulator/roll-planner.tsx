import { LayoutGrid } from "lucide-react";
import { useMemo, useState } from "react";
import { DEFAULT_BLEED_IN, DEFAULT_OVERLAP_IN, ROLL_WIDTHS_IN, layoutPanels } from "../../../shared/domain/roll-layout";
import type { Panel } from "../../../shared/domain/roll-layout";
import { isMetric } from "../../../shared/domain/units";
import { withSquareMetres } from "../../../shared/domain/area-text";
import { rollSizeText, rollWidthText } from "../../../shared/domain/metric-text";
import { sizeLimits, sizeText, sizeUnit, storedFromMetric } from "../../../shared/domain/metric-sizes";
import { VIN_WASTE_PERCENT } from "../../../shared/domain/vin-panels";
import { ROLL_LENGTH_IN, withWaste } from "../../../shared/domain/vinyl";
import { useShopDefaults } from "../../api/account";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { SegmentedControl } from "../../components/ui/segmented-control";
import type { EstimateSeed } from "../estimates/estimate-draft";
import { RollDrawing } from "./roll-drawing";
import { formatNumber } from "../../../shared/domain/number-text";
import { typedNumber } from "../../lib/typed-decimal";
import { metresAlong } from "./roll-text";

const feet = (value: number) => `${formatNumber(value, 1)} ft`;

/** A length along the roll, from feet: in feet, or in metres for a metric shop. */
const along = (value: number, metric: boolean) => (metric ? metresAlong(value * 12) : feet(value));

/**
 * An estimate whose material equals the plan's vinyl: the panels' area with the waste that makes it up, or, when the
 * offcuts are more than the panels (small decals on a wide roll) and the waste would pass its 100% limit, the plan's
 * vinyl as the area with no waste, so a price per square foot is not undercut.
 */
function planEstimate(layout: { linearFeet: number; panelSquareFeet: number }, width: number, label: string, metric: boolean): EstimateSeed {
  const planned = (layout.linearFeet * width) / 12;
  const waste = Math.max(0, Math.ceil((planned / layout.panelSquareFeet - 1) * 100));
  const notes = `Roll plan: ${along(layout.linearFeet, metric)} of a ${rollWidthText(width, metric)} roll (${label.toLowerCase()})`;
  if (waste <= 100) return { totalSurfaceArea: layout.panelSquareFeet, wastePercentage: waste, vinylRollWidth: width, notes };
  const area = Math.ceil(planned * 100) / 100;
  const panels = withSquareMetres(`${formatNumber(layout.panelSquareFeet)} sq ft`, layout.panelSquareFeet, metric);
  return { totalSurfaceArea: area, wastePercentage: 0, vinylRollWidth: width, notes: `${notes}; ${panels} of panels, offcuts included in the area` };
}

const BLEED_MAX_IN = 24;
/** How near the shop's default roll width stands in for a usual one: 137 cm for the 54 in roll, 152 cm for the 60 in. */
const SAME_ROLL_IN = 0.5;

/** The usual roll widths, the shop's default among them in place of the one it stands in for, else beside them. */
function rollWidthChoices(defaultWidth: number): number[] {
  const usual = ROLL_WIDTHS_IN.filter((width) => Math.abs(width - defaultWidth) > SAME_ROLL_IN);
  return [...usual, defaultWidth].sort((a, b) => a - b);
}

/** A bleed or overlap typed in inches, or in cm for a metric shop, as inches; null when it is not 0 to 24 in. */
function inchesOrNull(text: string, metric: boolean): number | null {
  const value = typedNumber(text.trim());
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const inches = metric ? storedFromMetric(value, "inches") : value;
  return inches >= 0 && inches <= BLEED_MAX_IN && value >= 0 ? inches : null;
}


export type PanelSource = { key: string; label: string; panels: Panel[]; note?: string };

type Props = { sources: PanelSource[]; onUseInEstimate?: (seed: EstimateSeed) => void };

/** Plans where each panel goes on the roll, and compares the roll it takes with the square-feet estimate; a metric shop reads and types it in cm and m. */
export function RollPlanner({ sources, onUseInEstimate }: Props) {
  const [sourceKey, setSourceKey] = useState(sources[0]?.key ?? "");
  const { rollWidth: defaultWidth, lengthUnit } = useShopDefaults();
  const metric = isMetric(lengthUnit);
  const widths = rollWidthChoices(defaultWidth);
  const [rollWidth, setRollWidth] = useState<string>(String(defaultWidth));
  const [bleed, setBleed] = useState(() => sizeText(DEFAULT_BLEED_IN, "inches", metric));
  const [overlap, setOverlap] = useState(() => sizeText(DEFAULT_OVERLAP_IN, "inches", metric));
  const source = sources.find((candidate) => candidate.key === sourceKey) ?? sources[0];
  const bleedIn = inchesOrNull(bleed, metric);
  const overlapIn = inchesOrNull(overlap, metric);
  const bleedUnit = sizeUnit("inches", metric);
  const bleedRange = metric ? `0 to ${formatNumber(sizeLimits("inches", 0, BLEED_MAX_IN, true).max)} cm` : `0 to ${BLEED_MAX_IN} inches`;
  const width = Number(rollWidth);

  const plan = useMemo(() => {
    if (!source || source.panels.length === 0 || bleedIn === null || overlapIn === null) return null;
    try {
      return { layout: layoutPanels(source.panels, { rollWidthIn: width, rollLengthIn: ROLL_LENGTH_IN, bleedIn, overlapIn }) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : "These panels cannot be laid out" };
    }
  }, [source, width, bleedIn, overlapIn]);

  const layout = plan && "layout" in plan ? plan.layout : null;
  const areaEstimateFeet = layout ? (withWaste(layout.panelSquareFeet, VIN_WASTE_PERCENT) * 12) / width : 0;

  return (
    <Card className="space-y-4 p-4">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <LayoutGrid aria-hidden className="h-5 w-5 text-primary" />
        Roll planner
      </h2>
      {sources.length === 0 ? (
        <p className="text-muted-foreground">Add measurements with a width and a height, or decode a VIN, to plan the roll.</p>
      ) : (
        <>
          {sources.length > 1 ? (
            <SegmentedControl name="plan-source" legend="Panels to lay out" value={source!.key} options={sources.map(({ key, label }) => ({ value: key, label }))} onChange={setSourceKey} className="grid-cols-2" />
          ) : (
            <p className="text-sm font-semibold">{source!.label}</p>
          )}
          {source?.note ? <p className="text-sm text-muted-foreground">{source.note}</p> : null}
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="space-y-1.5">
              <p aria-hidden className="text-sm font-semibold">
                Roll width
              </p>
              <SegmentedControl name="roll-width" legend="Roll width" value={rollWidth} options={widths.map((value) => ({ value: String(value), label: rollWidthText(value, metric) }))} onChange={setRollWidth} className={widths.length > 3 ? "grid-cols-4" : "grid-cols-3"} />
            </div>
            <FormField label={`Bleed per side (${bleedUnit})`} error={bleedIn === null ? bleedRange : undefined}>
              <Input inputMode="decimal" value={bleed} onChange={(event) => setBleed(event.target.value)} />
            </FormField>
            <FormField label={`Seam overlap (${bleedUnit})`} error={overlapIn === null ? bleedRange : undefined}>
              <Input inputMode="decimal" value={overlap} onChange={(event) => setOverlap(event.target.value)} />
            </FormField>
          </div>
          {plan && "error" in plan ? <p role="alert" className="font-medium text-destructive">{plan.error}</p> : null}
          {layout ? (
            <>
              <dl aria-label="Roll plan" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {[
                  ["Roll used", along(layout.linearFeet, metric)],
                  [`Rolls (${rollSizeText(width, ROLL_LENGTH_IN / 12, metric)})`, String(layout.rollsNeeded)],
                  ["Offcuts", `${layout.offcutPercent}%`],
                  ["Seamed strips", String(layout.strips)],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-lg bg-muted p-3">
                    <dt className="text-sm text-muted-foreground">{label}</dt>
                    <dd className="text-xl font-bold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-sm">
                Square feet plus {VIN_WASTE_PERCENT}% ({withSquareMetres(`${formatNumber(layout.panelSquareFeet)} sq ft`, layout.panelSquareFeet, metric)} of panels) would
                be {along(areaEstimateFeet, metric)} of this roll; this plan, bleed included, uses {along(Math.abs(layout.linearFeet - areaEstimateFeet), metric)}{" "}
                {layout.linearFeet > areaEstimateFeet ? "more" : "less"}.
              </p>
              {onUseInEstimate ? (
              <Button
                variant="outline"
                onClick={() => onUseInEstimate(planEstimate(layout, width, source!.label, metric))}
              >
                Use in estimate
              </Button>
              ) : null}
              <RollDrawing layout={layout} rollWidthIn={width} rollLengthIn={ROLL_LENGTH_IN} lengthUnit={lengthUnit} />
            </>
          ) : null}
        </>
      )}
    </Card>
  );
}
