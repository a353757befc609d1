import { cn } from "../../lib/cn";

export type Series = { label: string; values: number[]; barClass: string; swatchClass: string };

const WIDTH = 340;
const HEIGHT = 170;
const AXIS = 24;
const FOOT = 22;
const TOP = 8;

/**
 * Grouped vertical bars in hand-written SVG (no chart library), with a legend and, for screen
 * readers, the same numbers as a table; the drawing itself is hidden from them.
 */
export function BarChart({ title, categoryLabel, categories, series }: { title: string; categoryLabel: string; categories: string[]; series: Series[] }) {
  const max = Math.max(1, ...series.flatMap((entry) => entry.values));
  const top = Math.ceil(max / 2) * 2;
  const plotHeight = HEIGHT - FOOT - TOP;
  const slot = (WIDTH - AXIS) / categories.length;
  const barWidth = Math.min(18, (slot - 8) / series.length);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  return (
    <div className="space-y-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="w-full max-w-xl" aria-hidden>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={AXIS} x2={WIDTH} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeDasharray={tick ? "3 3" : undefined} />
            <text x={AXIS - 4} y={y(tick) + 4} textAnchor="end" className="fill-muted-foreground text-[10px] tabular-nums">
              {tick}
            </text>
          </g>
        ))}
        {categories.map((category, index) => {
          const groupStart = AXIS + index * slot + (slot - barWidth * series.length) / 2;
          return (
            <g key={category}>
              {series.map((entry, seriesIndex) => {
                const value = entry.values[index] ?? 0;
                const x = groupStart + seriesIndex * barWidth;
                return (
                  <g key={entry.label}>
                    <rect x={x} y={y(value)} width={barWidth - 2} height={Math.max(0, y(0) - y(value))} rx={2} className={entry.barClass} />
                    {value > 0 ? (
                      <text x={x + (barWidth - 2) / 2} y={y(value) - 2} textAnchor="middle" className="fill-foreground text-[8px] tabular-nums">
                        {value}
                      </text>
                    ) : null}
                  </g>
                );
              })}
              <text x={AXIS + index * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-muted-foreground text-[10px]">
                {category}
              </text>
            </g>
          );
        })}
      </svg>
      <div aria-hidden className="flex flex-wrap gap-4 text-sm">
        {series.map((entry) => (
          <span key={entry.label} className="flex items-center gap-2">
            <span aria-hidden className={cn("h-3 w-3 rounded-sm", entry.swatchClass)} />
            {entry.label}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((entry) => (
              <th key={entry.label} scope="col">
                {entry.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {series.map((entry) => (
                <td key={entry.label}>{entry.values[index] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
