import type { ReactElement } from 'react';

/** The portal logo; storymaker paths show the StoryMaker variant (000 §2). */
export function Logo({ variant }: { variant: 'portal' | 'storymaker' }): ReactElement {
  const label = variant === 'storymaker' ? 'StoryMaker' : 'Story Portal';
  return (
    <svg width="150" height="28" viewBox="0 0 150 28" role="img" aria-label={label} data-logo={variant}>
      <rect x="0" y="3" width="22" height="22" rx="6" fill={variant === 'storymaker' ? '#f5a623' : '#8f86ff'} />
      <path d="M8 9l9 5-9 5z" fill="#1d1f3a" />
      <text x="30" y="20" fill="#ffffff" fontSize="16" fontWeight="700" fontFamily="inherit">
        {label}
      </text>
    </svg>
  );
}
