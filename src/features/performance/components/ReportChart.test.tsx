import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReportChart, { type ChartSeries } from './ReportChart';

const DAYS = Array.from({ length: 30 }, (_, index) => `11/${String(index + 1).padStart(2, '0')}/2026`);
const SHORT = Array.from({ length: 30 }, (_, index) => `Nov ${String(index + 1)}`);
const SERIES: ChartSeries[] = [
  { label: 'Ad spend', values: DAYS.map((_, index) => 500 * (index + 1)), scale: 'left', color: '#2563eb' },
  {
    label: 'ROAS',
    values: DAYS.map((_, index) => (index === 3 ? null : 2 + index / 10)),
    scale: 'right',
    color: '#d97706',
  },
];
const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const formatValue = (scale: 'left' | 'right', value: number) =>
  scale === 'left' ? money(value) : `${value.toFixed(2)}×`;
const formatTick = (scale: 'left' | 'right', value: number) =>
  scale === 'left' ? `$${String(value / 1000)}K` : `${String(value)}×`;

function draw() {
  const { container } = render(
    <ReportChart labels={DAYS} tickLabels={SHORT} series={SERIES} formatValue={formatValue} formatTick={formatTick} />,
  );
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no chart drawn');
  const texts = (axis: string) =>
    [...svg.querySelectorAll(`text[data-axis="${axis}"]`)].map((text) => text.textContent);
  return { svg, texts };
}

describe('the report chart', () => {
  it('prints short dates, thinned so 30 days at the narrowest width still have room per label', () => {
    const { texts } = draw();
    // jsdom lays nothing out: the chart draws at its narrowest, 320 px, so every 7th day is labelled.
    expect(texts('x')).toEqual(['Nov 1', 'Nov 8', 'Nov 15', 'Nov 22', 'Nov 29']);
  });

  it('labels each measure on its own axis in compact form, ending on a round value', () => {
    const { texts } = draw();
    expect(texts('left')).toEqual(['$0K', '$5K', '$10K', '$15K']);
    expect(texts('right').at(-1)).toBe('6×');
  });

  it('draws one line per measure and breaks a line where a value is missing', () => {
    const { svg } = draw();
    const paths = [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '');
    expect(paths).toHaveLength(2);
    expect(paths[0]?.match(/M/g)).toHaveLength(1);
    expect(paths[1]?.match(/M/g)).toHaveLength(2);
  });

  it('the readout names the pointed date and both measures in full, and goes when the pointer leaves', () => {
    const { svg } = draw();
    expect(screen.queryByTestId('report-chart-readout')).toBeNull();
    // The last point sits at the plot's right edge; far right of it clamps to the last day.
    fireEvent.pointerMove(svg, { clientX: 10_000 });
    const readout = screen.getByTestId('report-chart-readout');
    expect(readout).toHaveTextContent('11/30/2026');
    expect(readout).toHaveTextContent('Ad spend: $15,000.00');
    expect(readout).toHaveTextContent('ROAS: 4.90×');
    fireEvent.pointerMove(svg, { clientX: -50 });
    expect(readout).toHaveTextContent('11/01/2026');
    expect(readout).toHaveTextContent('Ad spend: $500.00');
    fireEvent.pointerLeave(svg);
    expect(screen.queryByTestId('report-chart-readout')).toBeNull();
  });

  it('shows a missing value in the readout as a dash', () => {
    const { svg } = draw();
    const box = svg.getBoundingClientRect();
    // Day 4 is the fourth of 30 points: find its x by moving until the readout names it.
    for (let x = box.left; x < box.left + 320; x += 2) {
      fireEvent.pointerMove(svg, { clientX: x });
      if (screen.getByTestId('report-chart-readout').textContent.includes('11/04/2026')) break;
    }
    expect(screen.getByTestId('report-chart-readout')).toHaveTextContent('ROAS: —');
  });

  it('is hidden from assistive technology (its numbers are in the table beside it) and has a legend', () => {
    const { svg } = draw();
    expect(screen.getByTestId('report-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(svg.closest('[data-testid="report-chart"]')).toHaveTextContent(/Ad spend.*ROAS/);
  });
});
