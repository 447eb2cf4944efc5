import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import type { DaySales } from '../api/dashboard-api';

const HEIGHT = 240;
const PADDING = { top: 16, right: 12, bottom: 28, left: 64 };
const compactMoney = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "2025-06-06" → "06/06". */
export function shortDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}` : date;
}

/** A round axis maximum: 1, 2, 2.5 or 5 times a power of ten, at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Beyond the spec: daily sales of the last 30 days as plain SVG bars, with the same data as a table. */
export function DailySalesChart({ days }: { days: DaySales[] }) {
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const max = niceMax(Math.max(0, ...days.map((day) => day.sales)));
  const plotWidth = width - PADDING.left - PADDING.right;
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const slot = days.length > 0 ? plotWidth / days.length : plotWidth;
  const barWidth = Math.max(2, slot * 0.7);
  const labelEvery = width < 480 ? 7 : width < 800 ? 5 : 3;
  const total = days.reduce((sum, day) => sum + day.sales, 0);
  const best = days.reduce<DaySales | null>((top, day) => (!top || day.sales > top.sales ? day : top), null);
  const summary =
    days.length === 0
      ? 'Sem vendas registradas no período.'
      : `Vendas dos últimos ${days.length} dias: total ${formatMoney(total)}${
          best && best.sales > 0 ? `, melhor dia ${shortDay(best.date)} com ${formatMoney(best.sales)}` : ''
        }.`;

  return (
    <figure className="adm-chart">
      <figcaption className="adm-chart__caption">{summary}</figcaption>
      <div ref={ref} className="adm-chart__canvas">
        <svg width={width} height={HEIGHT} role="img" aria-label={summary} focusable="false">
          {[0, 0.25, 0.5, 0.75, 1].map((fraction) => {
            const y = PADDING.top + plotHeight * (1 - fraction);
            return (
              <g key={fraction}>
                <line className="adm-chart__grid" x1={PADDING.left} x2={width - PADDING.right} y1={y} y2={y} />
                <text className="adm-chart__axis" x={PADDING.left - 8} y={y + 4} textAnchor="end">
                  {compactMoney.format(max * fraction)}
                </text>
              </g>
            );
          })}
          {days.map((day, index) => {
            const height = max > 0 ? (day.sales / max) * plotHeight : 0;
            const x = PADDING.left + index * slot + (slot - barWidth) / 2;
            return (
              <g key={day.date}>
                <rect
                  className="adm-chart__bar"
                  x={x}
                  y={PADDING.top + plotHeight - height}
                  width={barWidth}
                  height={Math.max(height, day.sales > 0 ? 1 : 0)}
                  rx={Math.min(3, barWidth / 3)}
                >
                  <title>{`${shortDay(day.date)}: ${formatMoney(day.sales)} (${day.orders} pedidos)`}</title>
                </rect>
                {(index % labelEvery === 0 || index === days.length - 1) && (
                  <text className="adm-chart__axis" x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                    {shortDay(day.date)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <details className="adm-chart__table">
        <summary>Ver dados em tabela</summary>
        <div className="adm-table-wrap">
          <table className="adm-table">
            <caption className="visually-hidden">Vendas por dia</caption>
            <thead>
              <tr>
                <th scope="col">Dia</th>
                <th scope="col">Vendas</th>
                <th scope="col">Pedidos</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{shortDay(day.date)}</th>
                  <td>{formatMoney(day.sales)}</td>
                  <td>{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
