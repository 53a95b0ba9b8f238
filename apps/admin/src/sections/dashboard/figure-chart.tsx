import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the pieces these charts use, so the section's chunk carries no unused chart types.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export interface TSeries {
  label: string;
  values: number[];
  color: string;
}

/**
 * A bar or line chart of money series over labels (hours, days, games). The canvas is an image
 * to assistive technology; the same figures are in the tables beside it.
 */
export function FigureChart(props: {
  label: string;
  kind: 'bar' | 'line';
  labels: string[];
  series: TSeries[];
  isHorizontal?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { label, kind, labels, series, isHorizontal } = props;
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: kind,
      data: {
        labels,
        datasets: series.map((one) => ({
          label: one.label,
          data: one.values,
          backgroundColor: one.color,
          borderColor: one.color,
        })),
      },
      options: {
        indexAxis: isHorizontal ? 'y' : 'x',
        animation: false,
        maintainAspectRatio: false,
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series, isHorizontal]);
  return (
    <div className="chart-box">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
