import { memo, type ReactElement } from 'react';
import { VIDEOS_MESSAGES as M, VIDEOS_TEXTS as T, type AssetHit } from '@portal/shared-contracts/storyboards';
import { Button, createStyles, type EmptyStateProps, type Paging } from '@portal/shared-ui';
import { DataTable, type DataColumn, type TableQuery } from '@portal/shared-ui/data';
import { DEFAULT_SORT, VIDEO_COLUMNS, type SearchPlan, type VideoColumn, type VideosCriteria } from '../criteria';
import { formatAssetDate, rowName } from '../format';

const useStyles = createStyles('videos-table', () => ({
  // Nine columns: on a narrow screen the table scrolls sideways, not the page.
  scroller: { overflowX: 'auto' },
}));

const TITLES: Readonly<Record<VideoColumn, string>> = {
  date: M.columnDate,
  userEmail: M.columnUser,
  projectType: M.columnProjectType,
  flicTitle: M.columnProjectName,
  scriptTitle: M.columnStoryboard,
  shotNumber: M.columnShotNo,
  shotTitle: M.columnShotTitle,
  assetType: M.columnAssetType,
};

const isColumn = (key: string): key is VideoColumn => Object.hasOwn(VIDEO_COLUMNS, key);

/** The table's filters and sort as the criteria hold them (no sort: newest first). */
export function criteriaOfTable(query: TableQuery): Pick<VideosCriteria, 'columns' | 'sort'> {
  const columns: Partial<Record<VideoColumn, string>> = {};
  for (const [key, text] of Object.entries(query.filters)) if (isColumn(key)) columns[key] = text;
  const sort = query.sort && isColumn(query.sort.key) ? { by: query.sort.key, order: query.sort.order } : DEFAULT_SORT;
  return { columns, sort };
}

/** What the empty table says: why a column filter cannot be asked, or that nothing matched. */
function emptyOf(plan: SearchPlan): EmptyStateProps {
  if (plan.kind === 'search') return { title: T.noneFoundTitle, description: T.noneFoundHint };
  return {
    title: T.unknownFilterTitle(TITLES[plan.column], plan.text),
    description: plan.choices ? T.filterChoices(plan.choices) : plan.column === VIDEO_COLUMNS.date ? T.dateHint : T.shotNumberHint,
  };
}

export interface VideosTableProps {
  readonly assets: readonly AssetHit[];
  readonly plan: SearchPlan;
  readonly paging: Paging;
  readonly selectedIds: readonly number[];
  readonly shownId: number | null;
  readonly onSelectionChange: (ids: number[]) => void;
  readonly onShow: (asset: AssetHit) => void;
  readonly onQueryChange: (change: Pick<VideosCriteria, 'columns' | 'sort'>) => void;
}

/**
 * The library's table (001 §2): Date, User, Project Type, Project Name, Storyboard, Shot
 * No., Shot Title, Asset type and Selection, each with a text filter and a sort
 * that the api applies, select-all, and 20 more rows whenever its end comes within 50 px.
 * A row's date shows it in the summary panel.
 */
function VideosTableView({ assets, plan, paging, selectedIds, shownId, onSelectionChange, onShow, onQueryChange }: VideosTableProps): ReactElement {
  const classes = useStyles();
  const columns: ReadonlyArray<DataColumn<AssetHit>> = [
    {
      key: VIDEO_COLUMNS.date,
      title: TITLES.date,
      value: (a) => a.date,
      // A day, month or year (dateFilterOf); the api sorts by date unless told otherwise.
      defaultSort: DEFAULT_SORT.order,
      render: (a) => (
        <Button type="link" size="small" aria-label={T.showAsset(formatAssetDate(a.date), a.name)} aria-pressed={a.id === shownId} onClick={() => onShow(a)}>
          {formatAssetDate(a.date)}
        </Button>
      ),
    },
    { key: VIDEO_COLUMNS.userEmail, title: TITLES.userEmail, value: (a) => a.userEmail },
    { key: VIDEO_COLUMNS.projectType, title: TITLES.projectType, value: (a) => a.project.projectType },
    { key: VIDEO_COLUMNS.flicTitle, title: TITLES.flicTitle, value: (a) => a.flicTitle },
    { key: VIDEO_COLUMNS.scriptTitle, title: TITLES.scriptTitle, value: (a) => a.scriptTitle },
    { key: VIDEO_COLUMNS.shotNumber, title: TITLES.shotNumber, value: (a) => a.shotNumber },
    { key: VIDEO_COLUMNS.shotTitle, title: TITLES.shotTitle, value: (a) => a.shotTitle },
    { key: VIDEO_COLUMNS.assetType, title: TITLES.assetType, value: (a) => a.assetType },
  ];
  return (
    <div className={classes.scroller}>
      <DataTable<AssetHit>
        label={T.table}
        rows={assets}
        columns={columns}
        rowKey={(a) => String(a.id)}
        rowLabel={rowName}
        empty={emptyOf(plan)}
        selectedKeys={selectedIds.map(String)}
        onSelectionChange={(keys) => onSelectionChange(keys.map(Number))}
        selectionTitle={M.columnSelection}
        selectionLast
        onQueryChange={(query) => onQueryChange(criteriaOfTable(query))}
        paging={paging}
      />
    </div>
  );
}

/** The table, rendered again only when its own props change (not on every keystroke in the tools panel). */
export const VideosTable = memo(VideosTableView);
