/**
 * The welcome video of the Videos page's summary panel, shown while no asset is selected
 * (001 §2): a public object the api serves to anyone (PUBLIC_STORAGE_PATH), so the page
 * needs no signed URL for it.
 */
export const VIDEOS_WELCOME_VIDEO_KEY = 'public/defaults/videos-welcome.mp4';
