import { useEffect, useRef } from 'react';
import { BarChart } from 'chartist';
import './bar-chart.css';

export interface BarChartSvgProps {
  /** One label per group of bars (a week, a day), left to right. */
  labels: readonly string[];
  /** One list of values per series, each as long as `labels`; drawn in series order within a group. */
  series: readonly (readonly number[])[];
  /** The value axis' labels ('₹1.2K'). */
  formatValue: (value: number) => string;
  /** The chart's height in CSS pixels. */
  height: number;
}

/** Room the value axis' labels take, and the padding around the plot, in CSS pixels. */
const AXIS_WIDTH = 44;
const PADDING = { top: 12, right: 8, bottom: 0, left: 4 };

/**
 * The drawing of a grouped bar chart (Chartist's SVG), for the screen's own text to describe: it is
 * hidden from assistive technology, and loaded only with the screen that shows it (money-chart.tsx
 * imports it lazily). Bars get narrower and labels sparser as the width shrinks, so 8 weeks of 3
 * series stay readable at 390 px.
 */
export default function BarChartSvg({ labels, series, formatValue, height }: BarChartSvgProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const groups = Math.max(1, labels.length);
    const plot = Math.max(120, element.clientWidth - AXIS_WIDTH - PADDING.left - PADDING.right);
    const groupWidth = plot / groups;
    // Bars of one group fill about 70 % of its width; a label is shown where it has room (about 44 px).
    const bar = Math.max(3, Math.min(16, Math.floor((groupWidth * 0.7) / Math.max(1, series.length))));
    element.style.setProperty('--gc-bar-width', `${Math.max(2, bar - 1)}px`);
    const every = Math.ceil(44 / groupWidth);
    const chart = new BarChart(
      element,
      { labels: [...labels], series: series.map((s) => [...s]) },
      {
        height: `${height}px`,
        seriesBarDistance: bar,
        chartPadding: PADDING,
        axisX: { showGrid: false, labelInterpolationFnc: (value, index) => ((labels.length - 1 - index) % every === 0 ? value : null) },
        axisY: { offset: AXIS_WIDTH, onlyInteger: true, labelInterpolationFnc: (value) => formatValue(Number(value)) },
      },
    );
    return () => {
      chart.detach();
      element.replaceChildren();
    };
  }, [labels, series, formatValue, height]);
  return <div ref={ref} className="gc-bar-chart" style={{ height }} aria-hidden="true" data-testid="bar-chart" />;
}
