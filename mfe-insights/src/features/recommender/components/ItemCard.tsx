import type { ReactElement } from 'react';
import { matchLabel, recommenderCardLabel, type RecommenderItem } from '@portal/shared-contracts/insights';
import { ItemMedia } from './ItemMedia';
import { useRecommenderStyles } from './styles';

/**
 * One card of a carousel (002 §3): the picture, its rank (1 to 10) or letter (A to O),
 * the title, the creator and the match. One button, named by what it shows.
 */
export function ItemCard({ item, onOpen }: { readonly item: RecommenderItem; readonly onOpen: (item: RecommenderItem) => void }): ReactElement {
  const classes = useRecommenderStyles();
  const place = item.rank ?? item.letter;
  return (
    <button type="button" className={classes.card} aria-label={recommenderCardLabel(item)} onClick={() => onOpen(item)}>
      <span className={classes.mediaBox}>
        <ItemMedia item={item} />
        {place !== null ? (
          <span className={classes.badge} aria-hidden>
            {place}
          </span>
        ) : null}
      </span>
      <span className={classes.body} aria-hidden>
        <span className={classes.title}>{item.title}</span>
        {item.kind !== 'user' ? <span className={classes.secondary}>{item.name}</span> : null}
        <span className={classes.match}>{matchLabel(item.matchPercentage)}</span>
      </span>
    </button>
  );
}
