import type { UploadTicket } from '@portal/shared-contracts/storyboards';

/*
 * Files and upload tickets for the tests of the features that upload (the uploads queue,
 * the storyboard editor's save).
 */

/** A file of `size` bytes (its content is not read). */
export const fileOf = (name: string, type: string, size = 10): File => new File(['x'.repeat(size)], name, { type });

/** The ticket the api answers for `name`: a key under the caller's private uploads and a signed URL on the api. */
export function ticketFor(name: string, contentType = 'video/mp4'): UploadTicket {
  const key = `private/user-1/uploads/2025/03/21/abc123/${name}`;
  return {
    key,
    bucket: 'local',
    url: `http://api.test/storage/signed/${key}?expires=1742560000&signature=sig`,
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    expiresAt: '2025-03-21T10:15:00.000Z',
  };
}
