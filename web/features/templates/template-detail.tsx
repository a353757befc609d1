import { type ReactNode, useId, useState } from "react";
import { type VehicleTemplate, categoryLabel, templateName } from "../../../shared/domain/vehicle-templates";
import { COVERAGE_OPTIONS, type Coverage, ROLL_LENGTH_IN, ROLL_WIDTH_IN, calculateTemplateMaterial } from "../../../shared/domain/vinyl";
import { cn } from "../../lib/cn";
import { formatSquareFeet } from "../../../shared/domain/area-text";
import { AreaText } from "../../components/area-text";
import { formatWorkedLength } from "../../../shared/domain/length-text";
import { recommendedRollText, rollSizeText } from "../../../shared/domain/metric-text";
import { type LengthUnit, isMetric } from "../../../shared/domain/units";

const WRAP_PARTS = [
  ["hood", "Hood and front"],
  ["roof", "Roof"],
  ["doors", "Sides and doors"],
  ["trunk", "Rear"],
  ["bumpers", "Bumpers"],
  ["fenders", "Fenders"],
] as const;

/** A template's sizes, wrap areas and vinyl; a metric shop reads lengths in its unit, rolls in cm and m, and square metres beside each area. */
export function TemplateDetail({ template, shopUnit }: { template: VehicleTemplate; shopUnit: LengthUnit }) {
  const [coverage, setCoverage] = useState<Coverage>("full");
  const metric = isMetric(shopUnit);
  const material = calculateTemplateMaterial(template, coverage);
  const { length, width, height, wheelbase } = template.dimensions;
  const size = (inches: number) => (metric ? formatWorkedLength(inches, shopUnit) : `${inches}"`);
  const area = (squareFeet: number) => <AreaText text={formatSquareFeet(squareFeet)} squareFeet={squareFeet} metric={metric} />;
  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-xl font-bold">{templateName(template)}</h3>
        <p className="text-muted-foreground">{categoryLabel(template.category)}</p>
      </div>
      <Section title="Dimensions">
        <dl className="grid grid-cols-2 gap-2">
          <Stat label="Length" value={size(length)} />
          <Stat label="Width" value={size(width)} />
          <Stat label="Height" value={size(height)} />
          {wheelbase === null ? null : <Stat label="Wheelbase" value={size(wheelbase)} />}
        </dl>
        <p className="mt-2 text-sm text-muted-foreground">Source: {template.source}</p>
      </Section>
      <Section title="Wrap Areas">
        <dl className="divide-y divide-border rounded-lg border border-border">
          {WRAP_PARTS.map(([part, label]) => (
            <Row key={part} label={label} value={area(template.wrapAreas[part])} />
          ))}
          <Row label="Total" value={area(template.wrapAreas.total)} strong />
        </dl>
        <p className="mt-2 text-sm text-muted-foreground">Worked out from the dimensions by one rule per body type. Measure before cutting.</p>
      </Section>
      <Section title="Vinyl Calculator">
        <CoverageChoice value={coverage} onChange={setCoverage} />
        <dl className="mt-3 grid grid-cols-2 gap-2">
          <Stat label="Coverage area" value={area(material.coverageArea)} />
          <Stat label="Waste" value={`${material.wastePercent}%`} />
          <Stat label="Material needed" value={area(material.materialArea)} />
          <Stat label="Rolls needed" note={`${rollSizeText(ROLL_WIDTH_IN, ROLL_LENGTH_IN / 12, metric)} rolls`} value={material.rollsNeeded} />
          <Stat label="Efficiency" value={`${material.efficiencyPercent}%`} />
          <Stat label="Recommended roll" value={recommendedRollText(material.recommendedRoll, metric)} />
        </dl>
      </Section>
      <Section title="Popular Options">
        <ul className="flex flex-wrap gap-1.5">
          {template.popularOptions.map((option) => (
            <li key={option} className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
              {option}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function CoverageChoice({ value, onChange }: { value: Coverage; onChange: (coverage: Coverage) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Coverage</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {COVERAGE_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-semibold has-checked:bg-card has-checked:text-primary has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h4>
      {children}
    </section>
  );
}

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="rounded-lg bg-muted p-3">
      <dt className="text-sm text-muted-foreground">
        {label}
        {note ? <span className="block text-xs">{note}</span> : null}
      </dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className={cn("flex min-h-10 items-center justify-between gap-4 px-3 py-1.5", strong && "font-bold")}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}
