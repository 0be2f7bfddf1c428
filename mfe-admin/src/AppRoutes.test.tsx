import { render, screen } from '@testing-library/react';
import { remoteManifestSchema, CONTRACT_VERSION } from '@portal/shared-contracts';
import { AppRoutes } from './AppRoutes';
import { manifest } from './manifest';
import * as app from './app';

describe('mfe-admin', () => {
  it('exposes a valid manifest for this contract version', () => {
    expect(remoteManifestSchema.parse(manifest)).toEqual(manifest);
    expect(manifest.name).toBe('mfe-admin');
    expect(manifest.contractVersion).toBe(CONTRACT_VERSION);
  });

  it('exposes single-spa parcel lifecycles', () => {
    for (const fn of [app.bootstrap, app.mount, app.unmount, app.update]) expect(typeof fn).toBe('function');
  });

  it.each(manifest.routes.map((r) => [r.path.replace(/:[^/]+/g, '7'), r.title]))('renders %s with its page heading', async (path, title) => {
    window.history.pushState(null, '', path);
    render(<AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`Story Portal | ${title}`);
  });
});
