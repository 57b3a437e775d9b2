import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { renderWithI18n } from './test-i18n';

describe('<EmptyState>', () => {
  it('draws its illustration with the default text', () => {
    const { container } = renderWithI18n(<EmptyState />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes a title, a description and an action', () => {
    const onClick = vi.fn();
    renderWithI18n(
      <EmptyState
        title="No collectibles yet"
        description="Your purchases show up here"
        action={{ text: 'Browse drops', onClick }}
      />,
    );
    expect(screen.getByText('No collectibles yet')).toBeTruthy();
    expect(screen.getByText('Your purchases show up here')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Browse drops' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('uses a custom image', () => {
    const { container } = renderWithI18n(<EmptyState image={<img alt="box" src="/box.png" />} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('img', { name: 'box' })).toBeTruthy();
  });
});

describe('<ErrorState>', () => {
  it('says loading failed and retries on tap', () => {
    const onRetry = vi.fn();
    renderWithI18n(<ErrorState onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load');
    expect(alert.textContent).toContain('Please check your network and try again');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese in zh-CN and can drop the hint and button', () => {
    renderWithI18n(<ErrorState description={null} />, { lng: 'zh-CN' });
    expect(screen.getByRole('alert').textContent).toBe('加载失败');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
