import { Suspense, useEffect, useState } from "react";
import { decodeSummary } from "../../../shared/domain/vehicle-title";
import { VIN_TOASTS, vinProblem } from "../../../shared/domain/vin";
import type { Job } from "../../../shared/schemas/job";
import type { VinDecode } from "../../../shared/schemas/vin";
import { isApiError } from "../../api/http";
import { preloadOfflineDecoder, useVinDecode } from "../../api/vin";
import { lazyExport } from "../../components/lazy-page";
import { useAfterOwnPaint } from "../../lib/after-first-paint";
import { toast } from "../../components/ui/toast-store";
import { PlannerSkeleton } from "./planner-skeleton";
import { VinForm } from "./vin-form";

const WrapulatorWorkspace = lazyExport(() => import("./wrapulator-workspace"), "WrapulatorWorkspace");

/**
 * The VIN Wrapulator: decode a VIN into vehicle facts, panel sizes and vinyl, and apply it to the job. The form is
 * drawn first; the workspace below it and the offline decoder load once it is painted, so their code (30 KB gzip)
 * neither shares the signal with the form's nor runs before it shows.
 */
export default function WrapulatorTab({ job }: { job: Job }) {
  const [vin, setVin] = useState(job.vehicleVin ?? "");
  const [decoded, setDecoded] = useState<VinDecode | null>(null);
  const decode = useVinDecode();
  const painted = useAfterOwnPaint(WrapulatorWorkspace.isLoaded());
  useEffect(() => {
    if (painted) preloadOfflineDecoder();
  }, [painted]);

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

  return (
    <div className="space-y-6">
      <div className="max-w-xl space-y-1">
        <h2 className="text-xl font-bold">VIN Wrapulator</h2>
        <p className="text-sm text-muted-foreground">Decode a VIN into the vehicle, its panel sizes and the vinyl to order. Works without a signal too.</p>
      </div>
      <div className="max-w-xl">
        <VinForm vin={vin} onVin={setVin} pending={decode.isPending} onDecode={run} />
      </div>
      {painted ? (
        <Suspense fallback={<PlannerSkeleton />}>
          <WrapulatorWorkspace job={job} decoded={decoded} />
        </Suspense>
      ) : (
        <PlannerSkeleton />
      )}
    </div>
  );
}
