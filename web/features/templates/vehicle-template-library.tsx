import { ArrowLeft, CarFront, MousePointerClick, Search } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_MAKES,
  type TemplateCategory,
  VEHICLE_TEMPLATES,
  type VehicleTemplate,
  filterTemplates,
} from "../../../shared/domain/vehicle-templates";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { cn } from "../../lib/cn";
import { useShopUnit } from "../../api/shop-unit";
import { TemplateCard } from "./template-card";
import { TemplateDetail } from "./template-detail";

type VehicleTemplateLibraryProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (template: VehicleTemplate) => void;
};

type Filters = { search: string; category: TemplateCategory | "all"; make: string };

const NO_FILTERS: Filters = { search: "", category: "all", make: "all" };

/** The listbox's keys: the arrows move one option on (in reading order, whatever the columns), Home and End to either end. */
const OPTION_KEYS: Record<string, number | "first" | "last"> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: "first", End: "last" };

export function VehicleTemplateLibrary({ open, onOpenChange, onSelect }: VehicleTemplateLibraryProps) {
  const shopUnit = useShopUnit();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [showDetail, setShowDetail] = useState(false);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFilters(NO_FILTERS);
      setSelectedId(null);
      setFocusedId(null);
      setShowDetail(false);
    }
  }
  const optionIdPrefix = useId();
  const backRef = useRef<HTMLButtonElement>(null);

  const templates = filterTemplates(VEHICLE_TEMPLATES, filters);
  const tabStop = [focusedId, selectedId].find((id) => templates.some((template) => template.id === id)) ?? templates[0]?.id;
  const selected = VEHICLE_TEMPLATES.find((template) => template.id === selectedId);
  const updateFilters = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));

  const pick = (template: VehicleTemplate) => {
    onSelect(template);
    onOpenChange(false);
  };
  const openDetail = (id: string) => {
    flushSync(() => {
      setSelectedId(id);
      setShowDetail(true);
    });
    if (backRef.current?.offsetParent) backRef.current.focus();
  };
  const backToList = () => {
    flushSync(() => setShowDetail(false));
    document.getElementById(optionIdPrefix + selectedId)?.focus();
  };

  const moveAmongOptions = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = OPTION_KEYS[event.key];
    if (step === undefined) return;
    const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')];
    const at = options.findIndex((option) => option === document.activeElement);
    const next = step === "first" ? 0 : step === "last" ? options.length - 1 : Math.min(Math.max(at + step, 0), options.length - 1);
    event.preventDefault();
    options[next]?.focus();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Vehicle Template Library"
      description="Pick a vehicle to fill in its details and wrap area."
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!selected} onClick={() => selected && pick(selected)}>
            Select & Continue
          </Button>
        </>
      }
    >
      <div className="md:grid md:grid-cols-[minmax(0,1fr)_20rem] md:items-start md:gap-6">
        <div className={cn("space-y-4", showDetail && "hidden md:block")}>
          <div className="space-y-3">
            <div className="relative">
              <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground" />
              <Input
                type="search"
                aria-label="Search templates"
                placeholder="Make, model, body or wheelbase..."
                value={filters.search}
                onChange={(event) => updateFilters({ search: event.target.value })}
                className="pl-10"
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <FormField label="Category">
                <Select
                  value={filters.category}
                  onChange={(event) => updateFilters({ category: event.target.value as Filters["category"] })}
                >
                  <option value="all">All Categories</option>
                  {TEMPLATE_CATEGORIES.map((category) => (
                    <option key={category.value} value={category.value}>
                      {category.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Make">
                <Select value={filters.make} onChange={(event) => updateFilters({ make: event.target.value })}>
                  <option value="all">All Makes</option>
                  {TEMPLATE_MAKES.map((make) => (
                    <option key={make} value={make}>
                      {make}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {templates.length} {templates.length === 1 ? "vehicle" : "vehicles"}
            </p>
          </div>
          {templates.length === 0 ? (
            <EmptyState
              icon={CarFront}
              title="No vehicles found matching your criteria"
              description="Try another make or model, or clear the filters."
              action={
                <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <div role="listbox" aria-label="Vehicle templates" onKeyDown={moveAmongOptions} className="grid gap-3 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
              {templates.map((template) => (
                <TemplateCard
                  key={template.id}
                  id={optionIdPrefix + template.id}
                  template={template}
                  shopUnit={shopUnit}
                  selected={template.id === selectedId}
                  tabbable={template.id === tabStop}
                  onSelect={() => openDetail(template.id)}
                  onPick={() => pick(template)}
                  onFocus={() => setFocusedId(template.id)}
                />
              ))}
            </div>
          )}
        </div>
        <aside
          aria-label="Template details"
          className={cn(
            "md:sticky md:top-0 md:max-h-[calc(90dvh-12rem)] md:overflow-y-auto",
            !showDetail && "hidden md:block",
          )}
        >
          {selected ? (
            <>
              <Button ref={backRef} variant="ghost" onClick={backToList} className="-ml-2 mb-2 md:hidden">
                <ArrowLeft aria-hidden className="h-5 w-5" />
                All vehicles
              </Button>
              <TemplateDetail template={selected} shopUnit={shopUnit} />
            </>
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
              <MousePointerClick aria-hidden className="h-10 w-10" />
              <p>Select a vehicle to see its dimensions, wrap areas and vinyl estimate.</p>
            </div>
          )}
        </aside>
      </div>
    </Dialog>
  );
}
