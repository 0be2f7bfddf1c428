import type { AiStoryboardRecord } from '@portal/shared-contracts/deepstory';

/** A generated storyboard of the series list (customer 42's unless told). */
export function aiRecord(id: number, overrides: Partial<AiStoryboardRecord> = {}): AiStoryboardRecord {
  return {
    id,
    title: `Storyboard ${id}`,
    series_id: 1,
    series_title: 'Volunteer drive',
    date_created: '2025-03-01T10:00:00.000Z',
    last_updated: '2025-03-01T10:05:00.000Z',
    format: 0,
    objective: 'Show the day',
    mode: 'Comprehensive',
    video_second: 60,
    storyboard_image_asset_id: `private/user-1/ai/${id}/cover.png`,
    storyboard_process_status: 3,
    image_process_status: 3,
    ...overrides,
  };
}
