import { useSelector } from 'react-redux';
import { useAssetView } from '../asset-urls';
import { selectOpenStoryboardCustomer } from './slice';

/**
 * Where the browser gets a saved asset of the open storyboard: a public one from the api's
 * public storage, a private one (an upload, a clip cut from one, its thumbnail) through a
 * signed URL asked for the storyboard's own customer (an admin may open anyone's).
 * `stream` prefers a video's HLS rendition. Null while unknown or unavailable.
 */
export function useStoryboardMedia(assetId: string | null | undefined, { stream = false }: { stream?: boolean } = {}): string | null {
  const customerId = useSelector(selectOpenStoryboardCustomer);
  const { view } = useAssetView(assetId, customerId);
  if (!view) return null;
  return (stream ? view.streamUrl : null) ?? view.url;
}
