import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENTS, href } from '@portal/shared-contracts/core';
import { MARKETPLACE_TEXTS, listingCopyPath, listingCopyRequestPath } from '@portal/shared-contracts/storyboards';
import {
  RECOMMENDER_LABELS as L,
  RECOMMENDER_PATHS as P,
  RECOMMENDER_TEXTS as T,
  RECOMMENDER_THEMES,
  carouselViewLabel,
  matchLabel,
  ratingLabel,
  recommenderCardLabel,
  starLabel,
} from '@portal/shared-contracts/insights';
import { signedInSession } from '@portal/shared-ui/testing';
import { reducer, rootSaga } from '../../store';
import { answer, fakeApi, refuse, type FakeApi } from '../../testing/fakeApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { Recommender } from './index';
import { item, recommenderAnswer, userAnswer } from './testing';

jest.setTimeout(30_000);

function renderRecommender(api: FakeApi = fakeApi()) {
  const mountProps = fakeMountProps({ session: signedInSession('customer', 'Pro') });
  renderWithProviders(<Recommender />, { url: '/recommendations', mountProps, store: { reducer, saga: rootSaga } });
  return { api, mountProps, user: userEvent.setup({ delay: null }) };
}

function served(result = recommenderAnswer()) {
  const api = fakeApi();
  api.serve('GET', P.recommender, answer(result));
  return { result, ...renderRecommender(api) };
}

const region = (name: string): HTMLElement => screen.getByRole('region', { name });
const cardNames = (name: string): string[] => within(region(name)).queryAllByRole('button').map((b) => b.getAttribute('aria-label') ?? '');
/**
 * The open dialog titled `name`. By its title's text: antd's ids are one fixed 'test-id' under
 * jest, so two stacked dialogs would both take the first one's name.
 */
const titled = (name: string): HTMLElement | undefined => screen.queryAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === name);
const dialog = (name: string): Promise<HTMLElement> => waitFor(() => titled(name) ?? Promise.reject(new Error(`no dialog titled ${name}`)));
const tracked = (props: ReturnType<typeof renderRecommender>['mountProps']) => props.bus.published('analytics/tracked').map((e) => e.name);

