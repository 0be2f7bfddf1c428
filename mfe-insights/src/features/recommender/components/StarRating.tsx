import { useId, type ReactElement } from 'react';
import { ratingLabel, starLabel } from '@portal/shared-contracts/insights';
import { Typography } from '@portal/shared-ui';
import { StarFilled } from '@portal/shared-ui/icons';
import { useRecommenderStyles } from './styles';

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingProps {
  /** The row's name (Tone, Story, Film). */
  readonly row: string;
  readonly value: number | null;
  readonly disabled?: boolean;
  readonly onChange: (value: number) => void;
}

/**
 * A five-star rating row (002 §2): a group of five radio buttons ("1 star" to "5 stars")
 * drawn as stars, so a keyboard and a screen reader use it as any radio group.
 */
export function StarRating({ row, value, disabled = false, onChange }: StarRatingProps): ReactElement {
  const classes = useRecommenderStyles();
  const name = useId();
  return (
    <div className={classes.stars}>
      <Typography.Text className={classes.rowName}>{row}</Typography.Text>
      <span role="radiogroup" aria-label={ratingLabel(row)} className={classes.starInputs}>
        {STARS.map((star) => (
          <label key={star} className={classes.star} data-on={value !== null && star <= value}>
            <input type="radio" name={name} value={star} checked={value === star} disabled={disabled} onChange={() => onChange(star)} aria-label={starLabel(star)} />
            <StarFilled aria-hidden />
          </label>
        ))}
      </span>
    </div>
  );
}
