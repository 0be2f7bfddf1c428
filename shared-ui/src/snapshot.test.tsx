import { FEATURES, SIGNED_OUT, areaOf, type RemoteManifest, type RemoteName, type RouteDefinition } from '@portal/shared-contracts/core';
import { Button } from './antd';
import { Input } from './formsAntd';
import { useMountProps, useSessionSnapshot } from './mountContext';
import { useLocation } from './router';
import { createStyles } from './styles';
import { remotePageSnapshots, renderSnapshot } from './snapshot';

const useStyles = createStyles('snapshot-test', (token) => ({ box: { padding: token.paddingLG } }));

function Boxed(): React.ReactElement {
  const classes = useStyles();
  return (
    <div className={classes.box}>
      <Button type="primary">Sign in</Button>
    </div>
  );
}

/** A manifest of `name` with a route at each path, with its area's access (and `gate` on each). */
function manifestOf(name: RemoteName, paths: readonly string[], gate: Partial<RouteDefinition> = {}): RemoteManifest {
  return { name, contractVersion: '1.0.0', routes: paths.map((path) => ({ path, title: path, access: areaOf(path)?.access ?? 'private', ...gate })), nav: [] };
}

function WhereAmI(): React.ReactElement {
  const { remote } = useMountProps();
  const { status, user } = useSessionSnapshot();
  const who = user ? ` ${user.role} "${user.email}${user.givenName ?? ''}${user.tier ?? ''}"` : '';
  return <p>{`${remote} ${useLocation().pathname} ${status}${who}`}</p>;
}

describe('page snapshots', () => {
  it('renders the markup and every style its components made, without antd\'s cache-path map', () => {
    const { html, css } = renderSnapshot(<Boxed />);
    expect(html).toContain('class="portal-snapshot-test-box"');
    expect(html).toMatch(/<button[^>]*class="[^"]*ant-btn[^"]*"[^>]*><span>Sign in<\/span><\/button>/);
    expect(css).toContain('.portal-snapshot-test-box{padding:24px;}');
    expect(css).toMatch(/\.ant-btn/);
    // The theme's CSS variables, which antd's rules read.
    expect(css).toMatch(/\.css-var-portal\{[^}]*--ant-color-primary:/);
    expect(css).not.toContain('data-ant-cssinjs-cache-path');
  });

  it('renders a remote\'s pages at their paths, as a signed-out visitor\'s, with their access; refuses a gated page, another remote\'s or a path with parameters', async () => {
    const snapshots = await remotePageSnapshots(manifestOf('mfe-account', ['/', '/create_user']), [
      { path: '/', load: async () => ({ default: WhereAmI }) },
      { path: '/create_user', load: async () => ({ default: WhereAmI }) },
    ]);
    expect(snapshots['/']).toMatchObject({ html: `<p>mfe-account / ${SIGNED_OUT.status}</p>`, access: 'guest' });
    expect(snapshots['/create_user']).toMatchObject({ html: '<p>mfe-account /create_user signedOut</p>', access: 'guest' });
    const terms = await remotePageSnapshots(manifestOf('mfe-insights', ['/policy/terms']), [{ path: '/policy/terms', load: async () => ({ default: WhereAmI }) }]);
    expect(terms['/policy/terms']?.access).toBe('public');
    const page = async () => ({ default: WhereAmI });
    await expect(remotePageSnapshots(manifestOf('mfe-storyboards', ['/storyboards/:id']), [{ path: '/storyboards/:id', load: page }])).rejects.toThrow(/without parameters/);
    // Never a page behind a role or a feature, on its area or its route (its redirect or upgrade panel would replace it),
    // nor another remote's, nor a path its manifest does not route.
    await expect(remotePageSnapshots(manifestOf('mfe-admin', ['/admin']), [{ path: '/admin', load: page }])).rejects.toThrow(/may open/);
    await expect(remotePageSnapshots(manifestOf('mfe-storyboards', ['/videos']), [{ path: '/videos', load: page }])).rejects.toThrow(/may open/);
    await expect(remotePageSnapshots(manifestOf('mfe-account', ['/subscription'], { feature: FEATURES.viewInsights }), [{ path: '/subscription', load: page }])).rejects.toThrow(/may open/);
    await expect(remotePageSnapshots(manifestOf('mfe-insights', ['/']), [{ path: '/', load: page }])).rejects.toThrow(/may open/);
    await expect(remotePageSnapshots(manifestOf('mfe-account', ['/']), [{ path: '/create_user', load: page }])).rejects.toThrow(/may open/);
  });

  it("renders a signed-in user's page that every signed-in user may open as a customer who is no one (docs/adr/057)", async () => {
    const snapshots = await remotePageSnapshots(manifestOf('mfe-account', ['/subscription']), [{ path: '/subscription', load: async () => ({ default: WhereAmI }) }]);
    expect(snapshots['/subscription']).toMatchObject({ html: '<p>mfe-account /subscription signedIn customer &quot;&quot;</p>', access: 'private' });
    expect(snapshots['/subscription']?.shellPage).toBeUndefined();
  });

  it("keeps the reads a signed-out visitor's page names, for its server to preload; refuses one that is not an api path without a query, and any on a signed-in user's page (docs/adr/058)", async () => {
    const page = async () => ({ default: WhereAmI });
    const snapshots = await remotePageSnapshots(manifestOf('mfe-account', ['/', '/create_user']), [
      { path: '/', load: page, reads: [] },
      { path: '/create_user', load: page, reads: ['/stripe/list-products', '/v1/plans_2'] },
    ]);
    expect(snapshots['/']?.reads).toBeUndefined();
    expect(snapshots['/create_user']?.reads).toEqual(['/stripe/list-products', '/v1/plans_2']);
    for (const read of ['stripe/list-products', '/stripe/list-products?x=1', '//evil.example/x', '/a/../b', '/a b', '/a"><script>', 'https://api.example.com/x', '/'])
      await expect(remotePageSnapshots(manifestOf('mfe-account', ['/']), [{ path: '/', load: page, reads: [read] }])).rejects.toThrow(/names a read/);
    await expect(remotePageSnapshots(manifestOf('mfe-account', ['/subscription']), [{ path: '/subscription', load: page, reads: ['/stripe/list-products'] }])).rejects.toThrow(/carry a token/);
  });

  it("marks a page whose render made styles of the host's forms and data sheet, and only such a page", async () => {
    const WithInput = (): React.ReactElement => <Input aria-label="Email" />;
    const snapshots = await remotePageSnapshots(manifestOf('mfe-account', ['/', '/create_user']), [
      { path: '/', load: async () => ({ default: Boxed }) },
      { path: '/create_user', load: async () => ({ default: WithInput }) },
    ]);
    expect(snapshots['/']?.areaStyles).toBeUndefined();
    expect(snapshots['/create_user']?.areaStyles).toBe(true);
  });
});
