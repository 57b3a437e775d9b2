import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomBar, bottomBarAction } from './bottom-bar';
import styles from './bottom-bar.module.css';

describe('<BottomBar>', () => {
  it('is the fixed bar, split by default, with a feature class for its insides and its data attributes', () => {
    render(
      <BottomBar testId="bar" className="act-own" data-state="can">
        <span>¥88</span>
        <button type="button" className={bottomBarAction(true)}>
          Buy
        </button>
      </BottomBar>,
    );
    const bar = screen.getByTestId('bar');
    expect(bar.className).toContain(styles.bar);
    expect(bar.className).toContain('act-own');
    expect(bar.dataset.state).toBe('can');
    expect(screen.getByRole('button').className).toContain(styles.on);
  });

  it.each(['end', 'fill', 'stack'] as const)('lays its children out as %s', (layout) => {
    render(
      <BottomBar testId="bar" layout={layout}>
        <button type="button">Go</button>
      </BottomBar>,
    );
    expect(screen.getByTestId('bar').className).toContain(styles[layout]);
  });
});
