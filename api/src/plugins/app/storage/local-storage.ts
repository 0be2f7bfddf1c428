import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type Stats } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat as fsStat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey } from './keys';
import {
  assertStoragePrefix,
  boundedBody,
  checkedContentType,
  checkedMetadata,
  contentTypeForKey,
  pageOfKeys,
  type GetOptions,
  type ListOptions,
  type ObjectBody,
  type ObjectInfo,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage';

/*
 * The local adapter: each object is a file under the root at its key's path (the folder
 * reads like the bucket it stands in for), and its info a JSON file under `.meta/` (no
 * key can start with a dot, so the two never meet). A put writes both to `.tmp/` and
 * renames them into place, so a reader sees a whole old file or a whole new one, never
 * half of one. A file put there by hand (no info) is served with the type of its
 * extension.
 */

const META_DIR = '.meta';
const TMP_DIR = '.tmp';

interface MetaFile {
  readonly contentType: string;
  readonly size: number;
  readonly sha256: string;
  readonly lastModified: string;
  readonly metadata: Record<string, string>;
}

const isMissing = (err: unknown): boolean => {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

function parseMeta(text: string): MetaFile | null {
  try {
    const m = JSON.parse(text) as Partial<MetaFile>;
    if (typeof m.contentType !== 'string' || typeof m.size !== 'number' || typeof m.sha256 !== 'string' || typeof m.lastModified !== 'string') return null;
    const metadata = m.metadata && typeof m.metadata === 'object' ? m.metadata : {};
    return { contentType: m.contentType, size: m.size, sha256: m.sha256, lastModified: m.lastModified, metadata };
  } catch {
    return null;
  }
}

/** The name of the local store in upload tickets and storage locations. */
export const LOCAL_BUCKET = 'local';

export class LocalObjectStorage implements ObjectStorage {
  readonly bucket = LOCAL_BUCKET;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The data and info files of a valid key, checked to lie under the root. */
  private pathsOf(key: string): { data: string; meta: string } {
    const segments = assertStorageKey(key).split('/');
    const data = join(this.root, ...segments);
    const meta = `${join(this.root, META_DIR, ...segments)}.json`;
    if (!data.startsWith(this.root + sep) || !meta.startsWith(this.root + sep)) throw new Error('storage key escapes the root');
    return { data, meta };
  }

  async put(key: string, body: ObjectBody, contentType: string, options: PutOptions = {}): Promise<ObjectInfo> {
    const { data, meta } = this.pathsOf(key);
    const type = checkedContentType(contentType);
    const metadata = checkedMetadata(options.metadata);
    const tmpDir = join(this.root, TMP_DIR);
    await mkdir(tmpDir, { recursive: true });
    const tmpData = join(tmpDir, `${randomUUID()}.data`);
    const tmpMeta = join(tmpDir, `${randomUUID()}.json`);
    try {
      const hash = createHash('sha256');
      let size = 0;
      if (body instanceof Readable) {
        const source = options.size === undefined ? body : boundedBody(body, options.size, { exact: true });
        const counter = new Transform({
          transform(chunk: Buffer, _enc, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(source, counter, createWriteStream(tmpData, { flags: 'wx' }));
      } else {
        hash.update(body);
        size = body.byteLength;
        await writeFile(tmpData, body, { flag: 'wx' });
      }
      const info: MetaFile = { contentType: type, size, sha256: hash.digest('hex'), lastModified: new Date().toISOString(), metadata };
      await writeFile(tmpMeta, JSON.stringify(info), { flag: 'wx' });
      await mkdir(dirname(data), { recursive: true });
      await mkdir(dirname(meta), { recursive: true });
      await rename(tmpData, data);
      await rename(tmpMeta, meta);
      return this.toInfo(key, info);
    } finally {
      await rm(tmpData, { force: true });
      await rm(tmpMeta, { force: true });
    }
  }

  async get(key: string, options: GetOptions = {}): Promise<StoredObject | null> {
    const { data } = this.pathsOf(key);
    let handle;
    try {
      handle = await open(data, 'r');
    } catch (err) {
      if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw err;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const info = await this.infoOf(key, stats);
      // The stream owns the open file from here: it reads what was opened even if a put
      // replaces the key meanwhile, and closes it when read or destroyed.
      const { range } = options;
      return { ...info, body: handle.createReadStream(range ? { start: range.start, end: range.end } : {}) };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const { data } = this.pathsOf(key);
    let stats: Stats;
    try {
      stats = await fsStat(data);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return stats.isFile() ? this.infoOf(key, stats) : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<boolean> {
    const { data, meta } = this.pathsOf(key);
    if ((await this.stat(key)) === null) return false;
    try {
      await unlink(data);
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
    await rm(meta, { force: true });
    return true;
  }

  async list(prefix: string, options: ListOptions): Promise<string[]> {
    const folder = join(this.root, ...assertStoragePrefix(prefix).split('/').filter(Boolean));
    if (!folder.startsWith(this.root + sep)) throw new Error('storage prefix escapes the root');
    const keys: string[] = [];
    const walk = async (dir: string, keyPrefix: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const entry of entries) {
        if (entry.isDirectory()) await walk(join(dir, entry.name), `${keyPrefix}${entry.name}/`);
        else if (entry.isFile()) keys.push(`${keyPrefix}${entry.name}`);
      }
    };
    await walk(folder, prefix);
    return pageOfKeys(keys.sort(), options);
  }

  /** The info of a data file: from its info file when that describes it, else from the file. */
  private async infoOf(key: string, stats: Stats): Promise<ObjectInfo> {
    const { meta } = this.pathsOf(key);
    let m: MetaFile | null = null;
    try {
      m = parseMeta(await readFile(meta, 'utf8'));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
    if (m && m.size === stats.size) return this.toInfo(key, m);
    return {
      key,
      size: stats.size,
      contentType: contentTypeForKey(key),
      etag: `${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}`,
      lastModified: stats.mtime,
      metadata: {},
    };
  }

  private toInfo(key: string, m: MetaFile): ObjectInfo {
    return { key, size: m.size, contentType: m.contentType, etag: m.sha256, lastModified: new Date(m.lastModified), metadata: { ...m.metadata } };
  }
}
