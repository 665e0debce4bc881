import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf, Portrait } from './avatar';

describe('Avatar', () => {
  it('shows the initials of the first and last names, without titles', () => {
    expect(initialsOf('Jean-Paul Mbarga')).toBe('JM');
    expect(initialsOf('M. Alain Onana Ebogo')).toBe('AE');
    expect(initialsOf('Mme Élise Fouda')).toBe('ÉF');
    expect(initialsOf('Awa')).toBe('A');
  });

  it('is hidden from screen readers next to a written name, and named when it stands alone', () => {
    const { container } = render(<Avatar name="Awa Ngono" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    render(<Avatar name="Paul Essomba" label="Portrait de Paul Essomba" />);
    expect(screen.getByRole('img', { name: 'Portrait de Paul Essomba' })).toHaveTextContent('PE');
  });

  it('gives one person always the same colour', () => {
    const first = render(<Avatar name="Awa Ngono" />)
      .container.querySelector('circle')
      ?.getAttribute('fill');
    const again = render(<Avatar name="Awa Ngono" />)
      .container.querySelector('circle')
      ?.getAttribute('fill');
    expect(first).toBe(again);
  });
});

describe('Portrait', () => {
  it('shows the photo when there is one, else the initials', () => {
    const { container, rerender } = render(<Portrait name="Awa Ngono" photo="/images/awa.webp" size={80} />);
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('src', '/images/awa.webp');
    expect(photo).toHaveAttribute('width', '80');
    expect(photo).toHaveAttribute('alt', '');
    rerender(<Portrait name="Awa Ngono" size={80} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveTextContent('AN');
  });
});
