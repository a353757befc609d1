import { useMemo, useState } from "react";
import { panelsFromCards, panelsFromMeasurements } from "../../../shared/domain/roll-panels";
import { useMeasurementsView } from "../../api/job-views";
import { countOf } from "../../lib/format";
import { decodeSummary, vehicleTitle } from "../../../shared/domain/vin-decode";
import { VIN_TOASTS, vinProblem } from "../../../shared/domain/vin";
import { VIN_WASTE_PERCENT, vinMaterial, vinPanels } from "../../../shared/domain/vin-panels";
import { templateForVin, templatePanelCards } from "../../../shared/domain/vehicle-template-match";
import { type VehicleTemplate, templateName } from "../../../shared/domain/vehicle-templates";
import type { Job } from "../../../shared/schemas/job";
import type { VinDecode } from "../../../shared/schemas/vin";
import { isApiError } from "../../api/http";
import { useVinDecode } from "../../api/vin";
import { toast } from "../../components/ui/toast-store";
import { Button } from "../../components/ui/button";
import type { EstimateEditing } from "../estimates/estimate-dialog";
import { accessAllows } from "../../../shared/domain/job-access";
import { EstimatesSection } from "../estimates/estimates-section";
import { useShopDefaultsPending } from "../../api/account-pending";
import { ApplyToJob } from "./apply-to-job";
import { type PanelSource, RollPlanner } from "./roll-planner";
import { VinForm } from "./vin-form";
import { VinResults } from "./vin-results";

function planSources(measurements: Parameters<typeof panelsFromMeasurements>[0], cards: ReturnType<typeof vinPanels> | null, fromTemplate: boolean): PanelSource[] {
  const measured = panelsFromMeasurements(measurements);
  const sources: PanelSource[] = [];
  if (measured.panels.length > 0) {
    const note = measured.skipped > 0 ? `${countOf(measured.skipped, "measurement")} without two sides left out.` : undefined;
    sources.push({ key: "measured", label: "Measured panels", panels: measured.panels, note });
  }
  if (cards) sources.push({ key: "vin", label: fromTemplate ? "Template panels" : "VIN panels", panels: panelsFromCards(cards) });
  return sources;
}

function estimateNote(decoded: VinDecode, template: VehicleTemplate | null): string {
  const note = `From VIN ${decoded.vehicle.vin} (${vehicleTitle(decoded.vehicle)})`;
  return template ? `${note}, ${templateName(template)} template` : note;
}

/** The VIN Wrapulator: decode a VIN into vehicle facts, panel sizes and vinyl, and apply it to the job. */
export default function WrapulatorTab({ job }: { job: Job }) {
  const [vin, setVin] = useState(job.vehicleVin ?? "");
  const [decoded, setDecoded] = useState<VinDecode | null>(null);
  const decode = useVinDecode();
  const [editing, setEditing] = useState<EstimateEditing | null>(null);
  const match = useMemo(() => (decoded ? templateForVin(decoded.vehicle) : null), [decoded]);
  const [choice, setChoice] = useState<{ decoded: VinDecode; template: VehicleTemplate | null } | null>(null);
  const chosen = choice && choice.decoded === decoded ? choice.template : (match?.template ?? null);
  const cards = useMemo(() => (chosen ? templatePanelCards(chosen) : decoded ? vinPanels(decoded.vehicle) : null), [chosen, decoded]);
  const material = useMemo(() => (cards ? vinMaterial(cards) : null), [cards]);
  const measurements = useMeasurementsView(job.id);
  const unitsPending = useShopDefaultsPending();
  // The planner's panels come from the measurements and its roll width from the shop's defaults: it waits for both rather than growing under the reader when they land.
  const settling = (measurements.isPending && !measurements.unavailableOffline) || unitsPending;
  const sources = useMemo(() => planSources(measurements.data ?? [], cards, chosen !== null), [measurements.data, cards, chosen]);

  const run = () => {
    if (vinProblem(vin) === "characters") {
      toast({ ...VIN_TOASTS.invalidCharacters, variant: "destructive" });
      return;
    }
    setDecoded(null);
    decode.mutate(vin, {
      onSuccess: (result) => {
        setDecoded(result);
        toast({ title: VIN_TOASTS.decoded.title, description: decodeSummary(result) });
      },
      onError: (error) => {
        const failure = isApiError(error, "not_found") ? VIN_TOASTS.empty : VIN_TOASTS.failed;
        toast({ ...failure, variant: "destructive" });
      },
    });
  };

  const editable = accessAllows(job.access.level, "edit");
  return (
    <div className="space-y-6">
      <div className="max-w-xl space-y-1">
        <h2 className="text-xl font-bold">VIN Wrapulator</h2>
        <p className="text-sm text-muted-foreground">Decode a VIN into the vehicle, its panel sizes and the vinyl to order. Works without a signal too.</p>
      </div>
      <div className="max-w-xl">
        <VinForm vin={vin} onVin={setVin} pending={decode.isPending} onDecode={run} />
      </div>
      {decoded && cards && material ? (
        <VinResults
          decode={decoded}
          panels={cards}
          material={material}
          template={match ? { match, chosen, onChoose: (template) => setChoice({ decoded, template }) } : null}
          actions={
            editable ? (
            <div className="flex flex-wrap gap-2">
              <ApplyToJob job={job} vehicle={decoded.vehicle} totalSquareFeet={material.totalSquareFeet} />
              <Button
                variant="outline"
                onClick={() =>
                  setEditing({ seed: { totalSurfaceArea: material.totalSquareFeet, wastePercentage: VIN_WASTE_PERCENT, notes: estimateNote(decoded, chosen) } })
                }
              >
                Save estimate
              </Button>
            </div>
            ) : null
          }
        />
      ) : null}
      {settling ? (
        <div role="status" aria-label="Loading the roll planner" className="h-72 animate-pulse rounded-xl bg-muted" />
      ) : (
        <>
          <RollPlanner sources={sources} onUseInEstimate={editable ? (seed) => setEditing({ seed }) : undefined} />
          <EstimatesSection jobId={job.id} seed={{ totalSurfaceArea: job.totalSquareFeet }} editing={editing} onEditing={editable ? setEditing : undefined} />
        </>
      )}
    </div>
  );
}
