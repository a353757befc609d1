import { AlertTriangle, Database } from "lucide-react";
import { formatSquareFeetExact } from "../../../shared/domain/area-text";
import { VIN_WASTE_PERCENT, type VinMaterial } from "../../../shared/domain/vin-panels";
import type { VinSource } from "../../../shared/schemas/vin";
import { type VehicleTemplate, templateName } from "../../../shared/domain/vehicle-templates";
import { Card } from "../../components/ui/card";
import { FactList } from "./fact-list";

type Props = { material: VinMaterial; source: VinSource; template: VehicleTemplate | null };

export function MaterialSummary({ material, source, template }: Props) {
  return (
    <div className="space-y-4">
      <FactList
        title="Material Summary"
        facts={[
          { label: "Total surface", value: formatSquareFeetExact(material.totalSquareFeet) },
          { label: `Material with ${VIN_WASTE_PERCENT}% waste`, value: formatSquareFeetExact(material.materialSquareFeet) },
          { label: "Standard rolls (60 in x 75 ft)", value: material.rollsNeeded },
          { label: "Recommended roll", value: material.recommendedRoll },
          { label: "Pieces to cut", value: material.pieces },
        ]}
      />
      {material.tooWide.length > 0 ? (
        <Card role="note" className="flex gap-3 border-amber-500 p-4">
          <AlertTriangle aria-hidden className="h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" />
          <p className="text-sm">
            <span className="font-semibold">Roll size: </span>
            {material.tooWide.join(" and ")} {material.tooWide.length === 1 ? "is" : "are"} wider than a 60 in roll. Use a 72 in roll or plan a seam.
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
