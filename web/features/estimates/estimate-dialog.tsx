import { useState } from "react";
import { PRICE_BASES, type PriceBasis } from "../../../shared/domain/estimate-math";
import type { Estimate } from "../../../shared/schemas/estimate";
import { useShopDefaults } from "../../api/account";
import { useShopDefaultsPending } from "../../api/account-pending";
import { useSaveEstimate } from "../../api/estimates";
import { isApiError } from "../../api/http";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { SegmentedControl } from "../../components/ui/segmented-control";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { uuidv7 } from "../../lib/uuidv7";
import { useIdempotencyKey } from "../../lib/use-idempotency-key";
import { useSingleFlight } from "../../lib/use-single-flight";
import { toastFailure } from "../feedback/failure-toast";
import { CURRENCIES } from "../../lib/currencies";
import { type EstimateDraft, type EstimateSeed, draftOf, estimateChanges, newDraft, readDraft } from "./estimate-draft";
import { EstimatePreview } from "./estimate-preview";
import { isMetric } from "../../../shared/domain/units";
import { sizeUnit } from "../../../shared/domain/metric-sizes";

export type EstimateEditing = { estimate: Estimate } | { seed: EstimateSeed };

const BASIS_LABELS: Record<PriceBasis, string> = { roll: "Per roll", sq_ft: "Per sq ft", sq_m: "Per m²" };

/** The price bases offered: per roll and per area in the shop's units, and the estimate's own if it was priced in the others. */
const basesFor = (metric: boolean, current: PriceBasis) => PRICE_BASES.filter((basis) => basis === "roll" || basis === current || basis === (metric ? "sq_m" : "sq_ft"));
const FIELD_LABELS = {
  totalSurfaceArea: "the surface area", wastePercentage: "the waste", vinylRollWidth: "the roll width", vinylRollLength: "the roll length",
  materialPrice: "the material price", materialPriceBasis: "the price basis", laborHours: "the labour hours", laborRate: "the labour rate",
  currency: "the currency", notes: "the notes",
};

type Props = { jobId: string; editing: EstimateEditing; onClose: () => void };

/** The form waits for the shop's units while they are being read, so a metric shop's sizes never start in inches. */
export function EstimateDialog(props: Props) {
  if (useShopDefaultsPending()) {
    return (
      <Dialog open onOpenChange={(open) => !open && props.onClose()} title={"estimate" in props.editing ? "Edit estimate" : "New estimate"}>
        <p className="text-muted-foreground">Loading…</p>
      </Dialog>
    );
  }
  return <EstimateForm {...props} />;
}

function EstimateForm({ jobId, editing, onClose }: Props) {
  const defaults = useShopDefaults();
  const [metric] = useState(() => isMetric(defaults.lengthUnit));
  const [draft, setDraft] = useState<EstimateDraft>(() => ("estimate" in editing ? draftOf(editing.estimate, metric) : newDraft(editing.seed, defaults, metric)));
  const [showErrors, setShowErrors] = useState(false);
  const [id] = useState(() => ("estimate" in editing ? editing.estimate.id : uuidv7()));
  const save = useSaveEstimate(jobId);
  const idempotency = useIdempotencyKey();
  const read = readDraft(draft, metric);
  const [bases] = useState(() => basesFor(metric, draft.materialPriceBasis));
  const errors = showErrors ? (read.errors ?? {}) : {};
  const set = (field: keyof EstimateDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  const submit = useSingleFlight(async () => {
    if (!read.values) return setShowErrors(true);
    const changes = "estimate" in editing ? estimateChanges(editing.estimate, read.values) : null;
    if ("estimate" in editing && !changes) return onClose();
    const variables = changes ? { kind: "update" as const, id, ...changes } : { kind: "create" as const, id, input: read.values };
    try {
      await save.mutateAsync({ ...variables, idempotencyKey: idempotency.keyFor(variables) });
    } catch (error) {
      toastFailure("Couldn't save the estimate", error, { fieldLabels: FIELD_LABELS });
      if (isApiError(error, "edit_conflict")) onClose();
      return;
    }
    toast({ title: "Estimate saved" });
    onClose();
  });

  const numberField = (field: keyof EstimateDraft, label: string, hint?: string) => (
    <FormField label={label} error={errors[field]} hint={hint}>
      <Input inputMode="decimal" value={draft[field]} onChange={set(field)} autoComplete="off" />
    </FormField>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={"estimate" in editing ? "Edit estimate" : "New estimate"}
      description="Rolls and costs update as you type."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save estimate"}
          </Button>
        </>
      }
    >
      <form
        className="grid grid-cols-2 gap-x-3 gap-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {numberField("totalSurfaceArea", `Surface area (${sizeUnit("squareFeet", metric)})`)}
        {numberField("wastePercentage", "Waste (%)", "0 to 100")}
        {numberField("vinylRollWidth", `Roll width (${sizeUnit("inches", metric)})`, metric ? "137, 152 or 183" : "54, 60 or 72")}
        {numberField("vinylRollLength", `Roll length (${sizeUnit("feet", metric)})`)}
        <div className="col-span-2 space-y-1.5">
          {numberField("materialPrice", "Material price (optional)")}
          <SegmentedControl
            name="price-basis"
            legend="Material price is"
            value={draft.materialPriceBasis}
            options={bases.map((value) => ({ value, label: BASIS_LABELS[value] }))}
            onChange={(materialPriceBasis) => setDraft({ ...draft, materialPriceBasis })}
            className={bases.length > 2 ? "grid-cols-3" : "grid-cols-2"}
          />
        </div>
        {numberField("laborHours", "Labour hours (optional)")}
        {numberField("laborRate", "Rate per hour (optional)")}
        <div className="col-span-2">
        <FormField label="Currency" error={errors.currency}>
          <Select value={draft.currency} onChange={set("currency")}>
            {[...new Set([draft.currency, ...CURRENCIES])].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </FormField>
        </div>
        <div className="col-span-2">
          <FormField label="Notes (optional)" error={errors.notes}>
            <Textarea value={draft.notes} onChange={set("notes")} rows={2} />
          </FormField>
        </div>
        <div className="col-span-2">
          <EstimatePreview values={read.values} metric={metric} />
        </div>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}
