import type { Measurement } from "../../shared/schemas/measurement";

const HEADER = ["Panel", "Label", "Job type", "Width (in)", "Height (in)", "Length (in)", "Entered in", "Square feet", "Notes", "Created"];

/** A spreadsheet would run a cell starting with = + - @ as a formula: such text gets a leading quote. */
function cell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function measurementsCsv(measurements: Measurement[]): string {
  const rows = measurements.map((m) => [m.panel, m.label, m.jobType, m.width, m.height, m.length, m.unit, m.squareFeet, m.notes, m.createdAt]);
  return `${[HEADER, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
