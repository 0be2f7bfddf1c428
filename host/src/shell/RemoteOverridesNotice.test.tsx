import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { activeOverrides, captureOverrides } from '../remotes/overrides';
import { RemoteOverridesNotice } from './RemoteOverridesNotice';

const LOCAL = ['http://localhost:*'];
const DEV_URL = 'http://localhost:3105/mf-manifest.json';

beforeEach(() => localStorage.clear());

describe('the overrides notice', () => {
  it('names each override in force and removes them all', async () => {
    captureOverrides(`?remote-override=mfe-insights@${encodeURIComponent(DEV_URL)}`, LOCAL);
    const reload = jest.fn();
    const { rerender } = render(<RemoteOverridesNotice overrides={activeOverrides(LOCAL)} reload={reload} />);
    expect(screen.getByRole('status')).toHaveTextContent(`${SHELL_MESSAGES.remoteOverridesOn} mfe-insights from ${DEV_URL}`);
    await userEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.removeRemoteOverrides }));
    expect(reload).toHaveBeenCalled();
    expect(activeOverrides(LOCAL)).toEqual({});
    rerender(<RemoteOverridesNotice overrides={activeOverrides(LOCAL)} reload={reload} />);
    expect(screen.queryByRole('status')).toBeNull();
    // A deployment that allows no override shows none, whatever the browser kept.
    localStorage.setItem('portal.remoteOverrides', JSON.stringify({ 'mfe-insights': DEV_URL }));
    expect(activeOverrides([])).toEqual({});
  });
});
