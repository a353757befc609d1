import { sumSquareFeet } from "../../shared/domain/measurement-area";
import { JOB_TYPE_LABELS, panelLabel } from "../../shared/domain/panels";
import { sizesText } from "../../shared/domain/length-text";
import { MEASUREMENT_JOB_TYPES } from "../../shared/domain/vocabulary";
import { area, shownUnit } from "./document-text";
import type { Column, PageWriter } from "./page-writer";
import type { ReportMeasurement } from "./report-model";

/** A job type's name, the table header and its first row stay together. */
const GROUP_START_ROOM = 64;

const size = (measurement: ReportMeasurement, metric: boolean) => sizesText(measurement, shownUnit(measurement.unit, metric)) || "—";

const squareFeet = (measurement: ReportMeasurement, metric: boolean) => (measurement.squareFeet === null ? "—" : area(measurement.squareFeet, metric));

/** Each job type's panels with their sizes (in the unit they were measured in; inches and feet in centimetres for a metric reader) and areas, a subtotal per type and the total. */
export function writeMeasurements(writer: PageWriter, measurements: ReportMeasurement[], metric: boolean): void {
  writer.heading("Measurements", 14, GROUP_START_ROOM);
  if (!measurements.length) {
    writer.text("No measurements yet.");
    return;
  }
  const columns: Column[] = [
    { header: "Panel", share: 0.46 },
    { header: "Size", share: 0.24 },
    { header: "Area", share: 0.3, align: "right" },
  ];
  for (const jobType of MEASUREMENT_JOB_TYPES) {
    const rows = measurements.filter((measurement) => measurement.jobType === jobType);
    if (!rows.length) continue;
    writer.ensure(GROUP_START_ROOM);
    writer.space(4);
    writer.text(JOB_TYPE_LABELS[jobType], { size: 11, bold: true });
    const subtotal = sumSquareFeet(rows.map((row) => row.squareFeet));
    writer.table(
      columns,
      rows.map((row) => [row.label || panelLabel(row.panel), size(row, metric), squareFeet(row, metric)]),
      { totals: [`${JOB_TYPE_LABELS[jobType]} total`, "", area(subtotal, metric)] },
    );
  }
  writer.space(6);
  const total = sumSquareFeet(measurements.map((row) => row.squareFeet));
  writer.fields([["Measured total", `${area(total, metric)} over ${measurements.length} panel${measurements.length === 1 ? "" : "s"}`]], 11);
}
