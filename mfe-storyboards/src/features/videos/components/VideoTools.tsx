import { useId, type ReactElement } from 'react';
import {
  ASSET_KIND_FILTERS,
  ASSET_SOURCE_FILTERS,
  REGISTERED_MEDIA_TYPES,
  VIDEOS_MESSAGES as M,
  VIDEOS_TEXTS as T,
  type AssetKindFilter,
  type AssetSourceFilter,
  type RegisteredMediaType,
} from '@portal/shared-contracts/storyboards';
import { Button, Flex, Typography, createStyles } from '@portal/shared-ui';
import { SearchOutlined } from '@portal/shared-ui/icons';
import { Input, Radio, TagInput } from '@portal/shared-ui/forms';
import type { VideosCriteria } from '../criteria';

const useStyles = createStyles('video-tools', (token) => ({
  group: { display: 'flex', flexDirection: 'column', gap: token.marginXXS },
  label: { fontWeight: token.fontWeightStrong },
}));

type Filters = Pick<VideosCriteria, 'mediaType' | 'source' | 'assetKind'>;

const MEDIA_OPTIONS: ReadonlyArray<{ value: RegisteredMediaType; label: string }> = [
  { value: REGISTERED_MEDIA_TYPES.Video, label: M.filterVideo },
  { value: REGISTERED_MEDIA_TYPES.Image, label: M.filterImage },
  { value: REGISTERED_MEDIA_TYPES.Audio, label: M.filterAudio },
];
const SOURCE_OPTIONS: ReadonlyArray<{ value: AssetSourceFilter; label: string }> = [
  { value: ASSET_SOURCE_FILTERS.DG, label: M.filterDg },
  { value: ASSET_SOURCE_FILTERS.UGV, label: M.filterUgv },
  { value: ASSET_SOURCE_FILTERS.Stock, label: M.filterStock },
];
const ASSET_OPTIONS: ReadonlyArray<{ value: AssetKindFilter; label: string }> = [
  { value: ASSET_KIND_FILTERS.Movie, label: M.filterMovie },
  { value: ASSET_KIND_FILTERS.Shot, label: M.filterShot },
];

/** One radio filter: a named group of buttons; nothing chosen is no filter (Reset clears it). */
function RadioFilter<V extends string>(props: {
  label: string;
  value: V | null;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}): ReactElement {
  const classes = useStyles();
  const labelId = useId();
  return (
    <div className={classes.group}>
      <Typography.Text id={labelId} className={classes.label}>
        {props.label}
      </Typography.Text>
      <Radio.Group
        aria-labelledby={labelId}
        optionType="button"
        value={props.value ?? undefined}
        options={props.options.map(({ value, label }) => ({ value, label }))}
        onChange={(e) => props.onChange(e.target.value as V)}
      />
    </div>
  );
}

export interface VideoToolsProps {
  readonly criteria: VideosCriteria;
  readonly selectedCount: number;
  readonly onKeywordsChange: (change: Partial<Pick<VideosCriteria, 'text' | 'tags'>>) => void;
  readonly onFiltersChange: (change: Partial<Filters>) => void;
  readonly onReset: () => void;
  readonly onDownload: () => void;
  readonly onDelete: () => void;
}

/** The video tools panel (001 §2): keywords or tags, the media, source and asset radios, Reset, Download and Delete. */
export function VideoTools({ criteria, selectedCount, onKeywordsChange, onFiltersChange, onReset, onDownload, onDelete }: VideoToolsProps): ReactElement {
  return (
    <Flex vertical gap="middle">
      <Flex vertical gap="small" role="search" aria-label={T.searchKeys}>
        <Input
          aria-label={T.searchKeys}
          placeholder={T.searchKeys}
          prefix={<SearchOutlined aria-hidden="true" />}
          value={criteria.text}
          onChange={(e) => onKeywordsChange({ text: e.target.value })}
        />
        <TagInput label={T.searchTags} placeholder={T.searchTags} value={criteria.tags} onChange={(tags) => onKeywordsChange({ tags })} />
      </Flex>
      <RadioFilter label={T.media} value={criteria.mediaType} options={MEDIA_OPTIONS} onChange={(mediaType) => onFiltersChange({ mediaType })} />
      <RadioFilter label={T.source} value={criteria.source} options={SOURCE_OPTIONS} onChange={(source) => onFiltersChange({ source })} />
      <RadioFilter label={T.asset} value={criteria.assetKind} options={ASSET_OPTIONS} onChange={(assetKind) => onFiltersChange({ assetKind })} />
      <Flex gap="small" wrap align="center">
        <Button onClick={onReset}>{M.reset}</Button>
        <Button type="primary" onClick={onDownload}>
          {M.download}
        </Button>
        <Button danger onClick={onDelete}>
          {M.delete}
        </Button>
        <Typography.Text type="secondary" aria-live="polite">
          {T.selectedCount(selectedCount)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
