import { AlertTriangle, Database } from "lucide-react";
import { formatSquareFeetExact, withSquareMetres } from "../../../shared/domain/area-text";
import { recommendedRollText, rollSizeText, rollWidthText } from "../../../shared/domain/metric-text";
import { VIN_WASTE_PERCENT, type VinMaterial } from "../../../shared/domain/vin-panels";
import { ROLL_LENGTH_IN, ROLL_WIDTH_IN } from "../../../shared/domain/vinyl";
import type { VinSource } from "../../../shared/schemas/vin";
import { type VehicleTemplate, templateName } from "../../../shared/domain/vehicle-templates";
import { Card } from "../../components/ui/card";
import { FactList } from "./fact-list";

/** `metric`: whether the shop works in metric, read once by the results; rolls then read in cm and m, with square metres beside each area. */
type Props = { material: VinMaterial; source: VinSource; template: VehicleTemplate | null; metric: boolean };

export function MaterialSummary({ material, source, template, metric }: Props) {
  const area = (squareFeet: number) => withSquareMetres(formatSquareFeetExact(squareFeet), squareFeet, metric);
  return (
    <div className="space-y-4">
      <FactList
        title="Material Summary"
        facts={[
          { label: "Total surface", value: area(material.totalSquareFeet) },
          { label: `Material with ${VIN_WASTE_PERCENT}% waste`, value: area(material.materialSquareFeet) },
          { label: `Standard rolls (${rollSizeText(ROLL_WIDTH_IN, ROLL_LENGTH_IN / 12, metric)})`, value: material.rollsNeeded },
          { label: "Recommended roll", value: recommendedRollText(material.recommendedRoll, metric) },
          { label: "Pieces to cut", value: material.pieces },
        ]}
      />
      {material.tooWide.length > 0 ? (
        <Card role="note" className="flex gap-3 border-amber-500 p-4">
          <AlertTriangle aria-hidden className="h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" />
          <p className="text-sm">
            <span className="font-semibold">Roll size: </span>
            {material.tooWide.join(" and ")} {material.tooWide.length === 1 ? "is" : "are"} wider than a {rollWidthText(ROLL_WIDTH_IN, metric)} roll. Use a {rollWidthText(72, metric)} roll or plan a seam.
          </p>
        </Card>
      ) : null}
      <Card className="space-y-1 p-4 text-sm text-muted-foreground">
        <h3 className="font-bold text-foreground">Notes</h3>
        <p>
          {template
            ? `Panel sizes come from the ${templateName(template)} template, worked out from its published dimensions (${template.source}), not measurements.`
            : "Panel sizes are estimates from the vehicle type, not measurements."}{" "}
          Add bleed for wrapping edges and check doors and bumpers on the vehicle.
        </p>
        <p>Rolls are counted by area; seams, pattern matching and directional films need more.</p>
      </Card>
      <p className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-xs font-semibold text-muted-foreground">
        <Database aria-hidden className="h-3.5 w-3.5" />
        {source === "offline" ? "Decoded on this device from the VIN itself" : "Powered by NHTSA vPIC, the public vehicle database"}
      </p>
    </div>
  );
}
