import { fireEvent, render, screen } from '@testing-library/react';
import { DragScrollRow } from './DragScrollRow';

function renderRow(onClick = jest.fn()) {
  render(
    <DragScrollRow label="Storyboards of Match day">
      <li>
        <button type="button" onClick={onClick}>
          Card
        </button>
      </li>
    </DragScrollRow>,
  );
  return { row: screen.getByRole('list', { name: 'Storyboards of Match day' }), onClick };
}

describe('the series row (002 §2: drag-scrollable, factor 2)', () => {
  it('scrolls twice as far as the mouse is dragged, either way', () => {
    const { row } = renderRow();
    row.scrollLeft = 100;
    fireEvent.mouseDown(row, { button: 0, clientX: 300 });
    fireEvent.mouseMove(row, { clientX: 260 });
    expect(row.scrollLeft).toBe(180);
    fireEvent.mouseMove(row, { clientX: 320 });
    expect(row.scrollLeft).toBe(60);
    fireEvent.mouseUp(row);
    fireEvent.mouseMove(row, { clientX: 0 });
    expect(row.scrollLeft).toBe(60);
  });

  it('ignores other buttons and lets a click without a drag through', () => {
    const { row, onClick } = renderRow();
    fireEvent.mouseDown(row, { button: 2, clientX: 300 });
    fireEvent.mouseMove(row, { clientX: 200 });
    expect(row.scrollLeft).toBe(0);
    fireEvent.mouseDown(row, { button: 0, clientX: 300 });
    fireEvent.mouseMove(row, { clientX: 302 });
    fireEvent.mouseUp(row);
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not open the card under the pointer at the end of a drag', () => {
    const { row, onClick } = renderRow();
    fireEvent.mouseDown(row, { button: 0, clientX: 300 });
    fireEvent.mouseMove(row, { clientX: 200 });
    fireEvent.mouseUp(row);
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is in the tab order, so the keyboard can scroll it', () => {
    const { row } = renderRow();
    expect(row).toHaveAttribute('tabindex', '0');
  });
});
