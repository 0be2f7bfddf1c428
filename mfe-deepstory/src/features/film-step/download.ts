/**
 * Saves the file at `url` as `name` through a temporary link (the browser's own download;
 * a signed URL of another origin is saved under the name its answer gives).
 */
export function downloadFile(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
