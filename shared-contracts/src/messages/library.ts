import { HEADINGS } from './headings';

/** Search bar texts of My Storyboards and the storymaker (001 §2). */
export const SEARCH_LABELS = {
  byKeys: 'by keys',
  byTags: 'by tags',
  projectAll: 'All',
  projectLive: 'Live Storyboards',
  projectDev: 'DEV Storyboards',
  reset: 'Reset',
  requestStoryboard: 'Request Storyboard',
} as const;

/** Storymaker side panel tools and upload modal (001 §2). */
export const SIDE_PANEL_LABELS = {
  directorsGuide: "Director's Guide",
  photos: 'Photos',
  uploadFile: 'Upload file',
  storyboards: 'Storyboards',
  marketPlace: 'Market Place',
  uploadModalTitle: HEADINGS.uploadStoryboardOrAsset,
  uploadYourStoryboard: HEADINGS.uploadYourStoryboard,
} as const;

/** Storyboard detail tabs (001 §2). */
export const STORYBOARD_TAB_LABELS = {
  details: 'Details',
  render: 'Render',
} as const;

/** Brief, request and contact form texts (000 §8, 001 §8). */
export const FORM_MESSAGES = {
  submitError: 'There was an error submitting the form the form, try again or contact us',
  /** POST /mail/requestStory failed. */
  sendingFailed: 'Sending failed',
  cancel: 'Cancel',
  submit: 'Submit',
} as const;

/** Create Brief modal checkbox and section labels (001 §2). */
export const BRIEF_LABELS = {
  clientDetails: 'Client details',
  storyboardDetails: 'Storyboard details',
  users: 'Users',
  persona: 'Persona',
  targetAudience: 'Target audience',
  event: 'Event',
  promoteBrand: 'Promote Brand',
  communityEngagement: 'Community Engagement',
  increaseRevenue: 'Increase Revenue',
  staff: 'Staff',
  players: 'Players',
  fans: 'Fans',
  volunteers: 'Volunteers',
  members: 'Members',
  donors: 'Donors',
  membersProfile: 'Members Profile',
  donorProfiles: 'Donor Profiles',
  playerProfiles: 'Player Profiles',
  coachProfiles: 'Coach Profiles',
  fanProfiles: 'Fan Profiles',
  adaptive: 'Adaptive',
  ar: 'AR',
  marketing: 'Marketing',
  commsMaterial: 'Comms Material',
} as const;
