import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCK_LABELS, pageTitle } from '@portal/shared-contracts/core';
import { MemoryRouter, Route, Routes } from '@portal/shared-ui/router';
import { Button } from '../antd';
import { PageLayout } from './PageLayout';

function renderAt(ui: ReactElement): void {
  render(
    <MemoryRouter initialEntries={['/deepstory/series']}>
      <Routes>
        <Route path="/deepstory/series" element={ui} />
        <Route path="/deepstory" element={<p>Deep Story home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PageLayout', () => {
  it('shows the title as the level-1 heading and sets the document title', () => {
    renderAt(<PageLayout title="Storyboards">content</PageLayout>);
    expect(screen.getByRole('heading', { level: 1, name: 'Storyboards' })).toBeInTheDocument();
    expect(document.title).toBe(pageTitle('Storyboards'));
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the title for the document when the visible heading differs', () => {
    renderAt(<PageLayout title="Storyboard AI" heading="STORYBOARD AI" intro="Your series" />);
    expect(screen.getByRole('heading', { level: 1, name: 'STORYBOARD AI' })).toBeInTheDocument();
    expect(document.title).toBe(pageTitle('Storyboard AI'));
    expect(screen.getByText('Your series')).toBeInTheDocument();
  });

  it('links the breadcrumb steps and marks the current page', async () => {
    renderAt(
      <PageLayout
        title="Series"
        breadcrumb={[{ title: 'deepstory', to: '/deepstory' }, { title: 'discovery' }, { title: 'series', to: '/ignored' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: BLOCK_LABELS.breadcrumb });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByText('series')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('discovery')).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('link', { name: 'deepstory' }));
    expect(await screen.findByText('Deep Story home')).toBeInTheDocument();
  });

  it('puts the actions in the page header', async () => {
    const onCreate = jest.fn();
    renderAt(<PageLayout title="Storyboards" actions={<Button onClick={onCreate}>New</Button>} />);
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'New' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });
});
