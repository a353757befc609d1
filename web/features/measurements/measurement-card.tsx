import { Pencil, Trash2 } from "lucide-react";
import { memo, useEffect, useRef, useState } from "react";
import { measurementTitle } from "../../../shared/domain/measurement-title";
import { panelLabel } from "../../../shared/domain/panels";
import { formatLength, formatWorkedLength } from "../../../shared/domain/length-text";
import type { Measurement } from "../../../shared/schemas/measurement";
import { LENGTH_UNIT_LABELS, type LengthUnit, isMetric } from "../../../shared/domain/units";
import { useDeleteMeasurement } from "../../api/measurement-mutations";
import { buttonClasses } from "../../components/ui/button";
import { WaitingBadge } from "../../components/waiting-badge";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { formatSquareFeetExact, formatSquareMetres } from "../../../shared/domain/area-text";
import { MeasurementEditor } from "./measurement-editor";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import type { WriteOutcome } from "../../offline/write-queue";
import { syncNote } from "../feedback/sync-note";

/** The sizes as typed, or converted into `unit` and rounded as a cutter reads them ('W 1.52 m × H 1.22 m'). */
function dimensionsText(measurement: Measurement, unit?: LengthUnit): string {
  const length = (inches: number) => (unit ? formatWorkedLength(inches, unit) : formatLength(inches, measurement.unit));
  const parts = [
    measurement.width === null ? null : `W ${length(measurement.width)}`,
    measurement.height === null ? null : `H ${length(measurement.height)}`,
    measurement.length === null ? null : `L ${length(measurement.length)}`,
  ];
  return parts.filter(Boolean).join(" × ");
}

type MeasurementCardProps = { measurement: Measurement; shopUnit?: LengthUnit; editable?: boolean; waiting?: boolean };

/** The unit a size typed in the other system is also shown in: the metric shop's own, else inches; none when typed in the shop's system. */
function alsoIn(typed: LengthUnit, shopUnit: LengthUnit): LengthUnit | null {
  if (isMetric(shopUnit)) return isMetric(typed) ? null : shopUnit;
  return typed === "in" ? null : "in";
}

/**
 * Drawn again only when its measurement, access or waiting mark changes, not at each step of the tab revealing its list.
 * Sizes read as typed; one typed in the other unit system is also shown in the shop's (`shopUnit`, from Settings).
 */
export const MeasurementCard = memo(function MeasurementCard({ measurement, shopUnit = "in", editable = true, waiting = false }: MeasurementCardProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMeasurement(measurement.jobId);
  const idempotency = useIdempotencyKey();
  const title = measurementTitle(measurement);
  const also = alsoIn(measurement.unit, shopUnit);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const confirmDelete = useSingleFlight(async () => {
    let outcome: WriteOutcome<unknown>;
    try {
      const { jobId, id } = measurement;
      outcome = await remove.submit({ jobId, id, idempotencyKey: idempotency.keyFor({ delete: id }) });
    } catch (error) {
      toastFailure("Error deleting measurement", error);
      return;
    }
    idempotency.finish();
    setConfirming(false);
    toast({ title: "Measurement deleted", ...syncNote(outcome) });
  });

  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-bold [overflow-wrap:anywhere]">{title}</h4>
          {measurement.label ? <p className="text-sm text-muted-foreground">{panelLabel(measurement.panel)}</p> : null}
          {waiting ? <WaitingBadge /> : null}
        </div>
        {editing || !editable ? null : (
          <div className="-mr-2 -mt-2 flex shrink-0">
            <button ref={editButton} type="button" aria-label={`Edit ${title}`} className={buttonClasses("ghost", "icon")} onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="h-5 w-5" />
            </button>
            <button type="button" aria-label={`Delete ${title}`} className={buttonClasses("ghost", "icon", "text-destructive")} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden className="h-5 w-5" />
            </button>
          </div>
        )}
      </div>
      {editing ? (
        <div className="mt-3">
          <MeasurementEditor measurement={measurement} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <div className="mt-2 space-y-1">
          <p className="font-medium">{dimensionsText(measurement)}</p>
          {also ? (
            <p className="text-sm text-muted-foreground">
              In {LENGTH_UNIT_LABELS[also].toLowerCase()}: {dimensionsText(measurement, also)}
            </p>
          ) : null}
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-xl font-bold">{measurement.squareFeet === null ? "No area" : formatSquareFeetExact(measurement.squareFeet)}</span>
            {measurement.squareFeet === null ? (
              <span className="text-sm text-muted-foreground">Add a height with a width or length to get an area.</span>
            ) : (
              <span className="text-sm text-muted-foreground">{formatSquareMetres(measurement.squareFeet)}</span>
            )}
          </p>
          {measurement.notes ? <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{measurement.notes}</p> : null}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete measurement?"
        description={`${title} will be removed from this job and its total.`}
        confirmLabel={remove.isPending ? "Deleting..." : "Delete"}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
});
