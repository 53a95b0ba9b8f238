import { useTranslation } from 'react-i18next';
import { ballText } from '../logic/draw-numbers.ts';
import type { TTrendRow } from '../logic/trend-matrix.ts';

export interface TBallFigures {
  Ball: number;
  Hits: number;
  Omission: number;
  MaxOmission: number;
}

const cellW = 26;
const cellH = 24;
/** Rough width of a label at the chart's 12 px: wide for CJK characters, narrow otherwise. */
const textWidth = (text: string) =>
  [...text].reduce((width, char) => width + (char.codePointAt(0)! >= 0x2e80 ? 12.5 : 7.2), 0);
const radius = 10;
const figureRows = ['hits', 'omission', 'maxOmission'] as const;
const figureField = { hits: 'Hits', omission: 'Omission', maxOmission: 'MaxOmission' } as const;

/** The issue label of a row: the serial after its date part (20260310-0042 → 0042). */
export const shortSerial = (serial: string) => serial.split('-').at(-1) ?? serial;

/**
 * 走势图 as an SVG table (no chart library): a header of ball values, one row per issue with the
 * hit ball circled and every other cell showing its omission, a line through the hits (one per
 * row when a single position is shown), and three rows of the server's statistics under it. The
 * SVG carries table roles, so a screen reader can walk it by row and column.
 */
export function TrendChart({
  rows,
  range,
  figures,
  title,
}: {
  rows: readonly TTrendRow[];
  range: { min: number; max: number };
  /** The server's figures for the shown position, by ball; undefined hides the bottom rows. */
  figures: readonly TBallFigures[] | undefined;
  title: string;
}) {
  const { t } = useTranslation();
  const labels = [
    t('draws.issueColumn'),
    ...rows.map((row) => shortSerial(row.serialNumber)),
    ...(figures ? figureRows.map((name) => t(`draws.trend.${name}`)) : []),
  ];
  const headW = 16 + Math.max(...labels.map(textWidth));
  const balls = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  const width = headW + balls.length * cellW;
  const figureCount = figures ? figureRows.length : 0;
  const height = cellH * (1 + rows.length + figureCount);
  const x = (column: number) => headW + column * cellW + cellW / 2;
  const y = (row: number) => (row + 1) * cellH + cellH / 2;
  const hitLine = rows
    .map((row, r) =>
      row.cells && row.cells.filter((cell) => cell.isHit).length === 1
        ? `${x(row.cells.findIndex((cell) => cell.isHit))},${y(r)}`
        : null,
    )
    .filter((point) => point !== null)
    .join(' ');
  const byBall = new Map(figures?.map((figure) => [figure.Ball, figure]));

  return (
    <svg
      className="trend-chart"
      role="table"
      aria-label={title}
      aria-rowcount={1 + rows.length + figureCount}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <g role="row">
        <text role="columnheader" className="trend-head" x={8} y={cellH / 2}>
          {t('draws.issueColumn')}
        </text>
        {balls.map((ball, c) => (
          <text
            key={ball}
            role="columnheader"
            aria-label={t('draws.trend.ball', { ball })}
            className="trend-head"
            x={x(c)}
            y={cellH / 2}
            textAnchor="middle"
          >
            {ballText(ball, range.max)}
          </text>
        ))}
      </g>
      <g aria-hidden="true">
        {Array.from({ length: rows.length + figureCount }, (_, r) => (
          <rect
            key={r}
            className={
              r >= rows.length ? 'trend-band is-figure' : r % 2 ? 'trend-band is-odd' : 'trend-band'
            }
            x={0}
            y={(r + 1) * cellH}
            width={width}
            height={cellH}
          />
        ))}
        {hitLine && <polyline className="trend-line" points={hitLine} />}
      </g>
      {rows.map((row, r) => (
        <g role="row" key={row.serialNumber} data-serial={row.serialNumber}>
          <text
            role="rowheader"
            aria-label={row.serialNumber}
            className="trend-serial"
            x={8}
            y={y(r)}
          >
            {shortSerial(row.serialNumber)}
          </text>
          {row.cells === null ? (
            <text role="cell" className="trend-cancelled" x={headW + 8} y={y(r)}>
              {t('draws.cancelled')}
            </text>
          ) : (
            row.cells.map((cell, c) => (
              <g key={cell.ball}>
                {cell.isHit && <circle className="trend-hit" cx={x(c)} cy={y(r)} r={radius} />}
                <text
                  role="cell"
                  className={cell.isHit ? 'trend-hit-text' : 'trend-omission'}
                  data-hit={cell.isHit ? 'true' : undefined}
                  x={x(c)}
                  y={y(r)}
                  textAnchor="middle"
                >
                  {cell.isHit ? ballText(cell.ball, range.max) : cell.omission}
                </text>
              </g>
            ))
          )}
        </g>
      ))}
      {figures &&
        figureRows.map((name, f) => (
          <g role="row" key={name} className="trend-figures">
            <text role="rowheader" className="trend-serial" x={8} y={y(rows.length + f)}>
              {t(`draws.trend.${name}`)}
            </text>
            {balls.map((ball, c) => (
              <text key={ball} role="cell" x={x(c)} y={y(rows.length + f)} textAnchor="middle">
                {byBall.get(ball)?.[figureField[name]] ?? '–'}
              </text>
            ))}
          </g>
        ))}
    </svg>
  );
}
