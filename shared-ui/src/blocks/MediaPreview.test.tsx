import { render, screen } from '@testing-library/react';
import { MediaPreview } from './MediaPreview';

describe('MediaPreview', () => {
  it('shows an image with its label as alternative text', () => {
    render(<MediaPreview src="https://cdn.example.com/cover.png" label="Storyboard cover" />);
    expect(screen.getByRole('img', { name: 'Storyboard cover' })).toHaveAttribute('src', 'https://cdn.example.com/cover.png');
  });

  it('plays a streaming video through the browser, named by its label', () => {
    render(<MediaPreview src="https://cdn.example.com/v/1/index.m3u8" label="Trailer" poster="/still.jpg" />);
    const video = screen.getByLabelText('Trailer');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/v/1/index.m3u8');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/still.jpg');
  });

  it('plays audio with controls, named by its label', () => {
    render(<MediaPreview src="/asset/42" type="Audio" label="Background audio" />);
    const audio = screen.getByLabelText('Background audio');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('controls');
  });

  it('lets the given type win over the extension', () => {
    render(<MediaPreview src="/asset/7.bin" type="Video" label="Shot 7" />);
    expect(screen.getByLabelText('Shot 7').tagName).toBe('VIDEO');
  });

  it('names an unknown source instead of guessing a player', () => {
    render(<MediaPreview src="/brief.pdf" label="Brief" fallback="No preview for this file" />);
    expect(screen.getByText('No preview for this file')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('video, audio')).toBeNull();
  });
});
