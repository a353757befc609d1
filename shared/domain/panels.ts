import type { MeasurementJobType } from "./vocabulary";

export type PanelGroup = { name: string; panels: readonly { value: string; label: string }[] };

export const JOB_TYPE_LABELS: Record<MeasurementJobType, string> = {
  vehicle: "Vehicle",
  trailer: "Trailer",
  wall_graphic: "Wall Graphic",
  custom: "Custom Job",
};

const SIDES = { name: "Sides", panels: [{ value: "driver_side", label: "Driver Side" }, { value: "passenger_side", label: "Passenger Side" }] };

/** The panels that fit each job type, grouped as an installer walks around the job. */
export const PANEL_GROUPS: Record<MeasurementJobType, readonly PanelGroup[]> = {
  vehicle: [
    SIDES,
    {
      name: "Front & Rear",
      panels: [
        { value: "front_panel", label: "Front Panel" },
        { value: "rear_panel", label: "Rear Panel" },
        { value: "front_bumper", label: "Front Bumper" },
        { value: "rear_bumper", label: "Rear Bumper" },
        { value: "trunk_tailgate", label: "Trunk / Tailgate" },
      ],
    },
    { name: "Top", panels: [{ value: "hood", label: "Hood" }, { value: "roof", label: "Roof" }] },
    {
      name: "Doors",
      panels: [
        { value: "driver_front_door", label: "Driver Front Door" },
        { value: "driver_rear_door", label: "Driver Rear Door" },
        { value: "passenger_front_door", label: "Passenger Front Door" },
        { value: "passenger_rear_door", label: "Passenger Rear Door" },
      ],
    },
    { name: "Fenders", panels: [{ value: "driver_fender", label: "Driver Fender" }, { value: "passenger_fender", label: "Passenger Fender" }] },
  ],
  trailer: [
    SIDES,
    { name: "Front & Rear", panels: [{ value: "front_panel", label: "Front Panel" }, { value: "rear_panel", label: "Rear Panel" }] },
    { name: "Doors", panels: [{ value: "rear_doors", label: "Rear Doors" }, { value: "side_door", label: "Side Door" }] },
  ],
  wall_graphic: [
    { name: "Walls", panels: [{ value: "full_wall", label: "Full Wall" }, { value: "wall_section", label: "Wall Section" }] },
    { name: "Openings", panels: [{ value: "window", label: "Window" }, { value: "door", label: "Door" }] },
  ],
  custom: [{ name: "Custom", panels: [{ value: "custom_area", label: "Custom Area" }] }],
};

export const CUSTOM_PANEL = "custom_area";

export function panelsFor(jobType: MeasurementJobType): string[] {
  return PANEL_GROUPS[jobType].flatMap((group) => group.panels.map((panel) => panel.value));
}

export function panelFits(jobType: MeasurementJobType, panel: string): boolean {
  return panelsFor(jobType).includes(panel);
}

export function panelLabel(panel: string | null): string {
  if (!panel) return "Measurement";
  for (const groups of Object.values(PANEL_GROUPS)) {
    for (const group of groups) {
      const match = group.panels.find((candidate) => candidate.value === panel);
      if (match) return match.label;
    }
  }
  return panel;
}

export function panelGroupName(jobType: MeasurementJobType, panel: string | null): string {
  return PANEL_GROUPS[jobType].find((group) => group.panels.some((candidate) => candidate.value === panel))?.name ?? "Other";
}
