import { DEEPSTORY_MESSAGES } from '@portal/shared-contracts/core';

/** A shot's film guide with its "Filmmaking Tip:" part apart (002 §3), for showing them separately. */
export function splitFilmGuide(text: string): { readonly guide: string; readonly tip: string | null } {
  const at = text.indexOf(DEEPSTORY_MESSAGES.filmmakingTipMarker);
  if (at < 0) return { guide: text.trim(), tip: null };
  const tip = text.slice(at + DEEPSTORY_MESSAGES.filmmakingTipMarker.length).trim();
  return { guide: text.slice(0, at).trim(), tip: tip || null };
}
