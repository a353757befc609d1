import type { Dimensions } from "./measurement-area";
import { panelLabel } from "./panels";
import { formatLength } from "./length-text";
import type { LengthUnit } from "./units";

/** The default label: the panel name plus width and height in the unit they were typed in, as 'Hood 60" x 48"' or 'Hood 150 cm x 120 cm'. */
export function defaultMeasurementLabel(panel: string | null, { width, height, length }: Dimensions, unit: LengthUnit): string {
  const sizes = [width || length, height].filter((value): value is number => Boolean(value)).map((value) => formatLength(value, unit));
  return [panelLabel(panel), sizes.join(" x ")].filter(Boolean).join(" ");
}

/** What a measurement is called on cards, in the shared view and in the activity log: its label, or the default label. */
export function measurementTitle(measurement: Dimensions & { panel: string | null; label: string | null; unit: LengthUnit }): string {
  return measurement.label || defaultMeasurementLabel(measurement.panel, measurement, measurement.unit);
}
