import { sumSquareFeet } from "../../../shared/domain/measurement-area";
import { PANEL_GROUPS, panelGroupName } from "../../../shared/domain/panels";
import { MEASUREMENT_JOB_TYPES, type MeasurementJobType } from "../../../shared/domain/vocabulary";
import type { Measurement } from "../../../shared/schemas/measurement";

export type PanelGroupTotal = { name: string; squareFeet: number; items: Measurement[] };
export type JobTypeTotal = { count: number; squareFeet: number };

/** One job type's measurements under its panel groups, in walk-around order, each with its total. */
export function groupByPanel(measurements: Measurement[], jobType: MeasurementJobType): PanelGroupTotal[] {
  const ofType = measurements.filter((measurement) => measurement.jobType === jobType);
  const names = [...PANEL_GROUPS[jobType].map((group) => group.name), "Other"];
  return names
    .map((name) => {
      const items = ofType.filter((measurement) => panelGroupName(jobType, measurement.panel) === name);
      return { name, items, squareFeet: sumSquareFeet(items.map((item) => item.squareFeet)) };
    })
    .filter((group) => group.items.length > 0);
}

/** The groups cut down to their first `count` cards in reading order, each keeping its whole total; groups left empty are dropped. */
export function firstCards(groups: PanelGroupTotal[], count: number): PanelGroupTotal[] {
  let left = count;
  return groups.flatMap((group) => {
    const items = group.items.slice(0, Math.max(0, left));
    left -= items.length;
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}

export function totalsByJobType(measurements: Measurement[]): Record<MeasurementJobType, JobTypeTotal> {
  return Object.fromEntries(
    MEASUREMENT_JOB_TYPES.map((jobType) => {
      const ofType = measurements.filter((measurement) => measurement.jobType === jobType);
      return [jobType, { count: ofType.length, squareFeet: sumSquareFeet(ofType.map((item) => item.squareFeet)) }];
    }),
  ) as Record<MeasurementJobType, JobTypeTotal>;
}

/** The job type to show first: that of the latest measurement, else vehicle. */
export function initialJobType(measurements: Measurement[]): MeasurementJobType {
  return measurements.at(-1)?.jobType ?? "vehicle";
}
