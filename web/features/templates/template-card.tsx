import { Ruler, Square, Zap } from "lucide-react";
import { type KeyboardEvent, useId } from "react";
import { type VehicleTemplate, categoryLabel, templateName } from "../../../shared/domain/vehicle-templates";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { AreaText } from "../../components/area-text";
import { formatWorkedLength } from "../../../shared/domain/length-text";
import { type LengthUnit, isMetric } from "../../../shared/domain/units";

type TemplateCardProps = {
  id: string;
  template: VehicleTemplate;
  shopUnit: LengthUnit;
  selected: boolean;
  /** The one option Tab stops at; the arrow keys move between the others. */
  tabbable: boolean;
  onSelect: () => void;
  onPick: () => void;
  onFocus: () => void;
};

/** A template as a card: its length and approximate wrap area, in the shop's metric units beside or instead of the imperial ones. */
export function TemplateCard({ id, template, shopUnit, selected, tabbable, onSelect, onPick, onFocus }: TemplateCardProps) {
  const metric = isMetric(shopUnit);
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    onSelect();
  };
  return (
    <div className="relative">
      <div
        id={id}
        role="option"
        aria-selected={selected}
        aria-labelledby={titleId}
        tabIndex={tabbable ? 0 : -1}
        onFocus={onFocus}
        onClick={onSelect}
        onDoubleClick={onPick}
        onKeyDown={onKeyDown}
        className={cn(
          "flex h-full cursor-pointer select-none flex-col gap-3 rounded-xl border-2 p-4 pb-18",
          selected ? "border-primary bg-accent text-accent-foreground" : "border-border bg-card hover:bg-muted",
        )}
      >
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 break-words text-lg font-bold">
            {templateName(template)}
          </h3>
          <span className="shrink-0 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold">
            {categoryLabel(template.category)}
          </span>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1">
            <Ruler aria-hidden className="h-4 w-4" />
            <dt className="sr-only">Length</dt>
            <dd>{metric ? formatWorkedLength(template.dimensions.length, shopUnit) : `${template.dimensions.length}"`} long</dd>
          </div>
          <div className="flex items-center gap-1">
            <Square aria-hidden className="h-4 w-4" />
            <dt className="sr-only">Total wrap area</dt>
            <dd>
              <AreaText text={`~${template.wrapAreas.total} sq ft`} squareFeet={template.wrapAreas.total} metric={metric} />
            </dd>
          </div>
        </dl>
        <ul aria-label="Popular options" className="flex flex-wrap gap-1.5">
          {template.popularOptions.slice(0, 2).map((option) => (
            <li key={option} className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-foreground">
              {option}
            </li>
          ))}
        </ul>
      </div>
      {/* A pointer shortcut kept outside the option: keyboard and screen-reader users pick with Enter and "Select & Continue". */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        onClick={onPick}
        className={buttonClasses("outline", "md", "absolute inset-x-4 bottom-4")}
      >
        <Zap aria-hidden className="h-4 w-4" />
        Quick Select
      </button>
    </div>
  );
}
