import { templateForVin } from "../../../shared/domain/vehicle-template-match";
import { templateName, type VehicleTemplate } from "../../../shared/domain/vehicle-templates";
import type { VinDecode } from "../../../shared/schemas/vin";

/**
 * A decoded vehicle that is one of the library's templates gives an empty total area the template's, through `take`;
 * a total already typed is kept. Answers what the form says of it, or null when no template matches.
 */
export function templateMatchNote(vehicle: VinDecode["vehicle"], typedTotal: string, take: (template: VehicleTemplate) => void): string | null {
  const match = templateForVin(vehicle);
  if (!match) return null;
  const { template } = match;
  const name = `Matches our ${templateName(template)} template`;
  if (typedTotal.trim()) return `${name}. The total area you typed is kept.`;
  take(template);
  return `${name}: total area set to ${template.wrapAreas.total} sq ft.`;
}
