/**
 * The report's line chart, drawn as SVG (docs/decisions.md "The report chart"): one or two measures
 * over day, week or month, each on its own axis (the first left, the second right), the previous
 * period dashed. Date labels are thinned so they never overlap, axis values are compact ("$15K")
 * and pointing at the chart reads out the point's date and every measure in full. A chunk of its
 * own, loaded after the table has painted. The same numbers show as a table beside it
 * (ChartSection), so the drawing is hidden from assistive technology.
 */
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { labelledPoints, pointAt, textWidth, valueAxis, type ValueAxis } from '../chart-rules';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  /** Which y axis: the first measure on the left, the second on the right. */
  scale: 'left' | 'right';
  dashed?: boolean;
  color: string;
}

type Scale = ChartSeries['scale'];

export interface ReportChartProps {
  /** The points' dates in full, one per point: the readout's title. */
  labels: readonly string[];
  /** The points' dates as the x axis prints them (shorter); `labels` when not given. */
  tickLabels?: readonly string[];
  series: readonly ChartSeries[];
  /** A value of a scale in full (the readout). */
  formatValue: (scale: Scale, value: number) => string;
  /** A value of a scale on its axis (compact); `formatValue` when not given. */
  formatTick?: (scale: Scale, value: number) => string;
  height?: number;
}

const TOP = 12;
const BOTTOM = 28;
const AXIS_GAP = 8;
const MIN_WIDTH = 320;

function linePath(values: readonly (number | null)[], x: (index: number) => number, y: (value: number) => number) {
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(index).toFixed(1)} ${y(value).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

function ReportChartDrawing({
  labels,
  tickLabels = labels,
  series,
  formatValue,
  formatTick = formatValue,
  height = 280,
}: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [pointed, setPointed] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      setWidth(Math.max(element.clientWidth, MIN_WIDTH));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);

  const scales = (['left', 'right'] as const).filter((scale) => series.some((line) => line.scale === scale));
  const axes = new Map<Scale, ValueAxis>(
    scales.map((scale) => [
      scale,
      valueAxis(series.filter((line) => line.scale === scale).flatMap((line) => line.values)),
    ]),
  );
  const axisWidth = (scale: Scale) => {
    const axis = axes.get(scale);
    return axis ? Math.max(...axis.ticks.map((tick) => textWidth(formatTick(scale, tick)))) + AXIS_GAP : 0;
  };
  const widestDate = Math.max(0, ...tickLabels.map(textWidth));
  const left = Math.max(axisWidth('left'), widestDate / 2 + 4);
  const right = Math.max(axisWidth('right'), widestDate / 2 + 4);
  const chartWidth = Math.max(width, MIN_WIDTH);
  const plotWidth = Math.max(chartWidth - left - right, 1);
  const plotHeight = height - TOP - BOTTOM;
  const count = labels.length;
  const x = (index: number) => left + (count <= 1 ? plotWidth / 2 : (index / (count - 1)) * plotWidth);
  const yOf = (scale: Scale) => (value: number) => {
    const axis = axes.get(scale) ?? { min: 0, max: 1 };
    return TOP + (1 - (value - axis.min) / (axis.max - axis.min)) * plotHeight;
  };
  const shownDates = labelledPoints(count, plotWidth, widestDate);

  return (
    <div ref={box} aria-hidden="true" className="relative w-full" data-testid="report-chart">
      {width > 0 && (
        <svg
          width={chartWidth}
          height={height}
          className="block touch-none select-none text-xs"
          onPointerMove={(event) => {
            const bounds = event.currentTarget.getBoundingClientRect();
            setPointed(pointAt(event.clientX - bounds.left - left, count, plotWidth));
          }}
          onPointerLeave={() => {
            setPointed(null);
          }}
        >
          {axes.get('left')?.ticks.map((tick) => (
            <line
              key={tick}
              x1={left}
              x2={left + plotWidth}
              y1={yOf('left')(tick)}
              y2={yOf('left')(tick)}
              className="stroke-border"
            />
          ))}
          {scales.map((scale) =>
            axes.get(scale)?.ticks.map((tick) => (
              <text
                key={`${scale}${String(tick)}`}
                data-axis={scale}
                x={scale === 'left' ? left - AXIS_GAP / 2 : left + plotWidth + AXIS_GAP / 2}
                y={yOf(scale)(tick)}
                dy="0.32em"
                textAnchor={scale === 'left' ? 'end' : 'start'}
                className="fill-muted-foreground tabular-nums"
              >
                {formatTick(scale, tick)}
              </text>
            )),
          )}
          {shownDates.map((index) => (
            <text
              key={index}
              data-axis="x"
              x={x(index)}
              y={TOP + plotHeight + 18}
              textAnchor="middle"
              className="fill-muted-foreground"
            >
              {tickLabels[index]}
            </text>
          ))}
          {series.map((line) => (
            <path
              key={line.label}
              d={linePath(line.values, x, yOf(line.scale))}
              fill="none"
              stroke={line.color}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeDasharray={line.dashed ? '6 4' : undefined}
            />
          ))}
          {pointed !== null && (
            <line x1={x(pointed)} x2={x(pointed)} y1={TOP} y2={TOP + plotHeight} className="stroke-muted-foreground" />
          )}
        </svg>
      )}
      {pointed !== null && (
        <div
          data-testid="report-chart-readout"
          className="pointer-events-none absolute top-0 z-10 grid gap-0.5 rounded-md border bg-popover px-2 py-1 text-xs shadow-sm"
          style={x(pointed) > chartWidth / 2 ? { right: chartWidth - x(pointed) + 8 } : { left: x(pointed) + 8 }}
        >
          <span className="font-medium">{labels[pointed]}</span>
          {series.map((line) => {
            const value = line.values[pointed] ?? null;
            return (
              <span key={line.label} className="tabular-nums">
                {`${line.label}: ${value === null ? '—' : formatValue(line.scale, value)}`}
              </span>
            );
          })}
        </div>
      )}
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {series.map((line) => (
          <li key={line.label} className="flex items-center gap-1.5">
            <svg width="20" height="4" className="shrink-0">
              <line
                x1="0"
                x2="20"
                y1="2"
                y2="2"
                stroke={line.color}
                strokeWidth={2}
                strokeDasharray={line.dashed ? '4 3' : undefined}
              />
            </svg>
            {line.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The screen hands new arrays and functions on every render (a sort, a keystroke in a filter): the
 * chart renders again only when what it shows changed.
 */
const sameDrawing = (before: ReportChartProps, after: ReportChartProps) =>
  before.height === after.height &&
  JSON.stringify([before.labels, before.tickLabels, before.series]) ===
    JSON.stringify([after.labels, after.tickLabels, after.series]);

export default memo(ReportChartDrawing, sameDrawing);
