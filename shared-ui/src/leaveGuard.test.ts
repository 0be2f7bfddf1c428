import { leavingLink } from './leaveGuard';

describe('leavingLink', () => {
  const here = { href: 'http://portal.test/storymaker?x=1', origin: 'http://portal.test', pathname: '/storymaker', search: '?x=1' };
  function clickOn(attributes: Record<string, string>, init: MouseEventInit = {}): MouseEvent {
    const anchor = Object.assign(document.createElement('a'), attributes);
    const inner = anchor.appendChild(document.createElement('span'));
    document.body.appendChild(anchor);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: inner });
    anchor.remove();
    return event;
  }

  it('names the in-app address of a plain click on a link to another page', () => {
    expect(leavingLink(clickOn({ href: 'http://portal.test/videos?page=2#top' }), here)).toBe('/videos?page=2#top');
    expect(leavingLink(clickOn({ href: 'http://portal.test/storymaker?x=2' }), here)).toBe('/storymaker?x=2');
  });

  it.each([
    ['a click with a modifier (a new tab)', clickOn({ href: 'http://portal.test/videos' }, { ctrlKey: true })],
    ['a middle click', clickOn({ href: 'http://portal.test/videos' }, { button: 1 })],
    ['a link to another tab', clickOn({ href: 'http://portal.test/videos', target: '_blank' })],
    ['a download', clickOn({ href: 'http://portal.test/file.zip', download: 'file.zip' })],
    ['a link to the page itself', clickOn({ href: 'http://portal.test/storymaker?x=1#shots' })],
    ['another origin (beforeunload warns)', clickOn({ href: 'https://help.example.com/' })],
  ])('is null for %s', (_, event) => {
    expect(leavingLink(event, here)).toBeNull();
  });
});
