import { FEATURES, TIER_FEATURES, featuresFor } from '@portal/shared-contracts/core';
import { STORYBOARD_MESSAGES, type StoryboardDetail, type StoryboardStatus } from '@portal/shared-contracts/storyboards';
import { storyboardDetail } from '../../testing/storyboardDetail';
import { actionBarButtons, refusalOf, type BarAction, type Viewer } from './rules';

const LIVE = { id: 2, code: 'acme-live', projectType: 'Live' } as const;
const DEV = { id: 1, code: 'acme-dev', projectType: 'Dev' } as const;

const customer = (overrides: Partial<Viewer> = {}): Viewer => ({ role: 'customer', features: TIER_FEATURES.Starter, customerId: '1', editing: false, ...overrides });
const beginner = (overrides: Partial<Viewer> = {}): Viewer => customer({ features: TIER_FEATURES.Beginner, ...overrides });
const admin = (overrides: Partial<Viewer> = {}): Viewer => ({ role: 'admin', features: featuresFor('admin', null), customerId: '99', editing: false, ...overrides });

const sb = (status: StoryboardStatus, overrides: Partial<StoryboardDetail> = {}): StoryboardDetail => storyboardDetail({ status, ...overrides });
const shown = (s: StoryboardDetail, viewer: Viewer): BarAction[] => actionBarButtons(s, viewer).map((b) => b.action);
const upgrades = (s: StoryboardDetail, viewer: Viewer): BarAction[] => actionBarButtons(s, viewer).filter((b) => b.upgrade).map((b) => b.action);

describe('actionBarButtons by status (001 §4 table), a Starter customer on their own Dev storyboard', () => {
  it.each<[StoryboardStatus, BarAction[]]>([
    ['Submitted', ['delete']],
    ['Processing', ['delete']],
    ['ReadyToPublish', ['release', 'delete']],
    // Published in Dev, released in Low: no move to live; not Live, so no back to dev or listing.
    ['Published', ['suspend', 'qrCode', 'clone', 'delete']],
    ['Rendering', []],
    ['Obsoleted', ['delete']],
    ['Draft', ['edit', 'release', 'delete']],
    ['Deleted', []],
  ])('%s shows %j', (status, expected) => {
    expect(shown(sb(status, { publishedRenderQuality: 'Low' }), customer())).toEqual(expected);
  });
});

describe('the QR code (001 §2)', () => {
  it('shows for a Published storyboard only, to its owner and to an admin, never while editing', () => {
    const statuses: StoryboardStatus[] = ['Submitted', 'Processing', 'ReadyToPublish', 'Published', 'Rendering', 'Obsoleted', 'Draft', 'Deleted'];
    expect(statuses.filter((status) => shown(sb(status), customer()).includes('qrCode'))).toEqual(['Published']);
    expect(shown(sb('Published', { project: LIVE, listingId: 4 }), customer())).toContain('qrCode');
    expect(shown(sb('Published'), admin())).toContain('qrCode');
    expect(shown(sb('Published'), customer({ editing: true }))).not.toContain('qrCode');
    expect(upgrades(sb('Published'), beginner())).not.toContain('qrCode');
  });
});

describe('environment moves (001 §4)', () => {
  it('move to live: Published in Dev, released High, not editing, own storyboard', () => {
    const ready = sb('Published', { project: DEV, publishedRenderQuality: 'High' });
    expect(shown(ready, customer())).toContain('moveToLive');
    expect(shown({ ...ready, publishedRenderQuality: 'Low' }, customer())).not.toContain('moveToLive');
    expect(shown({ ...ready, publishedRenderQuality: null }, customer())).not.toContain('moveToLive');
    expect(shown({ ...ready, project: LIVE }, customer())).not.toContain('moveToLive');
    expect(shown(ready, customer({ editing: true }))).not.toContain('moveToLive');
    // The projects list is the viewer's own: another customer's storyboard is moved from their account.
    expect(shown(ready, admin())).not.toContain('moveToLive');
    expect(shown(ready, admin({ customerId: '1' }))).toContain('moveToLive');
  });

  it('back to dev: Live, backToDevProject permitted (Published or Draft), own storyboard; shown while listed', () => {
    expect(shown(sb('Published', { project: LIVE }), customer())).toContain('backToDev');
    expect(shown(sb('Draft', { project: LIVE }), customer())).toContain('backToDev');
    expect(shown(sb('Draft', { project: DEV }), customer())).not.toContain('backToDev');
    expect(shown(sb('ReadyToPublish', { project: LIVE }), customer())).not.toContain('backToDev');
    expect(shown(sb('Published', { project: LIVE, listingId: 4 }), customer())).toContain('backToDev');
    expect(shown(sb('Published', { project: LIVE }), customer({ customerId: '2' }))).not.toContain('backToDev');
    expect(shown(sb('Published', { project: LIVE }), customer({ customerId: null }))).not.toContain('backToDev');
  });
});

