import { buffers, eventChannel, type SagaIterator } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RegisterAsset, UploadTicket } from '@portal/shared-contracts/storyboards';
import { callAbortable, type UploadProgress } from '@portal/shared-ui';
import { registerAsset, requestUploadTicket, sendUpload } from '../../api/mediaCalls';
import type { CallContext } from '../../api/storyboardCalls';
import { contentTypeOf } from './files';

/*
 * Sending one file (001 §4 "Adding a script from an upload"): a ticket for it, the PUT
 * of its bytes to the ticket's signed URL with progress, then (for an asset) registering
 * it. The upload queue uses these, and so does the storyboard editor's save queue for a
 * file dropped on the cover or a shot (uploadOneFile, offered by the feature's index).
 */

/** What progress becomes in the store: the caller's action for the bytes sent so far. */
export type ProgressAction = (progress: UploadProgress) => UnknownAction;

type PutEvent = { readonly kind: 'progress'; readonly progress: UploadProgress } | { readonly kind: 'done' } | { readonly kind: 'failed'; readonly error: unknown };

/** The PUT of one file as a channel of its progress and end; closing it aborts the transfer. */
function putChannel(apiUrl: string, ticket: UploadTicket, file: Blob) {
  return eventChannel<PutEvent>((emit) => {
    const controller = new AbortController();
    sendUpload(controller.signal, apiUrl, ticket, file, (progress) => emit({ kind: 'progress', progress })).then(
      () => emit({ kind: 'done' }),
      (error: unknown) => emit({ kind: 'failed', error }),
    );
    return () => controller.abort();
  }, buffers.expanding<PutEvent>(16));
}

/** PUTs the file, putting `onProgress`'s action for each progress event; a cancelled saga aborts the transfer. */
function* sendWithProgress(apiUrl: string, ticket: UploadTicket, file: Blob, onProgress: ProgressAction): SagaIterator<void> {
  const events = putChannel(apiUrl, ticket, file);
  try {
    for (;;) {
      const event: PutEvent = yield take(events);
      if (event.kind === 'done') return;
      if (event.kind === 'failed') throw event.error;
      yield put(onProgress(event.progress));
    }
  } finally {
    events.close();
  }
}

export interface SendOptions {
  /** The type declared to the api (checked against UPLOAD_KINDS); worked out from the file when absent. */
  readonly contentType?: string;
  /** Prefix of the writes' idempotency keys (`-ticket`, `-asset` are added). */
  readonly idempotencyKey: string;
  readonly onProgress: ProgressAction;
}

/** A ticket for the file, then its bytes PUT with progress: answers where it is stored. */
export function* putFile(ctx: CallContext, apiUrl: string, file: File, options: SendOptions): SagaIterator<RegisterAsset> {
  const contentType = options.contentType ?? contentTypeOf(file);
  const ticket = yield* callAbortable(requestUploadTicket, ctx, { fileName: file.name, contentType, size: file.size }, `${options.idempotencyKey}-ticket`);
  yield* sendWithProgress(apiUrl, ticket, file, options.onProgress);
  return { key: ticket.key, bucket: ticket.bucket };
}

/** The asset an uploaded file became (POST .../assets answers it). */
export type UploadedAsset = Awaited<ReturnType<typeof registerAsset>>;

/**
 * One file to the customer's assets: ticket, PUT with progress, register. Answers the
 * asset's id and media type. `ctx` names the customer the file is for.
 */
export function* uploadOneFile(ctx: CallContext, apiUrl: string, file: File, options: SendOptions): SagaIterator<UploadedAsset> {
  const location = yield* putFile(ctx, apiUrl, file, options);
  return yield* callAbortable(registerAsset, ctx, location, `${options.idempotencyKey}-asset`);
}
