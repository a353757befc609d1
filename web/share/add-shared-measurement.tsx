import { type FormEvent, useState } from "react";
import { previewSquareFeet } from "../../shared/domain/measurement-area";
import { PANEL_GROUPS } from "../../shared/domain/panels";
import { LENGTH_UNITS, LENGTH_UNIT_LABELS, type LengthUnit } from "../../shared/domain/units";
import { MEASUREMENT_JOB_TYPES, type MeasurementJobType } from "../../shared/domain/vocabulary";
import type { SharedMeasurementCreated } from "../../shared/schemas/share";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { Select } from "../components/ui/select";
import { uuidv7 } from "../lib/uuidv7";
import { SharedError, addSharedMeasurement } from "./shared-api";

const NAME_KEY = "wrappilot-share-contributor";

function rememberedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? "";
  } catch {
    return "";
  }
}

type Props = { token: string; jobType: string; onAdded: (change: SharedMeasurementCreated) => void; onCancel: () => void };

export function AddSharedMeasurement({ token, jobType: lastJobType, onAdded, onCancel }: Props) {
  const jobType: MeasurementJobType = (MEASUREMENT_JOB_TYPES as readonly string[]).includes(lastJobType) ? (lastJobType as MeasurementJobType) : "vehicle";
  const [name, setName] = useState(rememberedName);
  const [panel, setPanel] = useState("");
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [unit, setUnit] = useState<LengthUnit>("in");
  const [label, setLabel] = useState("");
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
    setSaving(true);
    setProblem(null);
    try {
      const measurement = { id, jobType, panel, width, height, unit, ...(label.trim() ? { label } : {}) };
      const change = await addSharedMeasurement(token, { contributorName: name, measurement });
      try {
        localStorage.setItem(NAME_KEY, name.trim());
      } catch {
        /* private mode: the name is simply not remembered */
      }
      onAdded(change);
    } catch (error) {
      setProblem(error instanceof SharedError ? error.message || "This link no longer allows changes." : "Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-border bg-muted/40 p-3">
      <label className="block">
        <span className="mb-1 block text-sm font-semibold">Your name</span>
        <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={60} required />
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-semibold">Panel</span>
        <Select value={panel} onChange={(event) => setPanel(event.target.value)} required>
          <option value="">Choose a panel</option>
          {PANEL_GROUPS[jobType].map((group) => (
            <optgroup key={group.name} label={group.name}>
              {group.panels.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="block">
          <span className="mb-1 block text-sm font-semibold">Width</span>
          <Input inputMode="decimal" value={width} onChange={(event) => setWidth(event.target.value)} required />
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-semibold">Height</span>
          <Input inputMode="decimal" value={height} onChange={(event) => setHeight(event.target.value)} required />
        </label>
      </div>
      <label className="block">
        <span className="mb-1 block text-sm font-semibold">Unit</span>
        <Select value={unit} onChange={(event) => setUnit(event.target.value as LengthUnit)}>
          {LENGTH_UNITS.map((value) => (
            <option key={value} value={value}>
              {LENGTH_UNIT_LABELS[value]}
            </option>
          ))}
        </Select>
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-semibold">Label (optional)</span>
        <Input value={label} onChange={(event) => setLabel(event.target.value)} maxLength={80} />
      </label>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Area: {area.toFixed(2)} sq ft
      </p>
      {problem ? (
        <p role="alert" className="font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Measurement"}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
