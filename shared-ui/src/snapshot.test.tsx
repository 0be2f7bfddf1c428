import { SIGNED_OUT } from '@portal/shared-contracts/core';
import { Button } from './antd';
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

function WhereAmI(): React.ReactElement {
  const { remote } = useMountProps();
  const { status } = useSessionSnapshot();
  return <p>{`${remote} ${useLocation().pathname} ${status}`}</p>;
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

  it('renders a remote\'s pages at their paths, as a signed-out visitor\'s, and refuses a path with parameters', async () => {
    const snapshots = await remotePageSnapshots('mfe-account', [
      { path: '/', load: async () => ({ default: WhereAmI }) },
      { path: '/create_user', load: async () => ({ default: WhereAmI }) },
    ]);
    expect(snapshots['/']?.html).toBe(`<p>mfe-account / ${SIGNED_OUT.status}</p>`);
    expect(snapshots['/create_user']?.html).toBe('<p>mfe-account /create_user signedOut</p>');
    await expect(remotePageSnapshots('mfe-account', [{ path: '/storyboards/:id', load: async () => ({ default: WhereAmI }) }])).rejects.toThrow(/without parameters/);
  });
});
