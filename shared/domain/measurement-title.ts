import type { Dimensions } from "./measurement-area";
import { panelLabel } from "./panels";
import { formatLength } from "./length-text";

/** The default label: the panel name plus width and height in inches, as 'Hood 60" x 48"'. */
export function defaultMeasurementLabel(panel: string | null, { width, height, length }: Dimensions): string {
  const sizes = [width || length, height].filter((value): value is number => Boolean(value)).map((value) => formatLength(value));
  return [panelLabel(panel), sizes.join(" x ")].filter(Boolean).join(" ");
}

/** What a measurement is called on cards, in the shared view and in the activity log: its label, or the default label. */
export function measurementTitle(measurement: Dimensions & { panel: string | null; label: string | null }): string {
  return measurement.label || defaultMeasurementLabel(measurement.panel, measurement);
}
