/**
 * Starts the browser's download of `url` as `fileName`: a hidden link with `download`
 * clicked once. A link to another origin (the store's signed URL) ignores the name and
 * opens the URL, which a zip answers with a download named after the URL's last segment
 * (asset.zip) without leaving the page.
 */
export function startBrowserDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
