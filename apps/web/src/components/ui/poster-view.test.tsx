import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PosterView, usePoster } from './poster-view';

// The drawn poster's life (decisions 049, 070): nothing drawn before its key, the image once drawn, and a
// failure — of the drawing, of reading the canvas back, or before it (the short link) — with a retry that
// draws again.

const texts = { making: 'Making the poster', failed: 'The poster could not be made', retry: 'Try again' };
const classes = { canvas: 'c', img: 'i', wait: 'w', retry: 'r' };

function Harness(props: {
  drawKey: string | null;
  draw: (c: HTMLCanvasElement) => Promise<void>;
  error?: string;
  onRetry?: () => void;
}) {
  const poster = usePoster(props.drawKey, props.draw);
  return (
    <>
      <PosterView
        poster={poster}
        alt="Poster of Nebula #3"
        testId="poster"
        qrBox={{ x: 1, y: 2, size: 3 }}
        error={props.error}
        onRetry={props.onRetry}
        texts={texts}
        classes={classes}
      />
      <button type="button" disabled={!poster.src}>
        Save
      </button>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('usePoster and PosterView', () => {
  it('draws nothing before its key; once drawn shows the image and enables saving', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    const draw = vi.fn(async () => undefined);
    const { rerender } = render(<Harness drawKey={null} draw={draw} />);
    expect(screen.getByText('Making the poster').getAttribute('aria-busy')).toBe('true');
    expect(draw).not.toHaveBeenCalled();
    expect(screen.getByTestId('poster-canvas').getAttribute('data-qr-box')).toBe('1,2,3');
    rerender(<Harness drawKey="link-1" draw={draw} />);
    const img = await screen.findByTestId('poster');
    expect(img.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(img.getAttribute('alt')).toBe('Poster of Nebula #3');
    expect(draw).toHaveBeenCalledWith(screen.getByTestId('poster-canvas'));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    // The same key draws nothing again; a new one does.
    rerender(<Harness drawKey="link-1" draw={draw} />);
    expect(draw).toHaveBeenCalledTimes(1);
    rerender(<Harness drawKey="link-2" draw={draw} />);
    await vi.waitFor(() => expect(draw).toHaveBeenCalledTimes(2));
  });

  it('a drawing that fails says so, and "try again" draws again', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,BBBB');
    let fail = true;
    const draw = vi.fn(async () => {
      if (fail) throw new Error('no font');
    });
    const onRetry = vi.fn();
    render(<Harness drawKey="k" draw={draw} onRetry={onRetry} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The poster could not be made');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByTestId('poster')).toBeTruthy();
    expect(draw).toHaveBeenCalledTimes(2);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a canvas that cannot be read back (an image from elsewhere) is a failure, not an endless wait', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => {
      throw new DOMException('tainted', 'SecurityError');
    });
    render(<Harness drawKey="k" draw={async () => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The poster could not be made');
  });

  it("what stopped it before drawing (the short link's refusal) is shown in its own words", () => {
    render(<Harness drawKey={null} draw={async () => undefined} error="Too many requests" />);
    expect(screen.getByRole('alert').textContent).toContain('Too many requests');
  });
});
