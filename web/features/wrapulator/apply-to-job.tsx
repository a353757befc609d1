import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import type { Job } from "../../../shared/schemas/job";
import type { DecodedVin } from "../../../shared/schemas/vin";
import { useUpdateJob } from "../../api/job-mutations";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { type VehiclePatch, vehiclePatch } from "./job-vehicle-patch";
import type { WriteOutcome } from "../../offline/write-queue";
import { syncNote } from "../feedback/sync-note";

const FIELD_LABELS = { vehicleVin: "the VIN", vehicleYear: "the year", vehicleMake: "the make", vehicleModel: "the model", totalSquareFeet: "the total area" };

export function ApplyToJob({ job, vehicle, totalSquareFeet }: { job: Job; vehicle: DecodedVin; totalSquareFeet: number }) {
  const updateJob = useUpdateJob(job.id);
  const idempotency = useIdempotencyKey();
  const [asking, setAsking] = useState<VehiclePatch | null>(null);
  const pending = vehiclePatch(job, vehicle, totalSquareFeet);
  const nothingToApply = Object.keys(pending.patch).length === 0;

  const send = useSingleFlight(async (request: VehiclePatch) => {
    const body = { patch: request.patch, base: request.base };
    let outcome: WriteOutcome<unknown>;
    try {
      outcome = await updateJob.submit({ id: job.id, idempotencyKey: idempotency.keyFor(body), ...body });
    } catch (error) {
      toastFailure("Couldn't apply to the job", error, { fieldLabels: FIELD_LABELS });
      setAsking(null);
      return;
    }
    idempotency.finish();
    setAsking(null);
    toast({ title: "Applied to job", description: "The job now has this vehicle and its estimated area.", ...syncNote(outcome) });
  });

  const apply = () => (pending.replaces.length > 0 ? setAsking(pending) : void send(pending));

  return (
    <>
      <Button variant="outline" onClick={apply} disabled={nothingToApply || updateJob.isPending}>
        <ClipboardCheck aria-hidden className="h-5 w-5" />
        {nothingToApply ? "Applied to job" : "Apply to job"}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Replace the job's details?"
        description={`This replaces the ${asking?.replaces.join("; the ") ?? ""}.`}
        confirmLabel="Replace"
        pending={updateJob.isPending}
        onConfirm={() => (asking ? send(asking) : undefined)}
      />
    </>
  );
}
