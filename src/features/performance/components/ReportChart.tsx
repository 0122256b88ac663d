/**
 * The report's line chart, drawn with uPlot (23 KB gzip; docs/decisions.md "The report chart"): one
 * or two measures over day, week or month, each on its own scale, the previous period dashed. A
 * chunk of its own, loaded after the table has painted. The data also shows as a table beside it
 * (ChartSection), so the chart itself is hidden from assistive technology.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  /** Which y axis: the first measure on the left, the second on the right. */
  scale: 'left' | 'right';
  dashed?: boolean;
  color: string;
}

export interface ReportChartProps {
  /** The x axis' labels, one per point. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Formats a y value of a scale. */
  formatValue: (scale: 'left' | 'right', value: number) => string;
  height?: number;
}

export default function ReportChart({ labels, series, formatValue, height = 280 }: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // The screen hands new arrays and functions on every render (a sort, a keystroke in a filter):
  // the chart is drawn again only when what it shows changed, from the latest props.
  const latest = useRef({ labels, series, formatValue });
  useEffect(() => {
    latest.current = { labels, series, formatValue };
  });
  const shown = JSON.stringify([labels, series]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { labels, series } = latest.current;
    const formatValue = (scale: 'left' | 'right', value: number) => latest.current.formatValue(scale, value);
    const scales = new Set(series.map((line) => line.scale));
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 320),
      height,
      legend: { show: true },
      scales: { x: { time: false } },
      axes: [
        {
          values: (_plot, ticks) => ticks.map((tick) => labels[Math.round(tick)] ?? ''),
          incrs: [1, 2, 5, 7, 10, 14, 30, 60, 90],
        },
        ...[...scales].map((scale): uPlot.Axis => ({
          scale,
          // uPlot's Side is an ambient const enum (not importable here): 3 is left, 1 is right.
          side: scale === 'left' ? 3 : 1,
          size: 80,
          values: (_plot, ticks) => ticks.map((tick) => formatValue(scale, tick)),
          grid: { show: scale === 'left' },
        })),
      ],
      series: [
        { label: '', value: (_plot, index: number | null) => (index === null ? '' : (labels[index] ?? '')) },
        ...series.map((line): uPlot.Series => ({
          label: line.label,
          scale: line.scale,
          stroke: line.color,
          width: 2,
          ...(line.dashed && { dash: [6, 4] }),
          value: (_plot, value: number | null) => (value === null ? '—' : formatValue(line.scale, value)),
        })),
      ],
    };
    const data: uPlot.AlignedData = [labels.map((_, index) => index), ...series.map((line) => line.values)];
    const plot = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 320), height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [shown, height]);

  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" data-testid="report-chart" />;
}
