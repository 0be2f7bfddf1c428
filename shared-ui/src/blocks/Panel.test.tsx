import { render, screen } from '@testing-library/react';
import { Panel } from './Panel';

describe('Panel', () => {
  it('holds its content in a bordered surface styled from the theme', () => {
    render(
      <Panel>
        <p>Inside</p>
      </Panel>,
    );
    const panel = screen.getByText('Inside').parentElement as HTMLElement;
    expect(panel.className).toBe('portal-panel-panel');
    const rule = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').find((css) => css.includes('.portal-panel-panel'));
    expect(rule).toMatch(/border:1px solid/);
    expect(rule).toMatch(/border-radius:8px/);
    expect(rule).toMatch(/padding:24px/);
  });
});
