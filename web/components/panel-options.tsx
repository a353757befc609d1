import { PANEL_GROUPS } from "../../shared/domain/panels";
import type { MeasurementJobType } from "../../shared/domain/vocabulary";

/** The panels of a job type as grouped <option>s, for a native panel select. */
export function PanelOptions({ jobType }: { jobType: MeasurementJobType }) {
  return PANEL_GROUPS[jobType].map((group) => (
    <optgroup key={group.name} label={group.name}>
      {group.panels.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </optgroup>
  ));
}
