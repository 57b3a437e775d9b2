import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chip } from './chip';

describe('Chip', () => {
  it('is a span with its text, test id, data attributes and the feature class', () => {
    render(
      <Chip tone="strong" className="mine" testId="state" data-phase="open">
        Open
      </Chip>,
    );
    const chip = screen.getByTestId('state');
    expect(chip.tagName).toBe('SPAN');
    expect(chip.textContent).toBe('Open');
    expect(chip.getAttribute('data-phase')).toBe('open');
    expect(chip.classList.contains('mine')).toBe(true);
  });

  it('gives each tone its own class, neutral the plain chip', () => {
    const tones = ['neutral', 'strong', 'soft', 'warn', 'pending', 'success'] as const;
    render(
      <>
        {tones.map((tone) => (
          <Chip key={tone} tone={tone} testId={tone}>
            {tone}
          </Chip>
        ))}
        <Chip testId="default">default</Chip>
        <Chip regular testId="regular">
          regular
        </Chip>
      </>,
    );
    const classes = tones.map((tone) => screen.getByTestId(tone).className);
    expect(new Set(classes).size).toBe(tones.length);
    expect(screen.getByTestId('default').className).toBe(screen.getByTestId('neutral').className);
    expect(screen.getByTestId('regular').className).not.toBe(screen.getByTestId('neutral').className);
  });
});
