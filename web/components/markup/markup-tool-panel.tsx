import { ArrowUpRight, Circle, Eraser, type LucideIcon, Minus, MousePointer2, Pencil, Square, Trash2, Type } from "lucide-react";
import { MARKUP_COLORS, MARKUP_SIZES } from "../../../shared/constants";
import { Button } from "../ui/button";
import { cn } from "../../lib/cn";
import { COLOUR_NAMES, type MarkupColor } from "./markup-palette";
import { MARKUP_TOOLS, type MarkupTool, TOOL_NAMES } from "./markup-tools";

const TOOL_ICONS: Record<MarkupTool, LucideIcon> = {
  select: MousePointer2,
  pen: Pencil,
  line: Minus,
  rect: Square,
  circle: Circle,
  arrow: ArrowUpRight,
  text: Type,
  eraser: Eraser,
};

type MarkupToolPanelProps = {
  tool: MarkupTool;
  color: MarkupColor;
  size: number;
  canDelete: boolean;
  onTool: (tool: MarkupTool) => void;
  onColor: (color: MarkupColor) => void;
  onSize: (size: number) => void;
  onDelete: () => void;
};

const ROW = "flex max-w-full items-center gap-1 overflow-x-auto";
const CHOICE = "relative grid h-11 w-11 shrink-0 place-items-center rounded-lg";
const RADIO = "peer absolute inset-0 z-10 cursor-pointer opacity-0";
const MARK =
  "peer-checked:ring-2 peer-checked:ring-sky-400 peer-checked:ring-offset-2 peer-checked:ring-offset-slate-900 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring";

/** Tools, colours and brush sizes. The colours wrap, so every one shows on a phone; the other rows scroll sideways where a phone is too narrow for them. */
export function MarkupToolPanel({ tool, color, size, canDelete, onTool, onColor, onSize, onDelete }: MarkupToolPanelProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-border bg-card px-1 py-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] sm:px-2">
      <div role="toolbar" aria-label="Tools" className={ROW}>
        {MARKUP_TOOLS.map((name) => {
          const Icon = TOOL_ICONS[name];
          return (
            <Button
              key={name}
              variant={tool === name ? "primary" : "ghost"}
              size="icon"
              className="shrink-0"
              aria-label={TOOL_NAMES[name]}
              title={TOOL_NAMES[name]}
              aria-pressed={tool === name}
              onClick={() => onTool(name)}
            >
              <Icon aria-hidden className="h-5 w-5" />
            </Button>
          );
        })}
      </div>
      <fieldset className="min-w-0 max-w-full">
        <legend className="sr-only">Colour</legend>
        <div className="flex max-w-full flex-wrap items-center gap-1">
          {MARKUP_COLORS.map((value) => (
            <label key={value} className={CHOICE}>
              <input
                type="radio"
                name="markup-colour"
                className={RADIO}
                aria-label={`Colour ${COLOUR_NAMES[value]}`}
                checked={color === value}
                onChange={() => onColor(value)}
              />
              <span aria-hidden className={cn("h-7 w-7 rounded-full border-2 border-slate-400/60", MARK)} style={{ backgroundColor: value }} />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0 max-w-full">
        <legend className="sr-only">Size</legend>
        <div className={ROW}>
          {MARKUP_SIZES.map((value) => (
            <label key={value} className={CHOICE}>
              <input type="radio" name="markup-size" className={RADIO} aria-label={`Size ${value}`} checked={size === value} onChange={() => onSize(value)} />
              <span aria-hidden className={cn("grid h-9 w-9 place-items-center rounded-lg", MARK)}>
                <span className="rounded-full bg-slate-100" style={{ width: 3 + value * 1.5, height: 3 + value * 1.5 }} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {tool === "select" ? (
        <Button variant="outline" className="shrink-0 px-2.5 sm:px-4" aria-label="Delete shape" title="Delete shape" disabled={!canDelete} onClick={onDelete}>
          <Trash2 aria-hidden className="h-5 w-5" />
          <span className="hidden sm:inline">Delete shape</span>
        </Button>
      ) : null}
    </div>
  );
}
