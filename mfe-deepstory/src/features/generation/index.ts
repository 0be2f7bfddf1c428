// The storyboards being generated (002 §4): started by Discovery, shown as placeholders
// by the series page, polled from mount to unmount and resumed after a reload.
export { generationSlice, generationStarted, generationEnded, generationResumed, selectActiveIds, type GenerationState } from './slice';
export { generationSaga, endedIds } from './sagas';
