import { LibraryBig } from "lucide-react";
import type { TemplateMatch } from "../../../shared/domain/vehicle-template-match";
import { type VehicleTemplate, templateName } from "../../../shared/domain/vehicle-templates";
import { Card } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";

const NONE = "none";

type Props = { match: TemplateMatch; chosen: VehicleTemplate | null; onChoose: (template: VehicleTemplate | null) => void };

/** Which library template the decode matched, where its figures come from, and a way to pick another body or none. */
export function TemplateMatchNote({ match, chosen, onChoose }: Props) {
  const candidates = [match.template, ...match.alternatives];
  return (
    <Card role="note" aria-label="Template match" className="flex gap-3 p-4 text-sm">
      <LibraryBig aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1 space-y-3">
        {chosen ? (
          <div className="space-y-1">
            <p className="font-semibold">Matches our {templateName(chosen)} template</p>
            <p className="text-muted-foreground">
              Panels and material use its wrap areas, worked out from its dimensions: {chosen.source}.
            </p>
          </div>
        ) : (
          <p className="font-semibold">Not using a template: panels are estimated from the vehicle type.</p>
        )}
        <div className="max-w-md">
          <FormField label="Template to use" hint={match.alternatives.length > 0 ? "The VIN fits more than one body; pick the one in front of you." : undefined}>
            <Select
              value={chosen?.id ?? NONE}
              onChange={(event) => onChoose(candidates.find((template) => template.id === event.target.value) ?? null)}
            >
              {candidates.map((template) => (
                <option key={template.id} value={template.id}>
                  {templateName(template)}
                </option>
              ))}
              <option value={NONE}>None: estimate from the vehicle type</option>
            </Select>
          </FormField>
        </div>
      </div>
    </Card>
  );
}
