import { LENGTH_UNITS, type LengthUnit } from "../../../shared/domain/units";
import { useStoredChoice } from "../../lib/use-stored-choice";

/** The unit an installer last measured in, so a metric tape stays metric from job to job. */
export function useLengthUnit(): [LengthUnit, (unit: LengthUnit) => void] {
  return useStoredChoice<LengthUnit>("wrappilot-length-unit", LENGTH_UNITS, () => "in");
}
