import { useState } from "react";
import { LENGTH_UNITS, type LengthUnit } from "../../../shared/domain/units";

const STORAGE_KEY = "wrappilot-length-unit";

function readUnit(): LengthUnit {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return (LENGTH_UNITS as readonly string[]).includes(stored ?? "") ? (stored as LengthUnit) : "in";
  } catch {
    return "in";
  }
}

/** The unit an installer last measured in, so a metric tape stays metric from job to job. */
export function useLengthUnit(): [LengthUnit, (unit: LengthUnit) => void] {
  const [unit, setUnit] = useState(readUnit);
  const choose = (next: LengthUnit) => {
    setUnit(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };
  return [unit, choose];
}
