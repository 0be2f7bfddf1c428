import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCK_LABELS, dropZoneHint } from '@portal/shared-contracts/core';
import { DROP_ACCEPTS, STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { MediaDropZone, type MediaDropZoneProps } from './MediaDropZone';

const file = (name: string, type: string): File => new File(['x'], name, { type });
const clip = file('clip.mp4', 'video/mp4');
const cover = file('cover.png', 'image/png');
const pdf = file('brief.pdf', 'application/pdf');

function setup(overrides: Partial<MediaDropZoneProps> = {}) {
  const props = { label: 'Cover media', accept: DROP_ACCEPTS.COVER, onFiles: jest.fn(), onReject: jest.fn(), ...overrides };
  render(<MediaDropZone {...props} />);
  const zone = screen.getByRole('group', { name: props.label });
  const drop = (...files: File[]): void => {
    fireEvent.dragOver(zone, { dataTransfer: { files } });
    fireEvent.drop(zone, { dataTransfer: { files } });
  };
  return { props, zone, drop };
}

describe('MediaDropZone', () => {
  it('takes a dropped file of an accepted type', () => {
    const { props, zone, drop } = setup();
    expect(zone).toHaveTextContent(dropZoneHint(DROP_ACCEPTS.COVER));
    drop(cover);
    expect(props.onFiles).toHaveBeenCalledWith([cover]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says exactly "Asset is not supported or invalid" for a wrong type', () => {
    const { props, drop } = setup({ label: 'Render shot', accept: DROP_ACCEPTS.SHOT_RENDER });
    drop(cover);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Asset is not supported or invalid$/);
    expect(screen.getByRole('alert')).toHaveTextContent(STORYBOARD_MESSAGES.assetNotSupported);
    expect(props.onFiles).not.toHaveBeenCalled();
    expect(props.onReject).toHaveBeenCalledWith([cover]);
    drop(clip);
    expect(props.onFiles).toHaveBeenCalledWith([clip]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the accepted files of a mixed drop when multiple files are allowed', () => {
    const { props, drop } = setup({ multiple: true });
    drop(clip, pdf, cover);
    expect(props.onFiles).toHaveBeenCalledWith([clip, cover]);
    expect(props.onReject).toHaveBeenCalledWith([pdf]);
    expect(screen.getByRole('alert')).toHaveTextContent(STORYBOARD_MESSAGES.assetNotSupported);
  });

  it('takes only the first file otherwise', () => {
    const { props, drop } = setup();
    drop(clip, cover);
    expect(props.onFiles).toHaveBeenCalledWith([clip]);
  });

  it('takes files from the picker its button opens, checked the same way', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { props, zone } = setup();
    const input = screen.getByLabelText<HTMLInputElement>('Cover media', { selector: 'input' });
    const click = jest.spyOn(input, 'click');
    await user.click(within(zone).getByRole('button', { name: BLOCK_LABELS.chooseFiles }));
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', 'image/*,video/*,audio/*');
    await user.upload(input, pdf);
    expect(screen.getByRole('alert')).toHaveTextContent(STORYBOARD_MESSAGES.assetNotSupported);
    await user.upload(input, clip);
    expect(props.onFiles).toHaveBeenCalledWith([clip]);
  });

  it('takes other files than media when given its own check, picker types and hint', () => {
    const doc = file('season.json', 'application/json');
    const files = { isAccepted: (f: File) => f.type === 'application/json', pickerAccept: 'application/json,.json', described: ['Storyboard document (.json)'] };
    const { props, zone, drop } = setup({ multiple: true, files });
    expect(zone).toHaveTextContent(dropZoneHint(files.described));
    expect(screen.getByLabelText('Cover media', { selector: 'input' })).toHaveAttribute('accept', 'application/json,.json');
    drop(doc, clip);
    expect(props.onFiles).toHaveBeenCalledWith([doc]);
    expect(props.onReject).toHaveBeenCalledWith([clip]);
  });

  it('ignores drops while disabled', () => {
    const { props, drop } = setup({ disabled: true });
    drop(clip);
    expect(props.onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: BLOCK_LABELS.chooseFiles })).toBeDisabled();
  });
});
