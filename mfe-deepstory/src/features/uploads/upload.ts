import { END, buffers, eventChannel, type SagaIterator } from 'redux-saga';
import { put, takeMaybe } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { callAbortable, type HttpClient } from '@portal/shared-ui';
import { requestUploadTicket, sendToTicket } from './api';
import { keptFile } from './shelf';

/** Where uploads go: the api's client and address, and the customer the files are for. */
export interface UploadTarget {
  readonly client: HttpClient;
  readonly apiUrl: string;
  /** The storyboard's customer (the user_id of the page): the files become theirs. */
  readonly customerId: number;
}

export interface UploadOptions {
  readonly contentType: string;
  /** The ticket request's idempotency key (one per file of one save). */
  readonly idempotencyKey: string;
  /** The action that reports the whole percent sent so far. */
  readonly onPercent: (percent: number) => UnknownAction;
}

/** Whole percents of the bytes sent; a channel that ends (END) when the PUT is answered and throws when it fails. */
function percentChannel(target: UploadTarget, ticket: Parameters<typeof sendToTicket>[2], file: File) {
  return eventChannel<number | Error>((emit) => {
    const controller = new AbortController();
    let last = -1;
    sendToTicket(controller.signal, target.apiUrl, ticket, file, ({ loaded, total }) => {
      const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
      if (percent !== last) emit((last = percent));
    }).then(
      () => emit(END),
      (error: unknown) => emit(error instanceof Error ? error : new Error(String(error))),
    );
    return () => controller.abort();
  }, buffers.sliding<number | Error>(4));
}

/**
 * Uploads the kept file `fileId` (ticket, then the PUT with its percentage) and answers
 * its storage key. Cancelling the saga aborts the transfer; a failure throws the client's
 * error (an ApiError with the answer's status, or a NetworkError).
 */
export function* uploadKeptFile(target: UploadTarget, fileId: string, options: UploadOptions): SagaIterator<string> {
  const file = keptFile(fileId);
  if (!file) throw new Error('The chosen file is no longer there to upload');
  const body = { fileName: file.name, contentType: options.contentType, size: file.size };
  const ticket = yield* callAbortable(requestUploadTicket, target.client, target.customerId, body, options.idempotencyKey);
  const percents = percentChannel(target, ticket, file);
  try {
    for (;;) {
      // takeMaybe: a plain take ends the saga on END instead of handing it over.
      const event: number | Error | END = yield takeMaybe(percents);
      if (event instanceof Error) throw event;
      if (typeof event !== 'number') break;
      yield put(options.onPercent(event));
    }
  } finally {
    percents.close();
  }
  return ticket.key;
}
