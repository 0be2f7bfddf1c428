/**
 * Texts of the Render tab, the render-mode shot panels and the render job (001 §2, §4
 * "Render") that the spec names but does not word. The spec's own texts ('Failed To Render
 * Video', the shots-and-assets refusal, the idle progress text, the dialog's words) are in
 * RENDER_MESSAGES.
 */
export const RENDER_TEXTS = {
  /** The Render tab's label with its render counter (renders in progress). */
  tabWithCount: (count: number): string => (count > 0 ? `Render (${count} in progress)` : 'Render'),
  progressHeading: 'Renders in progress',
  progressLabel: (name: string): string => `Render progress of ${name}`,
  dismiss: 'Dismiss',
  dismissRender: (name: string): string => `Dismiss the render of ${name}`,
  rendered: 'Rendered',
  starting: 'Starting...',
  latestHeading: 'Latest render',
  noRenderYet: 'No video has been rendered from this storyboard yet.',
  latestFailed: 'The latest rendered video could not be loaded.',
  player: (name: string): string => `Rendered video ${name}`,
  downloadName: (name: string): string => `Download ${name}`,
  /** Above the render-mode shot panels. */
  shotsHint: 'Drop one of your videos on each UGV shot (or choose a file), then render the video.',
  dropHere: 'Drop a video here',
  /** "Your videos": the customer's reusable videos to drag onto the shots. */
  paletteHeading: 'Your videos',
  paletteList: 'Your videos to drag onto a shot',
  paletteSearch: 'Search your videos',
  paletteHint: 'Drag one of your videos onto a UGV shot.',
  paletteEmpty: 'No videos among your reusable assets.',
  paletteEmptyHint: 'Drop a video file from your computer on a shot instead.',
  paletteFailed: 'Your videos could not be loaded.',
  videoFor: (n: number): string => `Video for shot ${n}`,
  chosenAsset: 'Your video',
  newFile: (name: string): string => `New file: ${name}`,
  remove: (n: number): string => `Remove the video of shot ${n}`,
  removeShort: 'Remove',
  filled: (filled: number, total: number): string => `${filled} of ${total} UGV shots filled`,
  /** The dialog's steps before the render request. */
  uploading: (name: string, percent: number): string => `Uploading file ${name} (${percent}%)`,
  processingFile: (name: string): string => `Preparing ${name} ...`,
  sending: 'Starting the render ...',
  fileNotReady: (name: string, reason: string | null): string => `${name} could not be prepared${reason ? `: ${reason}` : ''}`,
  titleRequired: 'Please enter a project name.',
} as const;

/** What a render job says it is doing (GET .../test-render/{id} step). */
export const RENDER_STEPS = {
  queued: 'Waiting to start',
  fetching: 'Fetching the shot videos',
  encoding: (n: number, total: number): string => `Encoding shot ${n} of ${total}`,
  joining: 'Joining the shots',
  storing: 'Storing the video',
  streaming: 'Making the streaming version',
} as const;
