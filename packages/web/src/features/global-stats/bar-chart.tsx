import { useState } from "react";

export type ChartPoint = { date: string; value: number };

type Props = {
  title: string;
  points: ChartPoint[];
  format: (value: number) => string;
};

const [width, height] = [560, 200];
const margin = { top: 16, right: 8, bottom: 28, left: 56 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

/** A round axis maximum: 1, 2 or 5 times a power of ten, at least the largest value and at least 2 (a whole middle tick). */
export function niceMax(value: number): number {
  if (value <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** Bars per day with a value axis; hovering or focusing a bar shows its day and value. */
export function BarChart({ title, points, format }: Props) {
  const [active, setActive] = useState<number | null>(null);
  const max = niceMax(Math.max(0, ...points.map((point) => point.value)));
  const slot = plotWidth / Math.max(points.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => margin.top + plotHeight - (value / max) * plotHeight;
  const shown = active === null ? null : points[active];
  return (
    <figure className="grid gap-2">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{title}</span>
        <span className="text-muted-foreground" aria-live="polite">
          {shown ? `${dayLabel(shown.date)}: ${format(shown.value)}` : "Hover a bar for its value"}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="w-full" role="img" aria-label={title}>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={y(max * share)}
              y2={y(max * share)}
              className="stroke-border"
            />
            <text
              x={margin.left - 6}
              y={y(max * share) + 4}
              textAnchor="end"
              className="fill-muted-foreground text-[10px]"
            >
              {format(max * share)}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const x = margin.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={point.date}>
              <rect
                x={x}
                y={y(point.value)}
                width={barWidth}
                height={Math.max(0, margin.top + plotHeight - y(point.value))}
                rx={2}
                tabIndex={0}
                aria-label={`${dayLabel(point.date)}: ${format(point.value)}`}
                className={active === index ? "fill-primary" : "fill-primary/60"}
                onMouseEnter={() => setActive(index)}
                onMouseLeave={() => setActive(null)}
                onFocus={() => setActive(index)}
                onBlur={() => setActive(null)}
              />
              {index % 5 === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={height - 8}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[10px]"
                >
                  {dayLabel(point.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
