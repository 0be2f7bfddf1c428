import type { ReactElement } from 'react';
import type { RecommenderItem } from '@portal/shared-contracts/insights';
import { useRecommenderStyles } from './styles';

/** An item's picture (its signed imgUrl), or a plain panel while it has none; decorative: the card names the item. */
export function ItemMedia({ item, alt = '' }: { readonly item: RecommenderItem; readonly alt?: string }): ReactElement {
  const classes = useRecommenderStyles();
  return item.imgUrl ? <img src={item.imgUrl} alt={alt} loading="lazy" className={classes.media} /> : <span className={classes.media} aria-hidden />;
}
