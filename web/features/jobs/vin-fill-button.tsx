import { ScanLine } from "lucide-react";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { isApiError } from "../../api/http";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { useSingleFlight } from "../../lib/use-single-flight";
import type { JobFormValues } from "./job-form";

/**
 * Fills the job form's empty year, make and model from its VIN. The decoder (and its table of makers, for decoding
 * with no signal) loads on the first tap, so the dashboard does not carry it.
 */
export function VinFillButton({ form }: { form: UseFormReturn<JobFormValues> }) {
  const [pending, setPending] = useState(false);
  const fill = useSingleFlight(async () => {
    const [{ normaliseVinInput, vinProblem }, { VIN_TOASTS }, { fetchVinDecode }, { decodeSummary, displayMake }] = await Promise.all([
      import("../../../shared/domain/vin"),
      import("../../../shared/schemas/vin"),
      import("../../api/vin"),
      import("../../../shared/domain/vin-decode"),
    ]);
    const vin = normaliseVinInput(form.getValues("vehicleVin") ?? "");
    const problem = vinProblem(vin);
    if (problem) {
      toast({ ...(problem === "length" ? VIN_TOASTS.invalidLength : VIN_TOASTS.invalidCharacters), variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const decoded = await fetchVinDecode(vin);
      const { vehicle } = decoded;
      form.setValue("vehicleVin", vin, { shouldDirty: true });
      const found = { vehicleYear: vehicle.year ? String(vehicle.year) : "", vehicleMake: displayMake(vehicle.make) ?? "", vehicleModel: vehicle.model ?? "" };
      for (const [field, value] of Object.entries(found) as [keyof JobFormValues, string][]) {
        if (value && !form.getValues(field).trim()) form.setValue(field, value, { shouldDirty: true });
      }
      toast({ title: VIN_TOASTS.decoded.title, description: decodeSummary(decoded) });
    } catch (error) {
      toast({ ...(isApiError(error, "not_found") ? VIN_TOASTS.empty : VIN_TOASTS.failed), variant: "destructive" });
    } finally {
      setPending(false);
    }
  });
  return (
    <Button type="button" variant="outline" className="w-full" disabled={pending} onClick={() => void fill()}>
      <ScanLine aria-hidden className="h-5 w-5" />
      {pending ? "Decoding…" : "Fill year, make and model from VIN"}
    </Button>
  );
}