describe('the marketplace (001 §4, ADR 017)', () => {
  const listable = sb('Published', { project: LIVE });

  it('move to marketplace: Live, Published, not listed', () => {
    expect(shown(listable, customer())).toContain('moveToMarketplace');
    expect(shown({ ...listable, listingId: 3 }, customer())).not.toContain('moveToMarketplace');
    expect(shown(sb('Published', { project: DEV }), customer())).not.toContain('moveToMarketplace');
    expect(shown(sb('Draft', { project: LIVE }), customer())).not.toContain('moveToMarketplace');
  });

  it('admins and customiseStoryboard plans list; a Beginner is offered the upgrade', () => {
    expect(upgrades(listable, customer())).toEqual([]);
    expect(upgrades(listable, admin())).toEqual([]);
    expect(upgrades(listable, beginner())).toEqual(['moveToMarketplace']);
    expect(upgrades(listable, customer({ features: [] }))).toEqual(['moveToMarketplace']);
  });

  it('unlist whenever listed; suspend and delete stay (pressing them says to unlist first)', () => {
    expect(shown({ ...listable, listingId: 3 }, customer())).toEqual(['suspend', 'backToDev', 'unlist', 'qrCode', 'clone', 'delete']);
    expect(shown(listable, customer())).not.toContain('unlist');
  });
});

describe('edit mode and the upgrade path for marketplace copies', () => {
  it('editing shows Save and Cancel only', () => {
    expect(shown(sb('Draft'), customer({ editing: true }))).toEqual(['save', 'cancelEdit']);
    expect(shown(sb('Draft', { project: LIVE }), admin({ editing: true }))).toEqual(['save', 'cancelEdit']);
  });

  it('edit needs the edit action; a marketplace copy needs customiseStoryboard', () => {
    expect(shown(sb('Published'), customer())).not.toContain('edit');
    const copy = sb('Draft', { fromMarketplace: true });
    expect(upgrades(copy, beginner())).toEqual(['edit']);
    expect(upgrades(copy, customer())).toEqual([]);
    expect(upgrades(copy, admin())).toEqual([]);
    expect(upgrades(sb('Draft'), beginner())).toEqual([]);
    expect(shown(copy, beginner())).toContain('edit');
  });
});

describe('move to customer (admins, 001 §4)', () => {
  it('for admins when clone is permitted', () => {
    expect(shown(sb('Published'), admin())).toContain('moveToCustomer');
    expect(shown(sb('Draft'), admin())).not.toContain('moveToCustomer');
    expect(shown(sb('Published'), customer({ features: [...TIER_FEATURES.Pro, FEATURES.viewDownloadKden] }))).not.toContain('moveToCustomer');
  });

  it('keeps the bar order', () => {
    const all = sb('Published', { project: LIVE, listingId: null });
    expect(shown(all, admin({ customerId: '1' }))).toEqual(['suspend', 'backToDev', 'moveToMarketplace', 'qrCode', 'clone', 'moveToCustomer', 'delete']);
  });
});

describe('refusalOf', () => {
  it.each(['suspend', 'delete', 'backToDev'] as const)('%s is refused while listed', (kind) => {
    expect(refusalOf(kind, { listingId: 5, tags: [] })).toBe(STORYBOARD_MESSAGES.inMarketplace);
    expect(refusalOf(kind, { listingId: null, tags: [] })).toBeNull();
  });

  it('other actions go ahead while listed', () => {
    for (const kind of ['release', 'clone', 'moveToLive', 'unlist', 'moveToCustomer'] as const) expect(refusalOf(kind, { listingId: 5, tags: [] })).toBeNull();
  });

  it('listing needs a required (sector) tag', () => {
    expect(refusalOf('moveToMarketplace', { listingId: null, tags: ['QLD'] })).toBe(STORYBOARD_MESSAGES.requiredTags);
    expect(refusalOf('moveToMarketplace', { listingId: null, tags: [] })).toBe(STORYBOARD_MESSAGES.requiredTags);
    expect(refusalOf('moveToMarketplace', { listingId: null, tags: ['QLD', ' sports '] })).toBeNull();
  });
});
