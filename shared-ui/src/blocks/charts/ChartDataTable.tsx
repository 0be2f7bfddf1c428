import type { ReactElement } from 'react';
import { visuallyHidden } from '../visuallyHidden';
import type { ChartSummary } from './types';

/**
 * A chart's data as a table that only screen readers get: the drawing itself is hidden
 * from them, so this is the chart for a person who cannot see it.
 */
export function ChartDataTable({ caption, columns, rows }: ChartSummary & { caption: string }): ReactElement {
  return (
    <table style={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={`${r}-${row[0] ?? ''}`}>
            {row.map((value, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {value}
                </th>
              ) : (
                <td key={i}>{value}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
