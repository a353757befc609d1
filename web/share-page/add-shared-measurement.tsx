import { type FormEvent, useState } from "react";
import { previewSquareFeet } from "../../shared/domain/measurement-area";
import { typedDecimal } from "../lib/typed-decimal";
import { CUSTOM_PANEL, JOB_TYPE_LABELS } from "../../shared/domain/panels";
import { LENGTH_UNITS, LENGTH_UNIT_LABELS, type LengthUnit } from "../../shared/domain/units";
import { MEASUREMENT_JOB_TYPES, type MeasurementJobType } from "../../shared/domain/vocabulary";
import type { SharedMeasurementCreated } from "../../shared/schemas/share";
import { PanelOptions } from "../components/panel-options";
import { Input } from "../components/ui/input";
import { Select } from "../components/ui/select";
import { Textarea } from "../components/ui/textarea";
import { uuidv7 } from "../lib/uuidv7";
import { rememberName, rememberedName } from "./contributor-name";
import { FormActions, Field } from "./share-form";
import { SharedError, addSharedMeasurement } from "./share-page-api";
import { formatSquareFeetExact, withSquareMetres } from "../../shared/domain/area-text";

type Props = { token: string; jobType: string; metric: boolean; onAdded: (change: SharedMeasurementCreated) => void; onCancel: () => void };

export function AddSharedMeasurement({ token, jobType: lastJobType, metric, onAdded, onCancel }: Props) {
  const [jobType, setJobType] = useState<MeasurementJobType>(() => MEASUREMENT_JOB_TYPES.find((type) => type === lastJobType) ?? "vehicle");
  const custom = jobType === "custom";
  const [name, setName] = useState(rememberedName);
  const [panel, setPanel] = useState(custom ? CUSTOM_PANEL : "");
  const chooseJobType = (next: MeasurementJobType) => {
    setJobType(next);
    setPanel(next === "custom" ? CUSTOM_PANEL : "");
  };
  const [typedWidth, setWidth] = useState("");
  const [typedHeight, setHeight] = useState("");
  const width = typedDecimal(typedWidth);
  const height = typedDecimal(typedHeight);
  const [unit, setUnit] = useState<LengthUnit>(metric ? "cm" : "in");
  const [label, setLabel] = useState("");
  const [notes, setNotes] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [id] = useState(uuidv7);
  const area = previewSquareFeet(width, height, unit);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!name.trim()) return setProblem("Please enter your name, so the installer knows who measured.");
    if (!panel) return setProblem("Please choose a panel.");
    if (area <= 0) return setProblem("Please enter a width and a height greater than 0.");
    if (custom && !notes.trim()) return setProblem("Custom job requires measurement notes.");
    setSaving(true);
    setProblem(null);
    try {
      const measurement = { id, jobType, panel, width, height, unit, ...(label.trim() ? { label } : {}), ...(notes.trim() ? { notes } : {}) };
      const change = await addSharedMeasurement(token, { contributorName: name, measurement });
      rememberName(name);
      onAdded(change);
    } catch (error) {
      setProblem(error instanceof SharedError ? error.message || "This link no longer allows changes." : "Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-border bg-muted/40 p-3">
      <Field label="Your name">
        <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={60} required />
      </Field>
      <Field label="Job type">
        <Select value={jobType} onChange={(event) => chooseJobType(MEASUREMENT_JOB_TYPES.find((type) => type === event.target.value) ?? jobType)}>
          {MEASUREMENT_JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {JOB_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      {custom ? null : (
        <Field label="Panel">
          <Select value={panel} onChange={(event) => setPanel(event.target.value)} required>
            <option value="">Choose a panel</option>
            <PanelOptions jobType={jobType} />
          </Select>
        </Field>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field label="Width">
          <Input inputMode="decimal" value={typedWidth} onChange={(event) => setWidth(event.target.value)} required />
        </Field>
        <Field label="Height">
          <Input inputMode="decimal" value={typedHeight} onChange={(event) => setHeight(event.target.value)} required />
        </Field>
      </div>
      <Field label="Unit">
        <Select value={unit} onChange={(event) => setUnit(event.target.value as LengthUnit)}>
          {LENGTH_UNITS.map((value) => (
            <option key={value} value={value}>
              {LENGTH_UNIT_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={custom ? "Area name (optional)" : "Label (optional)"}>
        <Input value={label} onChange={(event) => setLabel(event.target.value)} maxLength={80} />
      </Field>
      {custom ? (
        <Field label="Notes (required for custom jobs)">
          <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} required />
        </Field>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Area: {withSquareMetres(formatSquareFeetExact(area), area, metric)}
      </p>
      <FormActions problem={problem} busy={saving} submitLabel="Save Measurement" busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}
