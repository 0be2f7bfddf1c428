import type { ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createSlice } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { delay, put, takeEvery } from 'redux-saga/effects';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteTestHelpers } from './renderWithProviders';

const counter = createSlice({
  name: 'counter',
  initialState: { clicks: 0, ticks: 0 },
  reducers: {
    clicked: (state) => void (state.clicks += 1),
    ticked: (state) => void (state.ticks += 1),
  },
});
type State = ReturnType<typeof counter.reducer>;

const ticks: string[] = [];
function* rootSaga(): SagaIterator<void> {
  yield takeEvery(counter.actions.clicked.type, function* () {
    for (;;) {
      yield delay(20);
      ticks.push('tick');
      yield put(counter.actions.ticked());
    }
  });
}

function Page(): ReactElement {
  const state = useSelector((s: State) => s);
  const dispatch = useDispatch();
  return (
    <button type="button" onClick={() => dispatch(counter.actions.clicked())}>
      {`Clicked ${state.clicks}, ticked ${state.ticks}`}
    </button>
  );
}

const { renderWithProviders } = remoteTestHelpers('mfe-storyboards');

describe('renderWithProviders with a store', () => {
  it('renders the page against a real store running the root saga, stopped when the tree goes', async () => {
    const { store, unmount } = renderWithProviders(<Page />, { store: { reducer: counter.reducer, saga: rootSaga } });
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('button', { name: 'Clicked 1, ticked 2' })).toBeInTheDocument();
    expect(store?.getState()).toMatchObject({ clicks: 1 });
    unmount();
    ticks.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(ticks).toEqual([]);
  });

  it('has no store unless asked for one', () => {
    expect(renderWithProviders(<p>plain</p>).store).toBeNull();
  });
});
