/** One point of a line or bar chart: the x value and one number per series. */
export type ChartRow = Readonly<Record<string, string | number>>;

/** A line or a set of bars: which key of the rows it plots, and its name in the legend. */
export interface ChartSeries {
  readonly key: string;
  readonly name: string;
}

export interface CartesianChartProps {
  /** The chart's title, shown above it and naming it for screen readers. */
  readonly title: string;
  readonly data: readonly ChartRow[];
  /** The key of the x value in each row, e.g. 'month'. */
  readonly xKey: string;
  /** What the x values are, e.g. "Month": the first column of the data table. */
  readonly xLabel: string;
  readonly series: readonly ChartSeries[];
  readonly height?: number;
  /** How numbers are written in ticks, tooltips and the data table. */
  readonly formatValue?: (value: number) => string;
  /** Bars: the series stacked in one bar per x value (parts of a whole) instead of side by side. */
  readonly stacked?: boolean;
  /** Counts: the value axis has whole-number ticks only. */
  readonly wholeNumbers?: boolean;
}

export interface PieSlice {
  readonly name: string;
  readonly value: number;
}

export interface PieChartProps {
  readonly title: string;
  readonly data: readonly PieSlice[];
  /** Column headers of the data table, e.g. "Channel" and "Views". */
  readonly nameLabel: string;
  readonly valueLabel: string;
  readonly height?: number;
  readonly formatValue?: (value: number) => string;
}

/** What screen readers get instead of the drawing: the data as a table. */
export interface ChartSummary {
  readonly columns: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
}
