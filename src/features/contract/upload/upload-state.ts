/**
 * The upload card's state (spec §4 "Upload": idle, uploading, success, danger). Progress is honest while bytes move:
 * the encrypted file's real XHR progress fills the bar up to SENT_SHARE; only once every byte is sent and the server
 * is still parsing does the spec's stepped progress (nextProcessingProgress, up to 90) take over; success is 100.
 */
import type { TUploadResponse } from '@common/api/contract';
import { nextProcessingProgress } from '../progress';

/** Share of the bar the real byte progress fills. */
export const SENT_SHARE = 80;

export type TFileInfo = { name: string; size: number };
export type TUploadStage = 'encrypting' | 'sending' | 'processing';

export type TUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; file: TFileInfo; progress: number; stage: TUploadStage }
  | { phase: 'success'; file: TFileInfo; progress: 100; result: TUploadResponse }
  | { phase: 'danger'; file: TFileInfo; progress: number; message: string };

export type TUploadEvent =
  | { type: 'start'; file: TFileInfo }
  | { type: 'progress'; fraction: number }
  | { type: 'sent' }
  | { type: 'tick' }
  | { type: 'success'; result: TUploadResponse }
  | { type: 'fail'; message: string }
  | { type: 'clear' };

export const IDLE: TUploadState = { phase: 'idle' };

export function uploadReducer(state: TUploadState, event: TUploadEvent): TUploadState {
  switch (event.type) {
    case 'start':
      // spec §4: one upload at a time.
      if (state.phase === 'uploading') return state;
      return { phase: 'uploading', file: event.file, progress: 0, stage: 'encrypting' };
    case 'progress': {
      if (state.phase !== 'uploading' || state.stage === 'processing') return state;
      const fraction = Math.min(1, Math.max(0, event.fraction));
      return { ...state, stage: 'sending', progress: Math.max(state.progress, Math.round(fraction * SENT_SHARE)) };
    }
    case 'sent':
      if (state.phase !== 'uploading') return state;
      return { ...state, stage: 'processing', progress: Math.max(state.progress, SENT_SHARE) };
    case 'tick':
      if (state.phase !== 'uploading' || state.stage !== 'processing') return state;
      return { ...state, progress: nextProcessingProgress(state.progress) };
    case 'success':
      if (state.phase !== 'uploading') return state;
      return { phase: 'success', file: state.file, progress: 100, result: event.result };
    case 'fail':
      if (state.phase !== 'uploading') return state;
      return { phase: 'danger', file: state.file, progress: state.progress, message: event.message };
    case 'clear':
      return IDLE;
  }
}

/** spec §4 "Submit": the review can start only from an upload that succeeded with an md5. */
export function uploadedFile(state: TUploadState): TUploadResponse | null {
  return state.phase === 'success' && state.result.md5_file ? state.result : null;
}
