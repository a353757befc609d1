import { MARKUP_COLORS } from "../../../shared/constants";

export type MarkupColor = (typeof MARKUP_COLORS)[number];

/** Spoken names for the swatches, so a screen reader says "Colour red" rather than a hex code. */
export const COLOUR_NAMES: Record<MarkupColor, string> = {
  "#ef4444": "red",
  "#f97316": "orange",
  "#facc15": "yellow",
  "#22c55e": "green",
  "#14b8a6": "teal",
  "#3b82f6": "blue",
  "#6366f1": "indigo",
  "#a855f7": "purple",
  "#ec4899": "pink",
  "#ffffff": "white",
  "#6b7280": "grey",
  "#000000": "black",
};
