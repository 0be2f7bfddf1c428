import { screen } from '@testing-library/react';
import { ANALYTICS_EVENTS } from '@portal/shared-contracts/core';
import { RECOMMENDER_LABELS, RECOMMENDER_PATHS, RECOMMENDER_TEXTS } from '@portal/shared-contracts/insights';
import { signedInSession } from '@portal/shared-ui/testing';
import { recommenderAnswer } from '../features/recommender/testing';
import { reducer, rootSaga } from '../store';
import { answer, fakeApi } from '../testing/fakeApi';
import { fakeMountProps, renderWithProviders } from '../testing/renderWithProviders';
import RecommendationsPage from './RecommendationsPage';

describe('/recommendations', () => {
  it('tracks the page view once on entry and shows the recommender', async () => {
    fakeApi().serve('GET', RECOMMENDER_PATHS.recommender, answer(recommenderAnswer()));
    const mountProps = fakeMountProps({ session: signedInSession('customer', 'Pro') });
    renderWithProviders(<RecommendationsPage />, { url: '/recommendations', mountProps, store: { reducer, saga: rootSaga } });
    expect(screen.getByRole('heading', { level: 1, name: RECOMMENDER_TEXTS.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: RECOMMENDER_LABELS.headline })).toBeInTheDocument();
    expect(mountProps.bus.published('analytics/tracked')).toEqual([{ name: ANALYTICS_EVENTS.recommenderPageView }]);
  });
});
