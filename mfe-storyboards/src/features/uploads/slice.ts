import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UploadKind } from '@portal/shared-contracts/storyboards';
import type { UploadTarget } from './files';

/** A file's upload state (001 §4 "Upload states": uploading, success, failed; queued until its turn). */
export type FileUploadState = 'queued' | 'uploading' | 'success' | 'failed';

/**
 * What the modal asks to upload: a file, on the shelf under `id` (fileShelf.ts), or an
 * image the api fetches from a web address (`url`; its type and size unknown until then).
 */
export interface UploadRequest {
  readonly id: string;
  /** The file's name, or the image's address. */
  readonly fileName: string;
  /** The file's type; empty for an image from an address. */
  readonly contentType: string;
  /** The file's bytes; 0 for an image from an address. */
  readonly size: number;
  readonly kind: UploadKind;
  readonly target: UploadTarget;
  /** The customer the file is for (an admin working for another customer); the signed-in user's when null. */
  readonly customerId: string | null;
  /** The web address of an image the api fetches (POST .../assets/imports); null for a file. */
  readonly url: string | null;
}

/** The request for an image the api fetches from `url` (always an asset, its id fresh: nothing is shelved). */
export function imageFromUrlRequest(url: string, customerId: string | null): UploadRequest {
  return { id: globalThis.crypto.randomUUID(), fileName: url, contentType: '', size: 0, kind: 'Image', target: 'asset', customerId, url };
}

/** One file of the queue, as the progress area shows it. */
export interface UploadItem extends UploadRequest {
  readonly state: FileUploadState;
  /** Bytes sent so far. */
  readonly loaded: number;
  /** Why it failed (a 001 §8 text or the api's refusal). */
  readonly error: string | null;
  /** The registered asset (target asset). */
  readonly assetId: string | null;
  /** The script-creation request it started (target storyboard). */
  readonly requestId: number | null;
}

/** The batch (001 §3 upload sub-states): nothing, files still going, or every file has its outcome. */
export type BatchStatus = 'empty' | 'uploading' | 'bulk_completed';

/** A storyboard being made from an upload (001 §4: polled until Completed or Failed). */
export interface ScriptCreation {
  readonly requestId: number;
  readonly fileName: string;
  /** running while polled; stopped when the portal stopped waiting (it goes on in the api). */
  readonly status: 'running' | 'completed' | 'failed' | 'stopped';
  /** The job's step ('Processing storyboard ...', 'Enriching storyboard ...'). */
  readonly step: string | null;
  readonly storyboardId: number | null;
  readonly error: string | null;
}

export interface UploadsState {
  readonly status: BatchStatus;
  readonly items: readonly UploadItem[];
  readonly creations: readonly ScriptCreation[];
}

const initialState: UploadsState = { status: 'empty', items: [], creations: [] };

const isSettled = (item: UploadItem): boolean => item.state === 'success' || item.state === 'failed';

/** Applies `change` to item `id`; the batch is bulk_completed once every item has its outcome. */
function withItem(state: UploadsState, id: string, change: (item: UploadItem) => UploadItem): UploadsState {
  const items = state.items.map((item) => (item.id === id ? change(item) : item));
  return { ...state, items, status: items.length > 0 && items.every(isSettled) ? 'bulk_completed' : 'uploading' };
}

const withCreation = (state: UploadsState, requestId: number, change: Partial<ScriptCreation>): UploadsState => ({
  ...state,
  creations: state.creations.map((c) => (c.requestId === requestId ? { ...c, ...change } : c)),
});

export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState: initialState as UploadsState,
  reducers: {
    /**
     * Files to upload, in order. They join a batch still uploading; otherwise they start
     * a new one and the finished batch's lines go (the spec resets the upload list).
     */
    uploadsRequested: (state, { payload }: PayloadAction<{ items: readonly UploadRequest[] }>) => {
      if (payload.items.length === 0) return state;
      const added = payload.items.map((r): UploadItem => ({ ...r, state: 'queued', loaded: 0, error: null, assetId: null, requestId: null }));
      const kept = state.status === 'uploading' ? state.items : [];
      return { ...state, status: 'uploading', items: [...kept, ...added] };
    },
    fileStarted: (state, { payload }: PayloadAction<{ id: string }>) => withItem(state, payload.id, (item) => ({ ...item, state: 'uploading', loaded: 0 })),
    fileProgressed: (state, { payload }: PayloadAction<{ id: string; loaded: number }>) =>
      withItem(state, payload.id, (item) => (item.state === 'uploading' ? { ...item, loaded: Math.min(payload.loaded, item.size) } : item)),
    fileSucceeded: (state, { payload }: PayloadAction<{ id: string; assetId?: string; requestId?: number }>) =>
      withItem(state, payload.id, (item) => ({
        ...item,
        state: 'success',
        loaded: item.size,
        assetId: payload.assetId ?? null,
        requestId: payload.requestId ?? null,
      })),
    fileFailed: (state, { payload }: PayloadAction<{ id: string; error: string }>) =>
      withItem(state, payload.id, (item) => ({ ...item, state: 'failed', error: payload.error })),
    /** The finished batch's lines and ended storyboard requests go; a running batch stays. */
    uploadsCleared: (state) =>
      state.status === 'uploading' ? state : { ...state, status: 'empty', items: [], creations: state.creations.filter((c) => c.status === 'running') },
    creationStarted: (state, { payload }: PayloadAction<{ requestId: number; fileName: string }>) => ({
      ...state,
      creations: [
        ...state.creations.filter((c) => c.requestId !== payload.requestId),
        { requestId: payload.requestId, fileName: payload.fileName, status: 'running', step: null, storyboardId: null, error: null },
      ],
    }),
    creationProgressed: (state, { payload }: PayloadAction<{ requestId: number; step: string | null; storyboardId: number | null }>) =>
      withCreation(state, payload.requestId, { step: payload.step, storyboardId: payload.storyboardId }),
    creationCompleted: (state, { payload }: PayloadAction<{ requestId: number; storyboardId: number }>) =>
      withCreation(state, payload.requestId, { status: 'completed', storyboardId: payload.storyboardId, step: null }),
    creationFailed: (state, { payload }: PayloadAction<{ requestId: number; error: string }>) =>
      withCreation(state, payload.requestId, { status: 'failed', error: payload.error, step: null }),
    creationStopped: (state, { payload }: PayloadAction<{ requestId: number; message: string }>) =>
      withCreation(state, payload.requestId, { status: 'stopped', error: payload.message, step: null }),
  },
  selectors: {
    selectUploads: (state) => state,
    /** True while a file of the batch is still to go or going: leaving would stop it. */
    selectUploading: (state) => state.status === 'uploading',
    /** The storyboard request the "Processing Storyboard..." dialog follows: the first one running. */
    selectRunningCreation: (state) => state.creations.find((c) => c.status === 'running') ?? null,
  },
});

export const {
  uploadsRequested,
  fileStarted,
  fileProgressed,
  fileSucceeded,
  fileFailed,
  uploadsCleared,
  creationStarted,
  creationProgressed,
  creationCompleted,
  creationFailed,
  creationStopped,
} = uploadsSlice.actions;
export const { selectUploads, selectUploading, selectRunningCreation } = uploadsSlice.selectors;
