import type { LengthUnit } from "./units";
import { measurementTitle } from "./measurement-title";
import type { Panel } from "./roll-layout";
import type { PanelCard } from "./vin-panels";

type MeasuredPanel = { panel: string | null; label: string | null; width: number | null; height: number | null; length: number | null; unit: LengthUnit };

/** Names repeated in a list get a number ("Hood", "Hood 2"), so every piece on the drawing and cut list is told apart. */
function numbered(panels: Panel[]): Panel[] {
  const seen = new Map<string, number>();
  return panels.map((panel) => {
    const count = (seen.get(panel.label) ?? 0) + 1;
    seen.set(panel.label, count);
    return count === 1 ? panel : { ...panel, label: `${panel.label} ${count}` };
  });
}

/** Measurements with two sides (width or length, and height), in inches; the rest cannot be laid out. */
export function panelsFromMeasurements(measurements: MeasuredPanel[]): { panels: Panel[]; skipped: number } {
  const panels = measurements.flatMap((measurement) => {
    const across = measurement.width || measurement.length;
    return across && measurement.height ? [{ label: measurementTitle(measurement), widthIn: across, heightIn: measurement.height }] : [];
  });
  return { panels: numbered(panels), skipped: measurements.length - panels.length };
}

/** The VIN's panel cards, one piece per door, fender, bumper and side. */
export function panelsFromCards(cards: PanelCard[]): Panel[] {
  return cards.flatMap((card) =>
    Array.from({ length: card.count }, (_, index) => ({ label: card.count > 1 ? `${card.name} ${index + 1}` : card.name, widthIn: card.widthIn, heightIn: card.heightIn })),
  );
}
