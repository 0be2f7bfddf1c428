/** @portal/shared-contracts/deepstory: Deep Story's AI calls and the AI storyboard's texts (002). */
export * from '../ai-calls';
export * from '../messages/ai-storyboard';
