import { createHash } from 'node:crypto';
import yauzl from 'yauzl';

/** One entry of a zip as a test checks it: name, sizes, and the SHA-256 of its bytes. */
export interface ZipEntryFacts {
  readonly name: string;
  readonly size: number;
  readonly compressedSize: number;
  readonly sha256: string;
}

const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');
export { sha256 };

/** Reads every entry of a zip (a buffer, or a file's path) with yauzl, checking each CRC as it goes. */
export function readZip(source: Buffer | string): Promise<ZipEntryFacts[]> {
  return new Promise((resolve, reject) => {
    const opened = (err: Error | null, zip?: yauzl.ZipFile): void => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries: ZipEntryFacts[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error('no stream'));
          const hash = createHash('sha256');
          stream.on('data', (chunk: Buffer) => hash.update(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, size: entry.uncompressedSize, compressedSize: entry.compressedSize, sha256: hash.digest('hex') });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    };
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true }, opened);
    else yauzl.fromBuffer(source, { lazyEntries: true }, opened);
  });
}