describe('the recommender', () => {
  it('shows the headline and every carousel: users, ranks 1 to 10, letters A to O, the nine themes, and an empty one', async () => {
    const { result } = served();
    expect(screen.getByRole('status', { name: T.loading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: L.headline })).toBeInTheDocument();
    expect(screen.getByText('3,000 analysed videos from 41 creators, matched against 24 storyboards')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: L.moreInfo })).toHaveAttribute('href', '/insightsreport');

    expect(cardNames(L.topRankedUsers)).toEqual(result.topRankedUsers.map((u) => `${u.title}, ${matchLabel(u.matchPercentage)}`));
    expect(cardNames(L.topRankedVideos).map((n) => n.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(cardNames(L.topStoryboardRecommendation).map((n) => n.split('.')[0]).join('')).toBe('ABCDEFGHIJKLMNO');
    for (const theme of RECOMMENDER_THEMES.slice(0, -1)) expect(cardNames(theme.title)).toHaveLength(6 + 2); // six cards and the two toggle buttons
    const last = region(RECOMMENDER_THEMES.at(-1)!.title);
    expect(within(last).getByRole('status')).toHaveTextContent(T.empty);
  });

  it("shows the api's message with Retry when the load fails, and loads again", async () => {
    const api = fakeApi();
    api.serve('GET', P.recommender, refuse(403, 'FEATURE_NOT_IN_PLAN', 'Your plan does not include the recommender.'));
    const { user } = renderRecommender(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    expect(alert).toHaveTextContent('Your plan does not include the recommender.');
    api.serve('GET', P.recommender, answer(recommenderAnswer()));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: L.headline })).toBeInTheDocument();
  });

  it('toggles a themed carousel to its videos and back; a video opens the video modal, tracked', async () => {
    const { result, mountProps, user } = served();
    await screen.findByRole('heading', { name: L.headline });
    const theme = result.themes[0]!;
    const toggle = within(region(theme.title)).getByRole('group', { name: carouselViewLabel(theme.title) });
    expect(within(toggle).getByRole('button', { name: T.storyboardView })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(toggle).getByRole('button', { name: T.videoView }));
    expect(within(toggle).getByRole('button', { name: T.videoView })).toHaveAttribute('aria-pressed', 'true');
    const video = theme.videos[0]!;
    await user.click(within(region(theme.title)).getByRole('button', { name: recommenderCardLabel(video) }));
    const modal = await dialog(video.title);
    expect(modal.querySelector('video')).toHaveAttribute('src', video.videoUrl);
    expect(tracked(mountProps)).toContain(ANALYTICS_EVENTS.recommenderVideoOpened);
    await user.click(within(toggle).getByRole('button', { name: T.storyboardView, hidden: true }));
    expect(within(toggle).getByRole('button', { name: T.storyboardView, hidden: true })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Play opens the best video in the video modal', async () => {
    const { result, user } = served();
    await user.click(await screen.findByRole('button', { name: L.play }));
    expect((await dialog(result.topVideos[0]!.title)).querySelector('video')).toHaveAttribute('src', result.topVideos[0]!.videoUrl);
  });

  it('opens a user by their encoded e-mail: info list, thumbs and ratings saved, then the rankings fetched again', async () => {
    const { result, api, mountProps, user } = served();
    const fan = { ...result.topRankedUsers[0]!, id: 'mia+1@fans.test', title: 'Mia', name: 'Mia' };
    result.topRankedUsers[0] = fan;
    api.serve('GET', P.user(fan.id), answer(userAnswer(fan)));
    api.serve('POST', P.feedback, (request) => {
      const body = request.body as { item_kind: string; item_id: string; thumbs?: string | null; ratings?: object };
      return answer({ item_kind: body.item_kind, item_id: body.item_id, thumbs: body.thumbs ?? null, ratings: body.ratings ?? null });
    });
    await user.click(await screen.findByRole('button', { name: recommenderCardLabel(fan) }));
    const modal = await dialog('Mia');
    expect(api.sentTo('GET', '/recommender/users/mia%2B1%40fans.test')).toHaveLength(1);
    expect(tracked(mountProps)).toContain(ANALYTICS_EVENTS.recommenderUserDetailOpened);
    expect(within(modal).getByRole('region', { name: L.influencer })).toHaveTextContent('Filmed 2 videos for 1 of your storyboards.');
    expect(within(modal).getAllByRole('term').map((t) => t.textContent)).toEqual(Object.values(T.info));
    expect(within(modal).getAllByRole('definition').map((d) => d.textContent)).toEqual(['2026-03-04', 'Live', 'Season launch', '2', 'mia+1@fans.test', T.none, 'Training night', 'UGV', 'FlicShot', 'Video · clip.mp4']);

    await user.click(within(modal).getByRole('button', { name: T.thumbsUp }));
    await waitFor(() => expect(within(modal).getByRole('button', { name: T.thumbsUp })).toHaveAttribute('aria-pressed', 'true'));
    expect(api.sentTo('POST', P.feedback).map((r) => r.body)).toEqual([{ item_kind: 'user', item_id: fan.id, thumbs: 'up' }]);
    await waitFor(() => expect(api.sentTo('GET', P.recommender)).toHaveLength(2));
    // The other thumb: one click switches.
    await user.click(within(modal).getByRole('button', { name: T.thumbsDown }));
    await waitFor(() => expect(within(modal).getByRole('button', { name: T.thumbsDown })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(modal).getByRole('button', { name: T.thumbsUp })).toHaveAttribute('aria-pressed', 'false');

    // Ratings are saved once the three rows are set.
    expect(within(modal).getByText(T.ratingsPending)).toBeInTheDocument();
    await user.click(within(within(modal).getByRole('radiogroup', { name: ratingLabel('Tone') })).getByRole('radio', { name: starLabel(4) }));
    await user.click(within(within(modal).getByRole('radiogroup', { name: ratingLabel('Story') })).getByRole('radio', { name: starLabel(5) }));
    expect(api.sentTo('POST', P.feedback)).toHaveLength(2);
    await user.click(within(within(modal).getByRole('radiogroup', { name: ratingLabel('Film') })).getByRole('radio', { name: starLabel(3) }));
    await waitFor(() => expect(api.sentTo('POST', P.feedback)).toHaveLength(3));
    expect(api.sentTo('POST', P.feedback)[2]!.body).toEqual({ item_kind: 'user', item_id: fan.id, ratings: { tone: 4, story: 5, film: 3 } });
    expect(await within(modal).findByText(T.feedbackSaved)).toBeInTheDocument();
    await waitFor(() => expect(api.sentTo('GET', P.recommender)).toHaveLength(4));
  });

  it('opens a storyboard over the user modal, and closing it leaves the user modal open', async () => {
    const { result, api, mountProps, user } = served();
    const fan = result.topRankedUsers[1]!;
    const detail = userAnswer(fan);
    const similar = detail.similarStoryboards[0]!;
    api.serve('GET', P.user(fan.id), answer(detail));
    api.serve('GET', P.storyboard(similar.id), answer(similar));
    await user.click(await screen.findByRole('button', { name: recommenderCardLabel(fan) }));
    const userModal = await dialog(fan.name);
    await user.click(within(within(userModal).getByRole('region', { name: L.similarStoryboards })).getByRole('button', { name: recommenderCardLabel(similar) }));
    const storyboardModal = await dialog(similar.title);
    expect(tracked(mountProps)).toContain(ANALYTICS_EVENTS.recommenderStoryboardOpened);
    await user.click(within(storyboardModal).getByRole('button', { name: L.close }));
    await waitFor(() => expect(titled(similar.title)).toBeUndefined());
    expect(titled(fan.name)).toBeDefined();
  });

  it('shows a storyboard: its shots with a picture, numbered in the storyboard; no ADD TO ACCOUNT for an own storyboard', async () => {
    const { result, api, user } = served();
    const own = {
      ...result.topStoryboards[0]!,
      listingId: null,
      tags: ['Kids', 'Sports'],
      shots: [
        { shotUrl: 'http://api.test/s/1.jpg', shotTitle: 'Warm up' },
        { shotUrl: null, shotTitle: 'No picture' },
        { shotUrl: 'http://api.test/s/3.jpg', shotTitle: 'Cool down' },
      ],
    };
    api.serve('GET', P.storyboard(own.id), answer(own));
    await user.click(await screen.findByRole('button', { name: recommenderCardLabel(result.topStoryboards[0]!) }));
    const modal = await dialog(own.title);
    const shots = within(modal).getByRole('region', { name: L.shotOverview });
    expect(within(shots).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Shot 1 · Warm up', 'Shot 3 · Cool down']);
    expect(within(within(modal).getByRole('region', { name: T.tags })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Kids', 'Sports']);
    expect(within(modal).getByRole('region', { name: T.creator })).toHaveTextContent(own.name);
    expect(within(modal).queryByRole('button', { name: L.addToAccount })).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: L.close })).toBeInTheDocument();
  });

  it('ADD TO ACCOUNT copies a marketplace storyboard, follows the copy request and offers to open the copy', async () => {
    const { result, api, mountProps, user } = served();
    const listed = result.topStoryboards[2]!;
    api.serve('GET', P.storyboard(listed.id), answer(listed));
    api.serve('POST', listingCopyPath('42', listed.listingId!), answer({ id: 7 }));
    api.serve('GET', listingCopyRequestPath('42', 7), answer({ id: 7, status: 'Completed', error: null, scriptId: 321 }));
    await user.click(await screen.findByRole('button', { name: recommenderCardLabel(listed) }));
    const modal = await dialog(listed.title);
    await user.click(within(modal).getByRole('button', { name: L.addToAccount }));
    expect(await within(modal).findByText(T.addedToAccount)).toBeInTheDocument();
    expect(api.sentTo('GET', listingCopyRequestPath('42', 7))).toHaveLength(1);
    await user.click(within(modal).getByRole('button', { name: T.openStoryboard }));
    expect(mountProps.navigate).toHaveBeenCalledWith(href.storyboard(321));
  });

  it("says why ADD TO ACCOUNT failed: the copy request's error", async () => {
    const { result, api, user } = served();
    const listed = result.topStoryboards[3]!;
    api.serve('GET', P.storyboard(listed.id), answer(listed));
    api.serve('POST', listingCopyPath('42', listed.listingId!), answer({ id: 8 }));
    api.serve('GET', listingCopyRequestPath('42', 8), answer({ id: 8, status: 'Failed', error: null, scriptId: null }));
    await user.click(await screen.findByRole('button', { name: recommenderCardLabel(listed) }));
    const modal = await dialog(listed.title);
    await user.click(within(modal).getByRole('button', { name: L.addToAccount }));
    expect(await within(modal).findByText('Failed to add storyboard to account')).toBeInTheDocument();
    expect(within(modal).queryByText(MARKETPLACE_TEXTS.addingToAccount)).not.toBeInTheDocument();
  });

  it('View Creators closes the modals and moves to Top Ranked Users', async () => {
    const { result, api, user } = served();
    const listed = result.topStoryboards[4]!;
    api.serve('GET', P.storyboard(listed.id), answer(listed));
    await user.click(await screen.findByRole('button', { name: recommenderCardLabel(listed) }));
    const modal = await dialog(listed.title);
    await user.click(within(modal).getByRole('link', { name: L.viewCreators }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(cardNames(L.topRankedUsers).length ? within(region(L.topRankedUsers)).getAllByRole('button')[0] : null));
  });

  it('a user without a video: Play is disabled', async () => {
    const { result, api, user } = served();
    const quiet = item('user', 9, { videoUrl: null, videoAssetId: null });
    result.topRankedUsers[0] = quiet;
    api.serve('GET', P.user(quiet.id), answer(userAnswer(quiet)));
    await user.click(await screen.findByRole('button', { name: recommenderCardLabel(quiet) }));
    const modal = await dialog(quiet.name);
    expect(within(modal).getByRole('button', { name: `${L.play} ${quiet.name}’s video` })).toBeDisabled();
  });
});
