import { SIGNED_URL_TTL_SECONDS, type Recommender, type RecommenderItem, type RecommenderUser } from '../../../contracts';
import type { StorageUrls } from '../storage/signed-urls';
import { viewUrlOf } from '../storage/view-urls';

/**
 * Signs the URLs of the recommender's answers (docs/adr/034): each item's image (`imgUrl`),
 * video (`videoUrl`) and shot images (`shotUrl`), valid SIGNED_URL_TTL_SECONDS.VIEW. The
 * recommender only answers items the caller may see (their own, or a listed storyboard of
 * another customer), so it signs them itself: asset-urls rightly refuses another
 * customer's private keys. Each key is signed once per answer.
 */
export function recommenderUrls(urls: StorageUrls, publicUrl: string) {
  return () => {
    const signed = new Map<string, Promise<string>>();
    const sign = (key: string | null): Promise<string | null> => {
      if (key === null) return Promise.resolve(null);
      let url = signed.get(key);
      if (!url) {
        url = viewUrlOf(urls, publicUrl, key, SIGNED_URL_TTL_SECONDS.VIEW).then((v) => v.url);
        signed.set(key, url);
      }
      return url;
    };
    const item = async (i: RecommenderItem): Promise<RecommenderItem> => {
      const [imgUrl, videoUrl, shotUrls] = await Promise.all([sign(i.img), sign(i.videoAssetId), Promise.all(i.shots.map((s) => sign(s.shotUrl)))]);
      return { ...i, imgUrl, videoUrl, shots: i.shots.map((s, n) => ({ ...s, shotUrl: shotUrls[n] ?? null })) };
    };
    const items = (list: readonly RecommenderItem[]): Promise<RecommenderItem[]> => Promise.all(list.map(item));
    return {
      item,
      async recommender(r: Recommender): Promise<Recommender> {
        const [topRankedUsers, topVideos, topStoryboards, themes] = await Promise.all([
          items(r.topRankedUsers),
          items(r.topVideos),
          items(r.topStoryboards),
          Promise.all(r.themes.map(async (t) => ({ ...t, storyboards: await items(t.storyboards), videos: await items(t.videos) }))),
        ]);
        return { ...r, topRankedUsers, topVideos, topStoryboards, themes };
      },
      async user(u: RecommenderUser): Promise<RecommenderUser> {
        const [user, similarStoryboards] = await Promise.all([item(u.user), items(u.similarStoryboards)]);
        return { ...u, user, similarStoryboards };
      },
    };
  };
}
