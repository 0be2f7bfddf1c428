// The typed call layer of every /ai call of 002 §7 (shared-contracts ai-calls.ts), the
// generic post helper, and AI error entries (normalised, kept at level Error, shown as a
// toast, then cleared). Used by every Deep Story feature; no UI here.
export { aiSend, answered, AiStatusError, type AiWrite, type AnswerSchema } from './aiSend';
export {
  AI_PATHS,
  requestAIStoryboards,
  checkGenerationStatus,
  getAIStoryboards,
  getAIStoryboard,
  getAIStoryboardMetadata,
  getStoryboardRequestDetail,
  deleteAIStoryboards,
  updateStoryboardTitle,
  updateAIStoryboard,
  updateStoryboardMetadata,
  type GenerationRequested,
} from './calls';
export {
  requestAIImageRegeneration,
  checkImageRegenerationStatus,
  requestPostProduction,
  checkPostProductionStatus,
  getKdenFile,
  requestDGVideo,
  checkDGVideoStatus,
  requestAddToAccount,
  checkAddToAccountProgress,
  type DgVideoStatus,
  type ImageRegenerationStatus,
} from './postProductionCalls';
export { aiClientOf, customerIdOf, positiveIdOf, signedInUser } from './context';
export {
  AI_ERROR_LEVEL,
  aiErrorOf,
  aiErrorRaised,
  aiErrorCleared,
  aiErrorsSaga,
  aiErrorsSlice,
  reportAiError,
  selectAiErrors,
  type AiErrorEntry,
  type AiErrorsState,
} from './errors';
