/**
 * Business constants and limits of the three spec documents (000 §9, 001 §9, 002 §9,
 * and the figures quoted elsewhere). Split by domain under ./constants/.
 */
export * from './constants/account';
export * from './constants/legal';
export * from './constants/timing';
export * from './constants/storyboards';
export * from './constants/videos';
export * from './constants/deepstory';
export * from './constants/admin';
