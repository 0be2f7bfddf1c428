import { Fragment, useState, type ReactElement, type ReactNode } from 'react';
import { BLOCK_LABELS } from '@portal/shared-contracts/core';
import {
  MEDIA_PROCESSING_STATUSES,
  MEDIA_TYPES,
  VIDEOS_TEXTS as T,
  VIDEOS_WELCOME_VIDEO_KEY,
  type AssetHit,
} from '@portal/shared-contracts/storyboards';
import { Flex, Spin, Tag, Typography, createStyles, overAntd } from '@portal/shared-ui';
import { AssetMedia, useAssetView } from '../../asset-urls';
import { formatAssetDate } from '../format';

const useStyles = createStyles('videos-summary', (token) => ({
  frame: { margin: 0, borderRadius: token.borderRadiusLG, overflow: 'hidden', background: token.colorFillSecondary },
  waiting: { aspectRatio: '16 / 9', padding: token.padding },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${token.marginXXS}px ${token.margin}px`, margin: `${token.margin}px 0 0` },
  term: { color: token.colorTextSecondary },
  value: { margin: 0, overflowWrap: 'anywhere' },
  // The panel's own heading, under the page's: no larger than a section title.
  welcome: overAntd({ fontSize: token.fontSizeHeading4, marginBlockStart: token.margin }),
}));

/** The panel's place-holder while there is nothing to play: a spinner while URLs are on their way, and a line. */
function Waiting({ text, busy = false }: { text: string; busy?: boolean }): ReactElement {
  const classes = useStyles();
  return (
    <Flex vertical align="center" justify="center" gap="small" className={classes.waiting}>
      {busy ? <Spin /> : null}
      <Typography.Text role="status">{text}</Typography.Text>
    </Flex>
  );
}

/** The welcome video (a public object, no signing), with a line on what the page holds. */
function Welcome(): ReactElement {
  const classes = useStyles();
  const { view } = useAssetView(VIDEOS_WELCOME_VIDEO_KEY);
  // Without its file (not stored where the api serves it) the welcome says its words alone.
  const [missing, setMissing] = useState(false);
  return (
    <>
      {view && !missing ? (
        <figure aria-label={T.welcomeVideo} className={classes.frame}>
          <AssetMedia kind={MEDIA_TYPES.Video} name={T.welcomeVideo} view={view} noPreview={T.noPreview} onUnavailable={() => setMissing(true)} />
        </figure>
      ) : null}
      <Typography.Title level={2} className={classes.welcome}>
        {T.welcomeTitle}
      </Typography.Title>
      <Typography.Paragraph>{T.welcomeIntro}</Typography.Paragraph>
    </>
  );
}

/** The asset's player or image, once its URLs are signed; a line while it is processed or when it could not be. */
function Preview({ asset }: { asset: AssetHit }): ReactElement {
  const { view, pending } = useAssetView(asset.assetId, asset.customerId);
  if (asset.status === MEDIA_PROCESSING_STATUSES.Processing) return <Waiting text={T.preparing} busy />;
  if (asset.status === MEDIA_PROCESSING_STATUSES.Failed) return <Waiting text={T.processingFailed} />;
  if (pending) return <Waiting text={BLOCK_LABELS.loading} busy />;
  if (!view) return <Waiting text={T.noPreview} />;
  // Keyed by the asset: a <video> does not reload when only its <source> children change.
  return <AssetMedia key={asset.id} kind={asset.mediaType} name={asset.name} view={view} noPreview={T.noPreview} />;
}

/** The selected asset's facts (001 §2: date, user, project type, project name, storyboard, shot title, shot no, media type, asset type, tags). */
function Facts({ asset }: { asset: AssetHit }): ReactElement {
  const classes = useStyles();
  const facts: ReadonlyArray<readonly [string, ReactNode]> = [
    [T.date, formatAssetDate(asset.date)],
    [T.user, asset.userEmail],
    [T.projectType, asset.project.projectType],
    [T.projectName, asset.flicTitle],
    [T.storyboard, asset.scriptTitle],
    [T.shotTitle, asset.shotTitle],
    [T.shotNo, asset.shotNumber],
    [T.mediaType, asset.mediaType],
    [T.assetType, asset.assetType],
    [
      T.tags,
      asset.tags.length > 0 ? (
        <Flex gap="small" wrap>
          {asset.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Flex>
      ) : null,
    ],
  ];
  return (
    <dl className={classes.facts}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={classes.term}>{term}</dt>
          <dd className={classes.value}>{value === null || value === '' ? T.none : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * The summary panel (001 §2): the welcome video while no asset is selected; else the
 * selected video (its streaming rendition first), image or sound, and its facts.
 */
export function VideoSummary({ asset }: { asset: AssetHit | null }): ReactElement {
  const classes = useStyles();
  if (!asset) return <Welcome />;
  return (
    <>
      <figure aria-label={asset.name} className={classes.frame}>
        <Preview asset={asset} />
      </figure>
      <Facts asset={asset} />
    </>
  );
}
