import type { Measurement } from "../../shared/schemas/measurement";

let next = 0;

/** A saved 60 x 48 in hood on job j1, with any field overridden. */
export function makeMeasurement(overrides: Partial<Measurement> = {}): Measurement {
  next += 1;
  return {
    id: `m${next}`,
    jobId: "j1",
    jobType: "vehicle",
    panel: "hood",
    width: 60,
    height: 48,
    length: null,
    unit: "in",
    squareFeet: 20,
    label: null,
    notes: null,
    createdAt: "2026-11-23T10:00:00.000Z",
    ...overrides,
  };
}
