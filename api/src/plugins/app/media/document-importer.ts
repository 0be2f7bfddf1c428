import { readFile } from 'node:fs/promises';
import { UPLOAD_KINDS, storyboardDocumentSchema } from '../../../contracts';
import { findUnstorableText } from '../text-guard';
import { ImportError, type StoryboardImporter } from './importers';

/**
 * A storyboard document (docs/storyboard-document.md: JSON with version, title,
 * description, tags and shots) becomes a storyboard with those shots. Shots get no image
 * here: enrichment gives each a default one.
 */
export function storyboardDocumentImporter(): StoryboardImporter {
  return {
    name: 'storyboard document',
    contentTypes: UPLOAD_KINDS.StoryboardDocument.contentTypes,
    async import(source) {
      const bytes = await readFile(source.file);
      if (bytes.length > UPLOAD_KINDS.StoryboardDocument.maxBytes) {
        throw new ImportError(`The storyboard document is larger than ${UPLOAD_KINDS.StoryboardDocument.maxBytes} bytes`);
      }
      let json: unknown;
      try {
        json = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
      } catch (err) {
        throw new ImportError(`The storyboard document is not JSON: ${(err as Error).message}`);
      }
      const unstorable = findUnstorableText(json);
      if (unstorable !== null) throw new ImportError(`The storyboard document has text that cannot be stored at ${unstorable || 'document'}`);
      const parsed = storyboardDocumentSchema.safeParse(json);
      if (!parsed.success) {
        const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || 'document'}: ${i.message}`);
        throw new ImportError(`The storyboard document does not follow the format: ${problems.join('; ')}`);
      }
      const doc = parsed.data;
      return {
        title: doc.title,
        description: doc.description,
        tags: doc.tags,
        shots: doc.shots.map((s) => ({ title: s.title, description: s.description, durationMillis: s.durationSeconds * 1000, shotType: s.type })),
      };
    },
  };
}
