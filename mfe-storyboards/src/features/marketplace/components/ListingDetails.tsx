import { useId, type ReactElement } from 'react';
import { MARKETPLACE_TEXTS, shotNumberLabel, type Listing } from '@portal/shared-contracts/storyboards';
import { TagList, Typography, createStyles, overAntd } from '@portal/shared-ui';
import { ListingImage } from './ListingImage';

const useStyles = createStyles('marketplace-details', (token) => ({
  root: { display: 'flex', flexDirection: 'column', gap: token.marginSM },
  cover: { overflow: 'hidden', borderRadius: token.borderRadiusLG },
  heading: overAntd({ fontSize: token.fontSizeHeading5, marginBlock: `${token.marginXS}px 0` }),
  shots: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: token.marginSM,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  shot: { margin: 0, overflow: 'hidden', borderRadius: token.borderRadiusSM },
  caption: { paddingBlockStart: token.paddingXXS, color: token.colorTextSecondary, fontSize: token.fontSizeSM },
}));

/** A heading of the modal's parts, under the dialog's own title. */
function PartHeading({ id, children }: { readonly id: string; readonly children: string }): ReactElement {
  const classes = useStyles();
  return (
    <Typography.Title level={3} id={id} className={classes.heading}>
      {children}
    </Typography.Title>
  );
}

/**
 * What the listing modal shows of a listing (001 §3): the cover image, the description,
 * the author (name and description), the tags and the Shot Overview, each shot's image
 * with its number from 1 in the storyboard's order.
 */
export function ListingDetails({ listing }: { readonly listing: Listing }): ReactElement {
  const classes = useStyles();
  const ids = { author: useId(), tags: useId(), shots: useId() };
  const { script, author, shots } = listing;
  return (
    <div className={classes.root}>
      <div className={classes.cover}>
        <ListingImage assetId={script.landScapeImageAssetId} alt={script.scriptTitle} />
      </div>
      {script.description ? <Typography.Paragraph>{script.description}</Typography.Paragraph> : null}
      <section aria-labelledby={ids.author}>
        <PartHeading id={ids.author}>{MARKETPLACE_TEXTS.author}</PartHeading>
        <Typography.Text strong>{author.name}</Typography.Text>
        {author.description ? <Typography.Paragraph type="secondary">{author.description}</Typography.Paragraph> : null}
      </section>
      {script.tags.length > 0 ? (
        <section aria-labelledby={ids.tags}>
          <PartHeading id={ids.tags}>{MARKETPLACE_TEXTS.tags}</PartHeading>
          <TagList tags={script.tags} labelledBy={ids.tags} />
        </section>
      ) : null}
      {shots.length > 0 ? (
        <section aria-labelledby={ids.shots}>
          <PartHeading id={ids.shots}>{MARKETPLACE_TEXTS.shotOverview}</PartHeading>
          <ol aria-labelledby={ids.shots} className={classes.shots}>
            {shots.map((shot, i) => (
              <li key={shot.id}>
                <figure className={classes.shot}>
                  <ListingImage assetId={shot.imageAssetId} alt="" />
                  <figcaption className={classes.caption}>{shotNumberLabel(i + 1)}</figcaption>
                </figure>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
